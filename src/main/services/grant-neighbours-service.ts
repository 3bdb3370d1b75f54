import { CACHE_TTL_MS } from '@shared/concessions'
import { isAppFailure } from '@shared/errors'
import {
  type GrantSearchInputSchema,
  type GrantSearchResult,
  type GrantWithConcessions,
  type NifSimulationInputSchema,
  type NifSimulationResult,
} from '@shared/grant-info'
import { type ReceivedGrants } from '@shared/received'
import { normalizeTaxId } from '@shared/tax-id'
import { foldText } from '@shared/text'
import { type Opportunity } from '@shared/wire/opportunity'
import { type Page } from '@shared/wire/page'
import { type GrantWithConcessionsWire } from '@shared/wire/grant-with-concessions'
import { type z } from 'zod'
import { type ApiClient } from '../api/operations'
import { type RequestLimiter } from '../api/request-limiter'
import { type ConnectivityService } from './connectivity-service'
import { costAware } from './cost-cache'
import { type SessionCache } from './session-cache'

/**
 * The page size the app asks concessions by grant with (`concessions.search`, exports, SC-PAGE-4):
 * what a grant's concessions take in requests is worked out at it.
 */
export const CONCESSIONS_BY_GRANT_PAGE_SIZE = 100

/** What a simulation by NIF and CNAE asks: the NIF as the service compares it, the CNAE's four digits. */
export interface NifQuery {
  nif: string
  cnae: string
  province: number
}

/** What is kept per NIF, CNAE and province (SC-NIFSIM-2). */
interface StoredNifRun {
  rows: Opportunity[]
}

type NifInput = z.output<typeof NifSimulationInputSchema>
type SearchInput = z.output<typeof GrantSearchInputSchema>

/** A 404 to an operation of the grants block: this service does not offer it (SC-NIFSIM-3). */
export const isNotOffered = (error: unknown) =>
  isAppFailure(error) && error.appError.code === 'not_found'

/** The body the service takes: the NIF trimmed and upper-cased, the CNAE class code with its zeros. */
export function nifQuery(input: { nif: string; cnae: string; province: number }): NifQuery {
  return {
    nif: normalizeTaxId(input.nif),
    cnae: input.cnae.trim().padStart(4, '0'),
    province: input.province,
  }
}

export const nifKey = (query: NifQuery) =>
  `nif-simulator:${query.nif};c=${query.cnae};p=${query.province}`

/** The requests listing a grant's concessions takes at the app's page size; null when not counted. */
export function concessionRequestsOf(count: number | null): number | null {
  if (count === null) return null
  return Math.max(1, Math.ceil(count / CONCESSIONS_BY_GRANT_PAGE_SIZE))
}

function grantOf(row: GrantWithConcessionsWire): GrantWithConcessions {
  return {
    id: row.id,
    slug: row.slug,
    title: row.formatted_title,
    statusText: row.status_text,
    totalAmount: row.total_amount,
    concessionsCount: row.concessions_count,
    concessionsAmount: row.concessions_amount,
    concessionRequests: concessionRequestsOf(row.concessions_count),
  }
}

/** What the portfolio passes to walk one NIF: its run's signal, limiter and cache. */
export interface NifCollectOptions {
  refresh: boolean
  signal: AbortSignal
  limiter: RequestLimiter
  cache?: SessionCache
}

/**
 * «Simular por NIF y CNAE» (`funds/opportunities-by-cif/`) and the grant picker
 * (`funds/concessions/`): paid answers kept 24 hours per account (SC-COST-2); a 404 means the
 * service does not offer the operation, answered as `unavailable`, never a failure.
 */
export function createGrantNeighboursService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  /** «Ya recibida»: the grants a NIF received, from the concessions stored (no request). */
  received?: (nif: string) => ReceivedGrants
  now?: () => number
}) {
  const now = deps.now ?? Date.now

  const fetchNif = (
    query: NifQuery,
    options: { refresh: boolean; cache?: SessionCache; signal?: AbortSignal },
    send: <R>(request: () => Promise<R>) => Promise<R> = (request) => request(),
  ) =>
    costAware<StoredNifRun>({
      cache: options.cache ?? deps.cache,
      connectivity: deps.connectivity,
      key: nifKey(query),
      refresh: options.refresh,
      now,
      fetch: async () => {
        const page = await send(() => deps.api.simulateByNif(query, options.signal))
        return { rows: page.results }
      },
    })

  return {
    /** Requests a simulation by NIF still takes: 0 when the cache holds a usable answer. */
    nifRequests(query: NifQuery): number {
      const stored = deps.cache.scope().get<StoredNifRun>(nifKey(query))
      const usable =
        stored && (now() - stored.fetchedAt < CACHE_TTL_MS || !deps.connectivity.state().online)
      return usable ? 0 : 1
    },

    /**
     * One NIF for «Cartera», through the run's limiter and cache: its opportunities, or null when
     * the service does not offer the operation (404).
     */
    async collectByNif(query: NifQuery, options: NifCollectOptions): Promise<Opportunity[] | null> {
      try {
        const served = await fetchNif(query, options, (request) =>
          options.limiter.run(request, options.signal),
        )
        return served.value.rows
      } catch (error) {
        if (isNotOffered(error)) return null
        throw error
      }
    },

    /** «Simular por NIF y CNAE»: marked «Ya recibida» from the NIF's concessions stored. */
    async runByNif(input: NifInput): Promise<NifSimulationResult> {
      const query = nifQuery(input)
      try {
        const served = await fetchNif(query, { refresh: input.refresh })
        const received = deps.received?.(query.nif) ?? null
        return {
          status: 'ok',
          rows: served.value.rows.map((row) => ({
            ...row,
            received: received ? received.of(row) : null,
          })),
          fetchedAt: served.fetchedAt,
          source: served.source,
          stale: served.stale,
        }
      } catch (error) {
        if (isNotOffered(error)) return { status: 'unavailable' }
        throw error
      }
    },

    /**
     * One page of grants with published concessions whose title has the words of `text`, kept
     * 24 hours. A page past the end (404 after page 1) is an empty page; a 404 on page 1 means
     * the service does not offer the list.
     */
    async search(input: SearchInput): Promise<GrantSearchResult> {
      const text = input.text.trim()
      const key = `grants-search:${foldText(text).replace(/\s+/g, ' ')};page=${input.page}`
      try {
        const served = await costAware<Page<GrantWithConcessionsWire>>({
          cache: deps.cache,
          connectivity: deps.connectivity,
          key,
          refresh: false,
          now,
          fetch: () => deps.api.grantsWithConcessions(text).fetch(input.page),
        })
        const page = served.value
        return {
          status: 'ok',
          rows: page.results.map(grantOf),
          count: page.count,
          page: input.page,
          hasMore: page.next !== null,
          fetchedAt: served.fetchedAt,
          source: served.source,
        }
      } catch (error) {
        if (!isNotOffered(error)) throw error
        if (input.page === 1) return { status: 'unavailable' }
        return {
          status: 'ok',
          rows: [],
          count: 0,
          page: input.page,
          hasMore: false,
          fetchedAt: now(),
          source: 'network',
        }
      }
    },
  }
}

export type GrantNeighboursService = ReturnType<typeof createGrantNeighboursService>
