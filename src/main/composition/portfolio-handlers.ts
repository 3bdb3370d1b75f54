import { type ExportsService } from '../export/export-service'
import { type PortfolioService } from '../portfolio/service'
import { type Handlers } from '../bridge/dispatch'

type PortfolioOps = `portfolio.${string}` | `export.${string}`

/** The bridge handlers of «Cartera» (its runs and calendar) and of the exports. */
export function portfolioHandlers(deps: {
  portfolio: PortfolioService
  exports: ExportsService
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
    'portfolio.exportIcs': () => exports.writeCalendar(portfolio.deadlines()),
    'export.start': (input) => exports.start(input),
    'export.cancel': ({ exportId }) => exports.cancel(exportId),
    'export.reveal': ({ path }) => exports.reveal(path),
    'export.columns': ({ kind }) => exports.columns(kind),
  }
}
