import { type ConcessionQuery } from '@shared/concessions'
import { type Paged } from '../../api/operations'
import { requestsForAll, walkPages } from '../../api/page-walker'
import { normaliseQuery } from '../../services/concessions/concession-query'
import {
  CONCESSIONS_CACHE_PREFIX,
  keptFirstPage,
  storedFirstPage,
  type StoredConcessions,
  usableKept,
} from '../../services/concessions/concessions-cache'
import { type ExportPlan, localPlan, type RemotePlanDeps } from './export-plan'
import { CONCESSIONS_BY_GRANT_PAGE_SIZE } from '../../services/grants/grant-search'
import { notePageSize } from '../../services/concessions/by-grant-page-size'

/** What exporting a search takes: every page, reusing what is cached (page 1 at least). */
export function concessionsPlan(deps: RemotePlanDeps) {
  async function plan<T>(key: string, paged: Paged<T>, byGrant = false): Promise<ExportPlan<T>> {
    const cache = deps.cache.scope()
    const cacheKey = `${CONCESSIONS_CACHE_PREFIX}${key}`
    const usable = usableKept(
      cache.get<StoredConcessions<T>>(cacheKey),
      deps.connectivity.state().online,
    )
    if (usable?.complete) return localPlan(usable.rows)
    const first = usable ? keptFirstPage(usable) : await paged.fetch(1)
    // Page 1 was paid for: keep it, so confirming or cancelling does not cost it again.
    if (!usable) cache.set(cacheKey, storedFirstPage(first))
    if (byGrant && !usable) notePageSize(deps.cache, first)
    return {
      rows: first.count,
      requests: first.next ? requestsForAll(first) - 1 : 0,
      pages: ({ signal, onProgress, allowance }) =>
        walkPages(allowance.wrap(paged), { first, signal, onProgress }),
    }
  }

  /** The NIF dataset needs the normalised NIF; the grant's, a label for the file. */
  return (query: ConcessionQuery) => {
    const { key, selector } = normaliseQuery(query)
    if (selector.kind === 'nif') {
      return plan(key, deps.api.concessionsByNif(selector.nif, 100)).then((p) => ({
        kind: 'nif' as const,
        nif: selector.nif,
        plan: p,
      }))
    }
    return plan(
      key,
      deps.api.concessionsByGrant(selector.selector, CONCESSIONS_BY_GRANT_PAGE_SIZE),
      true,
    ).then((p) => ({
      kind: 'grant' as const,
      label:
        'fund_slug' in selector.selector
          ? selector.selector.fund_slug
          : String(selector.selector.fund_id),
      plan: p,
    }))
  }
}
