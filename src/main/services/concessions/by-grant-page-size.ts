import { type Page } from '@shared/wire/page'
import { type SessionCache } from '../session-cache'

const PAGE_SIZE_KEY = 'page-size:concessions.byGrant'

/**
 * What one page of concessions by grant holds when the service has not shown it yet: the vendor
 * documents no `page_size` there, and a service that ignores ours pages by its own default (10 in
 * its examples), so a smaller guess would undercount the requests (SC-COST-7).
 */
const UNKNOWN_PAGE_SIZE = 10

/** The rows a full page of concessions by grant held the last time the service sent one. */
function byGrantPageSize(cache: SessionCache): number {
  const kept = cache.scope().get<number>(PAGE_SIZE_KEY)?.value
  return typeof kept === 'number' && Number.isInteger(kept) && kept > 0 ? kept : UNKNOWN_PAGE_SIZE
}

/** Keeps how many rows a page 1 held when more pages follow (a last page tells nothing). */
export function notePageSize(cache: SessionCache, first: Page<unknown>): void {
  if (first.next && first.results.length > 0) {
    cache.scope().set(PAGE_SIZE_KEY, first.results.length)
  }
}

/** The requests listing `count` concessions takes at the page size the service last used. */
export function byGrantRequests(cache: SessionCache, count: number | null): number | null {
  if (count === null) return null
  return Math.max(1, Math.ceil(count / byGrantPageSize(cache)))
}
