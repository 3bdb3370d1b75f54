import { z } from 'zod'
import { AppFailure, appError } from '@shared/errors'
import {
  type BdnsCall,
  bdnsBodyError,
  bdnsCallWireSchema,
  type BdnsMinimisRow,
  BdnsMinimisPageWireSchema,
} from '@shared/wire/bdns-wire'
import { type Logger } from '../../log/logger'
import { send } from '../../api/http'
import { backoffDelay, sleep } from '../../api/backoff'
import { asBdnsError, bdnsBodyFailure } from './bdns-errors'
import { BdnsPacer } from './bdns-pacer'

/** Rows asked per page of a de minimis search: one NIF has tens, a group a few hundred. */
export const BDNS_PAGE_SIZE = 500
/** A NIF's de minimis rows never fill this many pages: past it the walk stops with an error. */
const MAX_BDNS_PAGES = 40
/** Attempts of one request (429, 5xx, a body that is not JSON, an error inside a 200). */
const MAX_ATTEMPTS = 4
/** A detail is ~3 KB; a page of 500 minimis rows well under 1 MB (bdns.md §3). */
const MAX_PAGE_BYTES = 8 * 1024 * 1024
const MAX_DETAIL_BYTES = 2 * 1024 * 1024
/** The in-200 error that means «try again» (bdns.md §3). */
const TRANSIENT_CODES = new Set(['ERR_MANTENIMIENTO_BBDD'])

export interface BdnsClientConfig {
  /** The registry's address; in demo mode the demo service's, known once it has started. */
  baseUrl: () => string | Promise<string>
  log: Logger
  fetch?: typeof fetch
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>
  random?: () => number
  /** Spacing of requests; default one at a time, 200 ms apart. */
  pacer?: BdnsPacer
  timeoutMs?: number
}

export interface BdnsClient {
  /** Every de minimis row of one NIF (`minimis/busqueda?nifCif=`), every page. */
  minimis(nif: string, signal?: AbortSignal): Promise<BdnsMinimisRow[]>
  /** One call's detail (`convocatorias?numConv=`). */
  call(code: string, signal?: AbortSignal): Promise<BdnsCall>
}

export function createBdnsClient(config: BdnsClientConfig): BdnsClient {
  const pacer = config.pacer ?? new BdnsPacer(undefined, undefined, config.wait)
  const wait = config.wait ?? sleep
  const random = config.random ?? Math.random

  const url = async (path: string, query: Record<string, string>) => {
    const base = await config.baseUrl()
    const target = new URL(`${base.replace(/\/+$/, '')}/${path}`)
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
    return target.toString()
  }

  /** One GET: paced, retried by `send`, then again while the body says «try again». */
  async function get<S extends z.ZodType>(
    operation: string,
    target: string,
    schema: S,
    maxBytes: number,
    signal: AbortSignal | undefined,
  ): Promise<z.output<S>> {
    for (let number = 1; ; number++) {
      let body: unknown
      try {
        body = await send(
          {
            log: config.log,
            credentials: () => null,
            prefixes: () => ({ user: '', expert: '' }),
            maxAttempts: MAX_ATTEMPTS,
            wait,
            random,
            ...(config.fetch ? { fetch: config.fetch } : {}),
            ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
          },
          {
            operation,
            method: 'GET',
            url: target,
            auth: 'none',
            schema: z.unknown(),
            retry: true,
            maxBytes,
            slots: pacer,
            ...(signal ? { signal } : {}),
          },
        )
      } catch (error) {
        const said = asBdnsError(error)
        throw said ? new AppFailure(said) : error
      }
      const inBody = bdnsBodyError(body)
      if (inBody) {
        config.log.warn(`${operation}: error en la respuesta (intento ${number}/${MAX_ATTEMPTS})`, {
          codigo: inBody.code,
        })
        if (TRANSIENT_CODES.has(inBody.code) && number < MAX_ATTEMPTS) {
          await wait(backoffDelay(number, random), signal)
          continue
        }
        throw new AppFailure(bdnsBodyFailure(inBody.code, inBody.message))
      }
      const parsed = schema.safeParse(body)
      if (!parsed.success) {
        config.log.warn(`${operation}: respuesta con formato inesperado`, {
          issue: parsed.error.issues[0]?.message,
        })
        throw new AppFailure(appError('error.bad_response.bdns_unreadable', {}))
      }
      return parsed.data
    }
  }

  return {
    async minimis(nif, signal) {
      const rows = new Map<string, BdnsMinimisRow>()
      for (let page = 0; ; page++) {
        if (page >= MAX_BDNS_PAGES) {
          throw new AppFailure(
            appError('error.bad_response.bdns_page_ceiling', { limit: MAX_BDNS_PAGES }),
          )
        }
        const target = await url('minimis/busqueda', {
          nifCif: nif,
          vpd: 'GE',
          page: String(page),
          pageSize: String(BDNS_PAGE_SIZE),
          order: 'numeroConvocatoria',
          direccion: 'asc',
        })
        const answer = await get(
          'bdns.minimis',
          target,
          BdnsMinimisPageWireSchema,
          MAX_PAGE_BYTES,
          signal,
        )
        const before = rows.size
        for (const row of answer.rows) rows.set(row.id, row)
        const noneNew = rows.size === before
        const lastByCount = answer.totalPages !== null && page + 1 >= answer.totalPages
        // Every walk ends: the last page, a page of nothing new, or a page short of its size.
        if (answer.last === true || lastByCount || noneNew || answer.rows.length < BDNS_PAGE_SIZE) {
          return [...rows.values()]
        }
      }
    },
    async call(code, signal) {
      const target = await url('convocatorias', { numConv: code, vpd: 'GE' })
      return get('bdns.call', target, bdnsCallWireSchema(code), MAX_DETAIL_BYTES, signal)
    },
  }
}
