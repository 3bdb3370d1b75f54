import { z } from 'zod'
import {
  type CaseAction,
  type CaseActionAnswer,
  type CaseCreated,
  type CaseFile,
} from '@shared/wire/case-file'
import { type AvailableExpert, type CaseTemplateWire } from '@shared/wire/case-options'
import { type ClientData } from '@shared/wire/client'
import { type GrantSelector } from '@shared/wire/concession'
import { type NifSimulationBody } from '@shared/wire/grant-with-concessions'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { type Page, pageSchema } from '@shared/wire/page'
import { type LoginRequest, type LoginUser, type UserDetail } from '@shared/wire/user'
import { isAppFailure } from '@shared/errors'
import { type Endpoints } from '@shared/settings'
import { type LoadRow } from '../base/client-row'
import { normalizeTaxId } from '@shared/tax-id'
import { fail } from './app-errors'
import { nextInvalidError } from './answer-errors'
import { clientListParams, type ClientListQuery } from './client-list-query'
import { type ClientPageDecoder } from './client-page-decoder'
import { decodeClientPage } from './client-pages'
import { ANSWER_SCHEMAS } from './answer-schemas'
import { MAX_GRANT_SECTION_BYTES } from './answer-limits'
import { type HttpConfig, type HttpRequest, type RetryPolicy, send } from './http'
import { apiUrl, onOwnUrl } from './api-urls'
import { type RequestSlots } from './request-slots'

export { type ClientListQuery } from './client-list-query'

/**
 * The filters of `forms/` the app sends (SC-CASE-3): `status` is a status group id and `sub_status`
 * a status id, in the vendor's words; `isActive` 1 keeps the active case files, absent keeps all.
 */
export interface CaseListQuery {
  active?: boolean
  mine?: boolean
  statusGroup?: number
  status?: number
}

/** The body of `POST forms/` (SC-CASE-1): `title` and `client` required. */
export interface CaseCreation {
  title: string
  client: number
  template_id?: number
  expert_id?: number
  applicant_reference?: string
  applicant_additional_data?: string
}

/** The body of `POST forms/update-status/`. */
export interface CaseStatusChange {
  workflows: number[]
  new_status_group: number
  new_status: number
  observation?: string
}

/** Each filter as its own parameter and inside `requestData`, as the vendor's table and its example send them. */
function caseListParams(query: CaseListQuery, page: number, pageSize: number) {
  const filters: Record<string, string | number> = {}
  if (query.active) filters['isActive'] = 1
  if (query.mine) filters['my_workflows'] = 'true'
  if (query.statusGroup !== undefined) filters['status'] = query.statusGroup
  if (query.status !== undefined) filters['sub_status'] = query.status
  return {
    page,
    page_size: pageSize,
    ...filters,
    ...(Object.keys(filters).length > 0 ? { requestData: JSON.stringify(filters) } : {}),
  }
}

/** A grant's five operations (SC-GRANT-1), by the name their requests carry. */
const GRANT_PATHS = {
  'grants.details': (identifier: string) => `fund-details/${identifier}/`,
  'grants.documents': (id: string) => `funds/fund-required-documents/${id}/`,
  'grants.evaluation': (id: string) => `funds/fund-evaluation/${id}/`,
  'grants.normative': (id: string) => `funds/fund-normative/${id}/`,
  'grants.related': (id: string) => `funds/fund-related/${id}/`,
} as const
export type GrantOperation = keyof typeof GRANT_PATHS

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

/**
 * A PATCH body both readings accept (SC-DIALECT-5): the vendor's `phone` is not nullable, so an emptied
 * phone goes as '' (our description stores '' and null alike as «no phone»).
 */
function patchBody(patch: Record<string, unknown>): Record<string, unknown> {
  return 'phone' in patch && patch['phone'] === null ? { ...patch, phone: '' } : patch
}

