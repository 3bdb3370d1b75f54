import { concessionKey } from '@shared/concession-key'
import { normalizeTaxId } from '@shared/tax-id'
import { type ApiClient } from '../../api/operations'
import { walkAll } from '../../api/page-walker'
import {
  CONCESSIONS_CACHE_PREFIX,
  keptFirstPage,
  type NifRow,
  storedFirstPage,
  type StoredConcessions,
  usableKept,
} from './concessions-cache'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware } from '../cost-cache'
import { type SessionCache } from '../session-cache'
import { type CollectOptions, type Remaining } from '../simulator/collect-options'

/**
 * A NIF's concessions through the same 24-hour cache as the screen's search: what a client's
 * page shows of them, and what «Cartera» asks for, each request through the run's limiter.
 */
export function nifConcessions(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
}) {
  const cacheKey = (nif: string) =>
    `${CONCESSIONS_CACHE_PREFIX}${concessionKey({ kind: 'nif', nif })}`
  const pagedFor = (nif: string, options: CollectOptions) =>
    options.limiter.wrap(deps.api.concessionsByNif(normalizeTaxId(nif), 100))

  return {
    /**
     * What the cache keeps of a NIF's concessions, at any age, without asking the service (a
     * client's page): null when nothing is kept.
     */
    kept(nif: string) {
      const stored = deps.cache.scope().get<StoredConcessions<NifRow>>(cacheKey(nif))
      if (!stored) return null
      const { count, complete, rows } = stored.value
      return { count, complete, rows, fetchedAt: stored.fetchedAt }
    },

    /** Requests every page of a NIF's concessions still takes: 0 when the cache holds them all. */
    requestsToComplete(nif: string): Remaining {
      const stored = deps.cache.scope().get<StoredConcessions<NifRow>>(cacheKey(nif))
      const usable = usableKept(stored, deps.connectivity.state().online)
      const lastKnown = stored ? { lastKnown: Math.max(1, stored.value.requestsForAll) } : {}
      if (!usable) return { requests: 1, counted: false, ...lastKnown }
      return {
        requests: usable.complete ? 0 : Math.max(0, usable.requestsForAll - 1),
        counted: true,
        ...lastKnown,
      }
    },

    /**
     * Page 1 of a NIF's concessions for the portfolio, kept in the cache as a partial answer (as
     * the screen keeps one): what counts the rest. Answers the requests the other pages take.
     */
    async firstPageByNif(nif: string, options: CollectOptions): Promise<number> {
      const paged = pagedFor(nif, options)
      const served = await costAware<StoredConcessions<NifRow>>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: cacheKey(nif),
        refresh: options.refresh,
        fetch: async () => storedFirstPage(await paged.fetch(1, options.signal)),
      })
      const stored = served.value
      return stored.complete ? 0 : Math.max(0, stored.requestsForAll - 1)
    },

    /** Every concession of a NIF for the portfolio. */
    async collectByNif(nif: string, options: CollectOptions): Promise<NifRow[]> {
      const paged = pagedFor(nif, options)
      const served = await costAware<StoredConcessions<NifRow>>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: cacheKey(nif),
        refresh: options.refresh,
        enough: (stored) => stored.complete,
        fetch: async (stored) => {
          const kept = stored?.value
          const first = kept ? keptFirstPage(kept) : await paged.fetch(1, options.signal)
          const held = kept ? 1 : 0
          const { rows } = await walkAll(paged, {
            first,
            signal: options.signal,
            onProgress: ({ total }) => options.onExpected?.(Math.max(0, total - held)),
          })
          return { ...storedFirstPage(first), complete: true, rows }
        },
      })
      return served.value.rows
    },
  }
}
