import { type ConcessionResult, type ConcessionSearchInputSchema } from '@shared/concessions'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { appError, AppFailure } from '@shared/errors'
import { taxIdProblem } from '@shared/tax-id'
import { type z } from 'zod'
import { type ApiClient, type Paged } from '../../api/operations'
import { requestsForAll, walkAll } from '../../api/page-walker'
import { RequestAllowance } from '../../api/request-allowance'
import { type Emit } from '../../bridge/events'
import { normaliseQuery } from './concession-query'
import {
  CONCESSIONS_CACHE_PREFIX,
  keptFirstPage,
  storedFirstPage,
  type StoredConcessions,
} from './concessions-cache'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware, type Served } from '../cost-cache'
import { CONCESSIONS_BY_GRANT_PAGE_SIZE } from '../grants/grant-search'
import { notePageSize } from './by-grant-page-size'
import { type SessionCache } from '../session-cache'

type SearchInput = z.output<typeof ConcessionSearchInputSchema>

/** RequestAllowance's `more` (the requests a walk may send in all, asked when it needs `needed`) and `ceiling`. */
interface WalkPolicy {
  more?: (needed: number) => Promise<number>
  ceiling?: number
}

/** Both searches of the screen (SC-CONC-1, SC-CONC-2): cached per normalised query, first page only above 20 requests. */
export function concessionsSearch(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  emit: Emit
}) {
  async function load<T>(
    key: string,
    paged: Paged<T>,
    input: { loadAll: boolean; confirmedRequests?: number | undefined },
    stored: StoredConcessions<T> | undefined,
    noteSize: boolean,
    walk: WalkPolicy,
  ): Promise<StoredConcessions<T>> {
    // A fresh partial answer holds exactly page 1: reuse it.
    const held = stored && !stored.complete
    const first = held ? keptFirstPage(stored) : await paged.fetch(1)
    if (noteSize) notePageSize(deps.cache, first)
    const requests = requestsForAll(first)
    // SC-COST-3: above 20 requests, the rest of the pages only with the user's word for as many.
    const confirmed = input.loadAll && (input.confirmedRequests ?? 0) >= requests - 1
    if (input.loadAll && held && requests > CONFIRM_ABOVE_REQUESTS && !confirmed) {
      const rest = requests - 1
      throw new AppFailure(appError('error.validation.needs_confirmation', { requests: rest }))
    }
    // A page 1 asked again may count more than when the user gave their word: the answer stays
    // partial, page 1 kept, to ask again.
    if (!first.next || (requests > CONFIRM_ABOVE_REQUESTS && !confirmed)) {
      return storedFirstPage(first)
    }
    const allowance = new RequestAllowance(input.confirmedRequests, walk.more, walk.ceiling)
    const { rows } = await walkAll(allowance.wrap(paged), {
      first,
      onProgress: (progress) => deps.emit('concessions.progress', { key, ...progress }),
    })
    return { count: first.count, complete: true, requestsForAll: requests, rows, next: first.next }
  }

  /**
   * `walk`: what a walk does past the requests confirmed (`more`: the command line's --yes) and the
   * most it may send (`ceiling`: its --max-requests); by default it stops with `over_confirmed`.
   */
  return async (
    input: SearchInput,
    walk: { more?: (needed: number) => Promise<number>; ceiling?: number } = {},
  ): Promise<ConcessionResult> => {
    const { key, selector } = normaliseQuery(input.query)
    const serve = <T>(paged: Paged<T>, noteSize = false) =>
      costAware<StoredConcessions<T>>({
        cache: deps.cache,
        connectivity: deps.connectivity,
        key: `${CONCESSIONS_CACHE_PREFIX}${key}`,
        refresh: input.refresh,
        enough: (stored) => stored.complete || !input.loadAll,
        fetch: (stored) => load(key, paged, input, stored?.value, noteSize, walk),
      })
    // Named fields only: the stored `next` URL stays in main.
    const view = <T>(served: Served<StoredConcessions<T>>) => ({
      key,
      count: served.value.count,
      complete: served.value.complete,
      requestsForAll: served.value.requestsForAll,
      fetchedAt: served.fetchedAt,
      source: served.source,
      stale: served.stale,
      rows: served.value.rows,
    })
    if (selector.kind === 'nif') {
      const served = await serve(deps.api.concessionsByNif(selector.nif, 100))
      return {
        kind: 'nif',
        ...view(served),
        nif: selector.nif,
        taxIdWarning: taxIdProblem(selector.nif),
      }
    }
    return {
      kind: 'grant',
      ...view(
        await serve(
          deps.api.concessionsByGrant(selector.selector, CONCESSIONS_BY_GRANT_PAGE_SIZE),
          true,
        ),
      ),
    }
  }
}
