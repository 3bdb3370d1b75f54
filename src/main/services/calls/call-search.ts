import { type Call, type CallFilters, type CallPage } from '@shared/calls'
import { CACHE_TTL_MS } from '@shared/concession-costs'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware } from '../cost-cache'
import { type SessionCache } from '../session-cache'
import { callPageKey, callRequestData } from './call-request'
import { callOf } from './call-rows'

/** What is kept of a page: its calls as shown, the service's count, and whether more follow. */
interface StoredCallPage {
  count: number
  hasMore: boolean
  results: Call[]
}

/** A 404 to page 1: the service does not offer `funds/` (our description lacks it). */
const noCalls = () => new AppFailure(appError('error.not_found.no_calls', {}))

const isNotFound = (error: unknown) => isAppFailure(error) && error.appError.code === 'not_found'

/**
 * A page of a search of calls (`funds/`) through the cost cache (SC-COST-2): the same search and
 * page are never sent twice within 24 hours, and offline the kept page is shown at any age. A 404
 * on page 1 is the typed failure `no_calls`; past page 1, a page past the end (SC-PAGE-3), empty.
 */
export function callSearch(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  now: () => number
}) {
  const { now } = deps

  /** Whether the page is kept and may be shown without a request (fresh, or offline). */
  function kept(filters: CallFilters, page: number): boolean {
    const stored = deps.cache
      .scope()
      .get<StoredCallPage>(callPageKey(callRequestData(filters), page))
    if (!stored) return false
    return now() - stored.fetchedAt < CACHE_TTL_MS || !deps.connectivity.state().online
  }

  async function search(filters: CallFilters, page: number): Promise<CallPage> {
    const data = callRequestData(filters)
    try {
      const served = await costAware<StoredCallPage>({
        cache: deps.cache,
        connectivity: deps.connectivity,
        key: callPageKey(data, page),
        refresh: false,
        now,
        fetch: async () => {
          const answer = await deps.api.searchCalls(data).fetch(page)
          return {
            count: answer.count,
            hasMore: answer.next !== null,
            results: answer.results.map(callOf),
          }
        },
      })
      const { count, hasMore, results } = served.value
      return {
        count,
        page,
        pages: hasMore && results.length > 0 ? Math.ceil(count / results.length) : page,
        hasMore,
        results,
        fetchedAt: served.fetchedAt,
        fromCache: served.source === 'cache',
        stale: served.stale,
      }
    } catch (error) {
      if (!isNotFound(error)) throw error
      if (page === 1) throw noCalls()
      const fetchedAt = now()
      return {
        count: 0,
        page,
        pages: page - 1,
        hasMore: false,
        results: [],
        fetchedAt,
        fromCache: false,
        stale: false,
      }
    }
  }

  return {
    search,
    /** What asking the page costs now: nothing when it is kept. */
    cost: (filters: CallFilters, page: number) => {
      const isKept = kept(filters, page)
      return { requests: isKept ? 0 : 1, kept: isKept }
    },
  }
}

export type CallSearch = ReturnType<typeof callSearch>
