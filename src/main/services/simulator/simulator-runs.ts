import { CACHE_TTL_MS } from '@shared/concession-costs'
import { profileKey } from '@shared/simulator-key'
import { type Opportunity, type SimulatorProfile } from '@shared/wire/opportunity'
import { type Page } from '@shared/wire/page'
import { requestsForAll } from '../../api/page-walker'
import { type ConnectivityService } from '../connection/connectivity-service'
import { type SessionCache } from '../session-cache'

/** What is stored per profile: the pages fetched so far, in order (SC-SIM-2). */
export interface StoredRun {
  count: number
  totalPages: number
  /** Page 1's `next`, the template for the others; null when there is one page. */
  template: string | null
  pages: Opportunity[][]
}

/** Where a profile's run is kept in the account's cache. */
export const runKey = (profile: SimulatorProfile) => `simulator:${profileKey(profile)}`

/** What is kept of page 1 alone. */
export function storedFirstRun(first: Page<Opportunity>): StoredRun {
  return {
    count: first.count,
    totalPages: requestsForAll(first),
    template: first.next,
    pages: [first.results],
  }
}

/** Page 1 as a kept run holds it, to walk the other pages from (those held are handed back). */
export function keptFirstPage(run: StoredRun): Page<Opportunity> {
  return { count: run.count, next: run.template, previous: null, results: run.pages[0] ?? [] }
}

/** The stored run of `profile`, when the 24-hour rule (or being offline) lets it be used. */
export function usableRun(
  deps: { cache: SessionCache; connectivity: ConnectivityService },
  profile: SimulatorProfile,
): StoredRun | null {
  const stored = deps.cache.scope().get<StoredRun>(runKey(profile))
  return stored &&
    (Date.now() - stored.fetchedAt < CACHE_TTL_MS || !deps.connectivity.state().online)
    ? stored.value
    : null
}
