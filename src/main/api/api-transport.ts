import { type z } from 'zod'
import { type Page } from '@shared/wire/page'
import { isAppFailure } from '@shared/errors'
import { type Endpoints } from '@shared/settings'
import { fail } from './app-errors'
import { nextInvalidError } from './answer-errors'
import { type ClientPageDecoder } from './client-page-decoder'
import { type HttpConfig, type HttpRequest, send } from './http'
import { apiUrl, onOwnUrl } from './api-urls'
import { type RequestSlots } from './request-slots'

/** A paginated operation: fetch a page by number, or the page a `next`/`previous` URL names (SC-PAGE-2). */
export interface Paged<T> {
  fetch(page?: number, signal?: AbortSignal, slots?: RequestSlots): Promise<Page<T>>
  /**
   * The page `url` names, asked of this operation's own URL (configured base URL and our path):
   * only the query of `url` is kept, so its host never receives a request, let alone the token.
   */
  follow(url: string, signal?: AbortSignal, slots?: RequestSlots): Promise<Page<T>>
  /** What identifies a row, when rows have an identity: a walk never returns one twice. */
  rowKey?: (row: T) => string | number
  /**
   * Whether its requests take the walk's RequestSlots (held only while on the wire): a walk then
   * asks for pages further ahead. Without it, each call counts as in flight until it settles.
   */
  slotted?: boolean
}

export interface ApiConfig extends HttpConfig {
  /** Resolved per call: the demo service's address exists only once it runs. */
  endpoints: () => Promise<Endpoints>
  /** Reads the sync's clients pages (off the main thread); default: here, with the list's schema. */
  clientPages?: ClientPageDecoder
}

/** What every operation is built from: one request, a paginated list, a GET's options. */
export function createTransport(config: ApiConfig) {
  const call = <S extends z.ZodType>(request: HttpRequest<S>) => send(config, request)

  /** One request to the base address (or the test one), its signal passed on. */
  const one = async <S extends z.ZodType>(
    path: string,
    request: Omit<HttpRequest<S>, 'url' | 'signal'>,
    signal?: AbortSignal,
    base: 'base' | 'test' = 'base',
  ): Promise<z.output<S>> => {
    const endpoints = await config.endpoints()
    const root = base === 'test' ? endpoints.testBaseUrl : endpoints.baseUrl
    return call({ ...request, url: apiUrl(root, path), ...(signal ? { signal } : {}) })
  }

  function paged<T>(
    operation: string,
    make: () => Omit<HttpRequest<z.ZodType<Page<T>>>, 'url' | 'signal' | 'operation'>,
    firstUrl: (endpoints: Endpoints, page: number) => string,
    rowKey?: (row: T) => string | number,
  ): Paged<T> {
    const request = (url: string, signal?: AbortSignal, slots?: RequestSlots) =>
      call({
        ...make(),
        operation,
        url,
        ...(signal ? { signal } : {}),
        ...(slots ? { slots } : {}),
      })
    return {
      async fetch(page = 1, signal, slots) {
        return request(firstUrl(await config.endpoints(), page), signal, slots)
      },
      async follow(next, signal, slots) {
        const url = onOwnUrl(firstUrl(await config.endpoints(), 1), next)
        if (!url) fail(nextInvalidError())
        return request(url, signal, slots)
      },
      ...(rowKey ? { rowKey } : {}),
      slotted: true,
    }
  }

  const get =
    <T>(schema: z.ZodType<Page<T>>, auth: 'user' | 'expert', paid = false) =>
    () => ({
      method: 'GET' as const,
      auth,
      schema,
      retry: true,
      paid,
    })

  /** A 403 (the wrong kind of token, SC-AUTH-1/SC-DIALECT-8), and only that. */
  const refused = (error: unknown) => isAppFailure(error) && error.appError.status === 403

  return { config, call, one, paged, get, refused }
}

export type ApiTransport = ReturnType<typeof createTransport>
