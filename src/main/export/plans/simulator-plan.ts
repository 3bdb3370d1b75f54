import { type Opportunity, type SimulatorProfile } from '@shared/wire/opportunity'
import { requestsForAll, walkPages } from '../../api/page-walker'
import { type ExportPlan, localPlan, type RemotePlanDeps } from './export-plan'
import {
  keptFirstPage,
  runKey,
  storedFirstRun,
  usableRun,
} from '../../services/simulator/simulator-runs'

/**
 * The export of a profile's results: every page; from the cache when it has them all. The
 * pages it holds are handed back, and page 1, paid for to count the rest, is kept.
 */
export async function simulatorPlan(
  deps: RemotePlanDeps,
  profile: SimulatorProfile,
): Promise<ExportPlan<Opportunity>> {
  const usable = usableRun(deps, profile)
  if (usable && usable.pages.length >= usable.totalPages) return localPlan(usable.pages.flat())
  const paged = deps.api.simulate(profile)
  const first = usable ? keptFirstPage(usable) : await paged.fetch(1)
  if (!usable) deps.cache.scope().set(runKey(profile), storedFirstRun(first))
  const held = usable?.pages.slice(1) ?? []
  return {
    rows: first.count,
    requests: first.next ? Math.max(0, requestsForAll(first) - 1 - held.length) : 0,
    held: [...first.results, ...held.flat()],
    pages: ({ signal, onProgress, allowance }) =>
      walkPages(allowance.wrap(paged), { first, held, signal, onProgress }),
  }
}
