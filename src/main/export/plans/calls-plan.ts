import { type Call, type CallFilters } from '@shared/calls'
import { AppFailure } from '@shared/errors'
import { cancelledError } from '../../api/app-errors'
import { type CallsService } from '../../services/calls/calls-service'
import { type ExportPlan } from './export-plan'

/** The most pages an export of calls walks: a search that lists more is cut there. */
const MAX_CALL_PAGES = 500

/**
 * Every page of a search of calls (SC-CALLS-2): page 1 asked (or kept) to count the rest, then
 * each later page through the cache, a request taken from the allowance only for a page not kept.
 * A call listed on two pages (the list moved meanwhile) is written once.
 */
export async function callsPlan(
  calls: Pick<CallsService, 'search' | 'cost'>,
  filters: CallFilters,
): Promise<ExportPlan<Call>> {
  const first = await calls.search({ filters, page: 1 })
  const last = Math.min(first.hasMore ? first.pages : 1, MAX_CALL_PAGES)
  const later = Array.from({ length: Math.max(0, last - 1) }, (_, i) => i + 2)
  const requests = later.filter((page) => calls.cost({ filters, page }).requests > 0).length
  return {
    rows: first.count,
    requests,
    held: first.results,
    async *pages({ signal, onProgress, allowance }) {
      const seen = new Set<number>()
      const fresh = (rows: readonly Call[]) =>
        rows.filter((row) => !seen.has(row.id) && seen.add(row.id))
      yield fresh(first.results)
      onProgress({ done: 1, total: last })
      for (const page of later) {
        if (signal.aborted) throw new AppFailure(cancelledError())
        if (calls.cost({ filters, page }).requests > 0) await allowance.take()
        const next = await calls.search({ filters, page })
        yield fresh(next.results)
        onProgress({ done: page, total: last })
        if (!next.hasMore) return
      }
    },
  }
}
