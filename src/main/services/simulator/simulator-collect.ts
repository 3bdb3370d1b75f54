import { type Opportunity, type SimulatorProfile } from '@shared/wire/opportunity'
import { type ApiClient } from '../../api/operations'
import { walkPages } from '../../api/page-walker'
import { type CollectOptions, type Remaining } from './collect-options'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware } from '../cost-cache'
import { type SessionCache } from '../session-cache'
import { keptFirstPage, runKey, storedFirstRun, type StoredRun, usableRun } from './simulator-runs'

/**
 * A profile's results for «Cartera», through the same 24-hour cache as the screen: what they
 * still take, page 1 (what counts the rest), every page; each request through the run's limiter.
 */
export function simulatorCollect(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
}) {
  return {
    /** The profile's run as kept, at any age, with no request (the client's report); null: none. */
    kept(profile: SimulatorProfile): { keptAt: number; value: Opportunity[] } | null {
      const stored = deps.cache.scope().get<StoredRun>(runKey(profile))
      return stored ? { keptAt: stored.fetchedAt, value: stored.value.pages.flat() } : null
    },

    /** Requests every page of `profile` still takes: 0 when the cache holds them all. */
    requestsToComplete(profile: SimulatorProfile): Remaining {
      const usable = usableRun(deps, profile)
      const kept = deps.cache.scope().get<StoredRun>(runKey(profile))?.value
      const lastKnown = kept ? { lastKnown: Math.max(1, kept.totalPages) } : {}
      if (!usable) return { requests: 1, counted: false, ...lastKnown }
      return {
        requests: Math.max(0, usable.totalPages - usable.pages.length),
        counted: true,
        ...lastKnown,
      }
    },

    /**
     * Page 1 of a profile for the portfolio, kept in the cache as the screen's pages as needed
     * are: what counts the rest. Answers the requests the other pages take.
     */
    async firstPage(profile: SimulatorProfile, options: CollectOptions): Promise<number> {
      const paged = options.limiter.wrap(deps.api.simulate(profile))
      const served = await costAware<StoredRun>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: runKey(profile),
        refresh: options.refresh,
        fetch: async () => storedFirstRun(await paged.fetch(1, options.signal)),
      })
      return Math.max(0, served.value.totalPages - served.value.pages.length)
    },

    /** Every page of a profile for the portfolio: the pages held are reused, the missing ones requested. */
    async collect(
      profile: SimulatorProfile,
      options: CollectOptions,
    ): Promise<{ rows: Opportunity[]; source: 'network' | 'cache' }> {
      const paged = options.limiter.wrap(deps.api.simulate(profile))
      const served = await costAware<StoredRun>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: runKey(profile),
        refresh: options.refresh,
        enough: (stored) => stored.pages.length >= stored.totalPages,
        fetch: async (stored) => {
          const kept = stored?.value
          // Pages a fresh partial answer holds are handed back, not paid for again (SC-SIM-2).
          const first = kept ? keptFirstPage(kept) : await paged.fetch(1, options.signal)
          const held = kept ? kept.pages.length : 0
          const pages: Opportunity[][] = []
          for await (const page of walkPages(paged, {
            first,
            held: kept?.pages.slice(1) ?? [],
            signal: options.signal,
            onProgress: ({ total }) => options.onExpected?.(Math.max(0, total - held)),
          }))
            pages.push(page)
          return { count: first.count, totalPages: pages.length, template: first.next, pages }
        },
      })
      return { rows: served.value.pages.flat(), source: served.source }
    },
  }
}
