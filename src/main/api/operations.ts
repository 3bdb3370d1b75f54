import { z } from 'zod'
import { type Client, ClientSchema, type ClientListFilters } from '@shared/domain/client'
import {
  ConcessionByGrantSchema,
  ConcessionByNifSchema,
  type GrantSelector,
} from '@shared/domain/concession'
import { DataFiltersSchema } from '@shared/domain/data-filters'
import { OpportunitySchema, type SimulatorProfile } from '@shared/domain/opportunity'
import { type Page, pageSchema } from '@shared/domain/page'
import { StatusGroupSchema } from '@shared/domain/status-group'
import { LoginResponseSchema, type LoginRequest, UserDetailSchema } from '@shared/domain/user'
import { type Endpoints } from '@shared/settings'
import { normalizeTaxId } from '@shared/tax-id'
import { fail } from './app-errors'
import { nextInvalidError } from './answer-errors'
import { type HttpConfig, type HttpRequest, send } from './http'
import { apiUrl, onOwnUrl, type QueryValue } from './urls'

/** A paginated operation: fetch a page by number, or the page a `next`/`previous` URL names (G6). */
export interface Paged<T> {
  fetch(page?: number, signal?: AbortSignal): Promise<Page<T>>
  /**
   * The page `url` names, asked of this operation's own URL (configured base URL and our path):
   * only the query of `url` is kept, so its host never receives a request, let alone the token.
   */
  follow(url: string, signal?: AbortSignal): Promise<Page<T>>
  /** What identifies a row, when rows have an identity: a walk never returns one twice. */
  rowKey?: (row: T) => string | number
}

export interface ApiConfig extends HttpConfig {
  /** Resolved per call: the demo sandbox's address exists only once it runs. */
  endpoints: () => Promise<Endpoints>
}

export interface ClientListQuery {
  pageSize?: number
  /** G9: 1 = only active; the client sends 0 by default, as the real web app does. */
  isActive?: 0 | 1
  filters?: ClientListFilters
}

/** G13: the real service documents a bare array; the interface an envelope. Accept both. */
const OpportunitiesSchema = z
  .union([pageSchema(OpportunitySchema), z.array(OpportunitySchema)])
  .transform((value) =>
    Array.isArray(value)
      ? { count: value.length, next: null, previous: null, results: value }
      : value,
  )

