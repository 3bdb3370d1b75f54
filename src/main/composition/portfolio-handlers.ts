import { type DueDeadline } from '@shared/cases/case-deadlines'
import { type ExportsService } from '../export/export-service'
import { type PortfolioService } from '../portfolio/service'
import { type Handlers } from '../bridge/dispatch'

type PortfolioOps = `portfolio.${string}`

/** The bridge handlers of «Cartera»: its runs and its calendar (with the case files' deadlines). */
export function portfolioHandlers(deps: {
  portfolio: PortfolioService
  exports: ExportsService
  /** The case files' deadlines still running: the calendar carries them too. */
  caseDeadlines: () => readonly DueDeadline[]
}): Pick<Handlers, Extract<keyof Handlers, PortfolioOps>> {
  const { portfolio, exports } = deps
  return {
    'portfolio.plan': (input) => portfolio.plan(input),
    'portfolio.run': (input) => portfolio.run(input),
    'portfolio.confirmMore': ({ kind, confirmedRequests }) =>
      portfolio.confirmMore(kind, confirmedRequests),
    'portfolio.cancel': ({ kind }) => portfolio.cancel(kind),
    'portfolio.latest': ({ kind }) => portfolio.latest(kind),
    'portfolio.deadlines': () => portfolio.deadlines(),
    'portfolio.exportIcs': () => exports.writeCalendar(portfolio.deadlines(), deps.caseDeadlines()),
  }
}