/** One typed function per operation of the interface (plus data-filters, SC-CAT-3, and credits, SC-COST-5). */
export function createApiClient(config: ApiConfig) {
  const call = <S extends z.ZodType>(request: HttpRequest<S>) => send(config, request)

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
        schema: ANSWER_SCHEMAS['users.login'],
        retry: false,
        ...(signal ? { signal } : {}),
      })
    },

    /** 2. `clients/<id>/`: the vendor's path, which SC-CLIENT-4 allows too. */
    async getClient(id: number, signal?: AbortSignal): Promise<ClientData> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'clients.get',
        method: 'GET',
        url: apiUrl(baseUrl, `clients/${id}/`),
        auth: 'expert',
        schema: ANSWER_SCHEMAS['clients.get'],
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },

    /**
     * 3. PATCH sends only the changed fields (SC-EDIT-5) and is never retried blindly. The answer may not
     * hold every field sent (the vendor ignores some, SC-EDIT-6): see `unsavedFields`.
     */
    async updateClient(
      id: number,
      patch: Record<string, unknown>,
      signal?: AbortSignal,
    ): Promise<ClientData> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'clients.update',
        method: 'PATCH',
        url: apiUrl(baseUrl, `clients/${id}/`),
        auth: 'expert',
        body: patchBody(patch),
        schema: ANSWER_SCHEMAS['clients.update'],
        retry: false,
        ...(signal ? { signal } : {}),
      })
    },

    /**
     * 4. User detail in the SC-USER-1 detail form. Our description takes the user token, the vendor the
     * expert token only (SC-USER-2): the expert token goes first when there is one, then, on a 403, the
     * user token. See `userProfile` for the fallback to `users/current/`.
     */
    async getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
      const { baseUrl } = await config.endpoints()
      const detail = (auth: 'user' | 'expert') =>
        call({
          operation: 'users.get',
          method: 'GET',
          url: apiUrl(baseUrl, `users/${id}/`),
          auth,
          schema: ANSWER_SCHEMAS['users.get'],
          retry: true,
          ...(signal ? { signal } : {}),
        })
      if (config.credentials()?.expertToken) {
        try {
          return await detail('expert')
        } catch (error) {
          if (!refused(error)) throw error
        }
      }
      return detail('user')
    },

    /** The signed-in user in the login shape, with the user token (SC-USER-2; not in our description). */
    async currentUser(signal?: AbortSignal): Promise<LoginUser> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'users.current',
        method: 'GET',
        url: apiUrl(baseUrl, 'users/current/'),
        auth: 'user',
        schema: ANSWER_SCHEMAS['users.current'],
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },

    /** 5. Clients the expert may see, in the form both readings accept (SC-AUTH-6, SC-DIALECT-2). */
    listClients(query: ClientListQuery = {}): Paged<ClientData> {
      return paged(
        'clients.list',
        get(ANSWER_SCHEMAS['clients.list'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'clients/', clientListParams(query, page)),
        (client) => client.id,
      )
    },

    /**
     * 5, as the sync reads it: every client ready to be written (its copy as JSON and its row's
     * values), each page read by `clientPages`.
     */
    syncClients(pageSize: number): Paged<LoadRow> {
      const decode = (body: Uint8Array<ArrayBuffer>) =>
        config.clientPages
          ? config.clientPages.decode(body)
          : Promise.resolve(decodeClientPage(body))
      return paged(
        'clients.list',
        () => ({ ...get(pageSchema(z.custom<LoadRow>()), 'expert')(), decode }),
        (e, page) => apiUrl(e.baseUrl, 'clients/', clientListParams({ pageSize }, page)),
        (client) => client.id,
      )
    },

    /** 6. Concessions received by a NIF, normalised as the service compares it (SC-CONC-1). */
    concessionsByNif(nif: string, pageSize?: number) {
      const requestData = JSON.stringify({ nif: normalizeTaxId(nif) })
      return paged(
        'concessions.byNif',
        get(ANSWER_SCHEMAS['concessions.byNif'], 'user', true),
        (e, page) =>
          apiUrl(e.baseUrl, 'funds/concessions/beneficiaries-by-cif/', {
            page,
            page_size: pageSize,
            requestData,
          }),
      )
    },

    /** 7. Beneficiaries of a grant, by `fund_id` or `fund_slug` (SC-CONC-2). */
    concessionsByGrant(selector: GrantSelector, pageSize?: number) {
      const requestData = JSON.stringify(selector)
      return paged(
        'concessions.byGrant',
        get(ANSWER_SCHEMAS['concessions.byGrant'], 'user', true),
        (e, page) =>
          apiUrl(e.baseUrl, 'funds/concessions/beneficiaries/', {
            page,
            page_size: pageSize,
            requestData,
          }),
      )
    },

    /** 8. Case-file status groups (SC-STAT-1). */
    statusGroups(pageSize?: number) {
      return paged(
        'statuses.list',
        get(ANSWER_SCHEMAS['statuses.list'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'forms/status-groups-list/', { page, page_size: pageSize }),
        (group) => group.id,
      )
    },

    /**
     * 9. The simulator; page N is the same POST with `?page=N` (SC-SIM-2). It costs credits, so it is
     * tried again only when it cannot have been charged: connection refused or 429 (SC-SIM-4).
     */
    simulate(profile: SimulatorProfile) {
      const retry: RetryPolicy = 'unsent'
      const request = () => ({
        method: 'POST' as const,
        auth: 'user' as const,
        body: profile,
        schema: ANSWER_SCHEMAS['simulator.run'],
        retry,
        paid: true,
      })
      return paged(
        'simulator.run',
        request,
        (e, page) => apiUrl(e.testBaseUrl, 'funds/opportunities-by-profile/', { page }),
        (opportunity) => opportunity.slug,
      )
    },

    /**
     * The simulation by NIF and CNAE (SC-NIFSIM-1): one POST, a bare list of at most 20, on the
     * test address like the simulator. Paid, so tried again only when it cannot have been charged.
     * A 404 means the service does not offer it.
     */
    async simulateByNif(body: NifSimulationBody, signal?: AbortSignal) {
      const { testBaseUrl } = await config.endpoints()
      return call({
        operation: 'simulator.byNif',
        method: 'POST',
        url: apiUrl(testBaseUrl, 'funds/opportunities-by-cif/'),
        auth: 'user',
        body,
        schema: ANSWER_SCHEMAS['simulator.byNif'],
        retry: 'unsent',
        paid: true,
        ...(signal ? { signal } : {}),
      })
    },

    /**
     * Grants with published concessions whose title has the words of `text` (SC-GRANTS-1): one
     * page; the text goes in `requestData` as `search_by_text`. Paid; 404 when not offered.
     */
    grantsWithConcessions(text: string) {
      const requestData = JSON.stringify({ search_by_text: text })
      return paged(
        'grants.withConcessions',
        get(ANSWER_SCHEMAS['grants.withConcessions'], 'user', true),
        (e, page) => apiUrl(e.baseUrl, 'funds/concessions/', { page, requestData }),
        (row) => row.id,
      )
    },

    /** Case files (SC-CASE-3): expert token, no credits; the vendor requires `page_size`. */
    listCases(query: CaseListQuery, pageSize: number): Paged<CaseFile> {
      return paged(
        'cases.list',
        get(ANSWER_SCHEMAS['cases.list'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'forms/', caseListParams(query, page, pageSize)),
        (row) => row.id,
      )
    },

    /** One case file, `forms/{id}/` with its trailing slash. */
    async getCase(id: number, signal?: AbortSignal): Promise<CaseFile> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'cases.get',
        method: 'GET',
        url: apiUrl(baseUrl, `forms/${id}/`),
        auth: 'expert',
        schema: ANSWER_SCHEMAS['cases.get'],
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },

    /**
     * Creates a case file, without a status (SC-CASE-1). Never repeated once it may have reached the
     * service: a second case file would be made.
     */
    async createCase(body: CaseCreation, signal?: AbortSignal): Promise<CaseCreated> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'cases.create',
        method: 'POST',
        url: apiUrl(baseUrl, 'forms/'),
        auth: 'expert',
        body,
        schema: ANSWER_SCHEMAS['cases.create'],
        retry: 'unsent',
        ...(signal ? { signal } : {}),
      })
    },

    /** Sets the status group and status of case files (SC-CASE-2). */
    async setCaseStatus(body: CaseStatusChange, signal?: AbortSignal): Promise<CaseActionAnswer> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'cases.setStatus',
        method: 'POST',
        url: apiUrl(baseUrl, 'forms/update-status/'),
        auth: 'expert',
        body,
        schema: ANSWER_SCHEMAS['cases.setStatus'],
        retry: 'unsent',
        ...(signal ? { signal } : {}),
      })
    },

    /** Archives or unarchives case files (`forms/update/`; the app never sends `delete`). */
    async updateCases(
      workflows: number[],
      action: CaseAction,
      signal?: AbortSignal,
    ): Promise<CaseActionAnswer> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'cases.update',
        method: 'POST',
        url: apiUrl(baseUrl, 'forms/update/'),
        auth: 'expert',
        body: { workflows, action },
        schema: ANSWER_SCHEMAS['cases.update'],
        retry: 'unsent',
        ...(signal ? { signal } : {}),
      })
    },

    /** The case-file templates the expert may use (`templates/`): expert token, no credits. */
    listTemplates(pageSize: number): Paged<CaseTemplateWire> {
      return paged(
        'cases.templates',
        get(ANSWER_SCHEMAS['cases.templates'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'templates/', { page, page_size: pageSize }),
        (row) => row.id,
      )
    },

    /** The experts of the firm a case file can be given to (`experts/available-experts/`). */
    listExperts(pageSize: number): Paged<AvailableExpert> {
      return paged(
        'cases.experts',
        get(ANSWER_SCHEMAS['cases.experts'], 'expert'),
        (e, page) => apiUrl(e.baseUrl, 'experts/available-experts/', { page, page_size: pageSize }),
        (row) => row.id,
      )
    },

    /**
     * A grant's section (SC-GRANT-1): `fund-details/{id or slug}/` or `funds/fund-…/{id}/`. User
     * token; each answer costs a credit, so the balance is refreshed after it (`paid`). A GET
     * that changes nothing, tried again like the concession reads.
     */
    async grantSection<S extends GrantOperation>(
      operation: S,
      identifier: number | string,
      signal?: AbortSignal,
    ): Promise<z.output<(typeof ANSWER_SCHEMAS)[S]>> {
      const { baseUrl } = await config.endpoints()
      const path = GRANT_PATHS[operation](encodeURIComponent(String(identifier)))
      return call({
        operation,
        method: 'GET',
        url: apiUrl(baseUrl, path),
        auth: 'user',
        schema: ANSWER_SCHEMAS[operation] as unknown as z.ZodType<
          z.output<(typeof ANSWER_SCHEMAS)[S]>
        >,
        retry: true,
        paid: true,
        maxBytes: MAX_GRANT_SECTION_BYTES,
        ...(signal ? { signal } : {}),
      })
    },

    /**
     * The credit balance (SC-COST-5): not in our description, so a 404 means «this service does not
     * tell», and the callers go on speaking of requests. Free; either token would do.
     */
    async usageStatistics(signal?: AbortSignal) {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'users.usageStatistics',
        method: 'GET',
        url: apiUrl(baseUrl, 'users/usage-statistics/'),
        auth: 'user',
        schema: ANSWER_SCHEMAS['users.usageStatistics'],
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },

    /** SC-CAT-3: the service's catalogue; not among the nine, so callers treat its absence as normal. */
    async dataFilters(signal?: AbortSignal) {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'catalogue.dataFilters',
        method: 'GET',
        url: apiUrl(baseUrl, 'data-filters/'),
        auth: 'user',
        schema: ANSWER_SCHEMAS['catalogue.dataFilters'],
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
