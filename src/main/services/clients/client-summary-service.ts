import { CACHE_TTL_MS } from '@shared/concession-costs'
import {
  type ClientSummary,
  type ClientSummaryInput,
  type OpportunitiesDigest,
  SUMMARY_OPPORTUNITIES,
} from '@shared/clients/client-summary'
import { type OpportunitiesRun, type PortfolioRow } from '@shared/portfolio/portfolio'
import { aidTotals, deMinimisWindow } from '@shared/portfolio/portfolio-aid'
import { normalizeTaxId } from '@shared/tax-id'
import { type ConcessionsService } from '../concessions/concessions-service'

/** New ones first, then the largest amount (none last), then the title. */
function byInterest(a: PortfolioRow, b: PortfolioRow): number {
  return (
    Number(b.new) - Number(a.new) ||
    (b.total_amount ?? -1) - (a.total_amount ?? -1) ||
    a.formatted_title.localeCompare(b.formatted_title, 'es')
  )
}

function opportunitiesOf(run: OpportunitiesRun, clientId: number): OpportunitiesDigest {
  const rows = run.rows.filter((row) => row.client_id === clientId)
  return {
    runAt: run.runAt,
    missing: run.incomplete.find((client) => client.id === clientId)?.missing ?? [],
    count: rows.length,
    newCount: rows.filter((row) => row.new).length,
    rows: [...rows].sort(byInterest).slice(0, SUMMARY_OPPORTUNITIES),
  }
}

/**
 * A client's page sums up what the app already keeps for it, so opening the page costs nothing:
 * the NIF's concessions as the 24-hour cache holds them, at any age (from a search or «Ayudas
 * recibidas»), summed as «Ayudas recibidas» sums them (SC-CONC-6); and its opportunities in the
 * account's latest «Cartera» run.
 */
export function createClientSummaryService(deps: {
  concessions: Pick<ConcessionsService, 'kept'>
  latestOpportunities: () => OpportunitiesRun | null
  threshold: () => number
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  return {
    summary(input: ClientSummaryInput): ClientSummary {
      const nif = normalizeTaxId(input.nif)
      const kept = nif === '' ? null : deps.concessions.kept(nif)
      const at = now()
      const window = deMinimisWindow(at)
      const run = deps.latestOpportunities()
      const concessions = () => {
        if (!kept) return null
        const totals = aidTotals(kept.rows, window)
        return {
          fetchedAt: kept.fetchedAt,
          old: at - kept.fetchedAt >= CACHE_TTL_MS,
          complete: kept.complete,
          count: kept.count,
          loaded: totals.count,
          window,
          total: totals.total,
          last_date: totals.last_date,
          window_total: totals.window_total,
          undated_count: totals.undated_count,
          undated_total: totals.undated_total,
        }
      }
      return {
        nif,
        threshold: deps.threshold(),
        concessions: concessions(),
        opportunities: run && opportunitiesOf(run, input.clientId),
      }
    },
  }
}

export type ClientSummaryService = ReturnType<typeof createClientSummaryService>