/** One typed function per operation of the interface (plus data-filters, G14). */
export function createApiClient(config: ApiConfig) {
  const call = <S extends z.ZodType>(request: HttpRequest<S>) => send(config, request)

  function paged<T>(
    operation: string,
    make: () => Omit<HttpRequest<z.ZodType<Page<T>>>, 'url' | 'signal' | 'operation'>,
    firstUrl: (endpoints: Endpoints, page: number) => string,
    rowKey?: (row: T) => string | number,
  ): Paged<T> {
    return {
      async fetch(page = 1, signal) {
        const url = firstUrl(await config.endpoints(), page)
        return call({ ...make(), operation, url, ...(signal ? { signal } : {}) })
      },
      async follow(next, signal) {
        const url = onOwnUrl(firstUrl(await config.endpoints(), 1), next)
        if (!url) fail(nextInvalidError())
        return call({ ...make(), operation, url, ...(signal ? { signal } : {}) })
      },
      ...(rowKey ? { rowKey } : {}),
    }
  }

  const get =
    <T>(schema: z.ZodType<Page<T>>, auth: 'user' | 'expert') =>
    () => ({
      method: 'GET' as const,
      auth,
      schema,
      retry: true,
    })

  return {
    /** 1. Login goes to the test address and is never retried blindly. */
    async login(body: LoginRequest, signal?: AbortSignal) {
      const { testBaseUrl } = await config.endpoints()
      return call({
        operation: 'users.login',
        method: 'POST',
        url: apiUrl(testBaseUrl, 'users/login/'),
        auth: 'none',
        body,
        schema: LoginResponseSchema,
        retry: false,
        ...(signal ? { signal } : {}),
      })
    },

    /** 2. Single-client path without a trailing slash (G10). */
    async getClient(id: number, signal?: AbortSignal): Promise<Client> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'clients.get',
        method: 'GET',
        url: apiUrl(baseUrl, `clients/${id}`),
        auth: 'expert',
        schema: ClientSchema,
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },

    /** 3. PATCH sends only the changed fields (G11) and is never retried blindly. */
    async updateClient(
      id: number,
      patch: Record<string, unknown>,
      signal?: AbortSignal,
    ): Promise<Client> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'clients.update',
        method: 'PATCH',
        url: apiUrl(baseUrl, `clients/${id}`),
        auth: 'expert',
        body: patch,
        schema: ClientSchema,
        retry: false,
        ...(signal ? { signal } : {}),
      })
    },

    /** 4. User detail, with the user token (G17 detail shape). */
    async getUser(id: number, signal?: AbortSignal) {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'users.get',
        method: 'GET',
        url: apiUrl(baseUrl, `users/${id}/`),
        auth: 'user',
        schema: UserDetailSchema,
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },

    /** 5. Clients the expert may see (G9). */
    listClients(query: ClientListQuery = {}): Paged<Client> {
      const params = (page: number): Record<string, QueryValue> => ({
        page,
        page_size: query.pageSize,
        isActive: query.isActive ?? 0,
        filters:
          query.filters && Object.keys(query.filters).length > 0
            ? JSON.stringify(query.filters)
            : undefined,
      })
      return paged(
        'clients.list',
        get(pageSchema(ClientSchema), 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'clients/', params(page)),
        (client) => client.id,
      )
    },

    /** 6. Concessions received by a NIF, normalised as the service compares it (G7). */
    concessionsByNif(nif: string, pageSize?: number) {
      const requestData = JSON.stringify({ nif: normalizeTaxId(nif) })
      return paged('concessions.byNif', get(pageSchema(ConcessionByNifSchema), 'user'), (e, page) =>
        apiUrl(e.baseUrl, 'funds/concessions/beneficiaries-by-cif/', {
          page,
          page_size: pageSize,
          requestData,
        }),
      )
    },

    /** 7. Beneficiaries of a grant, by `fund_id` or `fund_slug` (G8). */
    concessionsByGrant(selector: GrantSelector, pageSize?: number) {
      const requestData = JSON.stringify(selector)
      return paged(
        'concessions.byGrant',
        get(pageSchema(ConcessionByGrantSchema), 'user'),
        (e, page) =>
          apiUrl(e.baseUrl, 'funds/concessions/beneficiaries/', {
            page,
            page_size: pageSize,
            requestData,
          }),
      )
    },

    /** 8. Case-file status groups (G12). */
    statusGroups(pageSize?: number) {
      return paged(
        'statuses.list',
        get(pageSchema(StatusGroupSchema), 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'forms/status-groups-list/', { page, page_size: pageSize }),
        (group) => group.id,
      )
    },

    /** 9. The simulator reads, so it is retried; page N is the same POST with `?page=N` (G13). */
    simulate(profile: SimulatorProfile) {
      const request = () => ({
        method: 'POST' as const,
        auth: 'user' as const,
        body: profile,
        schema: OpportunitiesSchema,
        retry: true,
      })
      return paged(
        'simulator.run',
        request,
        (e, page) => apiUrl(e.testBaseUrl, 'funds/opportunities-by-profile/', { page }),
        (opportunity) => opportunity.slug,
      )
    },

    /** G14: the service's catalogue; not among the nine, so callers treat its absence as normal. */
    async dataFilters(signal?: AbortSignal) {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'catalogue.dataFilters',
        method: 'GET',
        url: apiUrl(baseUrl, 'data-filters/'),
        auth: 'user',
        schema: DataFiltersSchema,
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
