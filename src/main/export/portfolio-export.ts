import { type PortfolioDataset } from '@shared/exports'
import { type Lang, renderMessage } from '@shared/messages/catalogue-lookup'
import { groupByGrant } from '@shared/portfolio/portfolio-groups'
import { deadlinesOf } from '@shared/portfolio/portfolio-deadlines'
import { localPlan } from './plans/export-plan'
import { type ExportsDeps } from './export-deps'
import {
  type Dataset,
  portfolioAidDataset,
  portfolioClientsDataset,
  portfolioDeadlinesDataset,
  portfolioGrantsDataset,
  portfolioIncompleteDataset,
} from './export-parts'
import { noRun, type Prepared, sheetOf } from './prepared-export'

/** A table of the latest stored run: no request. */
export function portfolioExport(
  deps: Pick<ExportsDeps, 'portfolio'>,
  kind: PortfolioDataset,
  keys: readonly string[] | undefined,
  lang: Lang,
): Prepared {
  const local = <T>(dataset: Dataset<T>, rows: T[]): Prepared => {
    const plan = localPlan(rows)
    return {
      label: renderMessage(lang, dataset.name),
      rows: plan.rows,
      requests: 0,
      sheets: (reading) => [sheetOf(lang, dataset, keys, plan, reading)],
    }
  }
  if (kind === 'portfolio-aid') {
    const run = deps.portfolio.latest('aid')
    if (run?.kind !== 'aid') throw noRun('aid')
    return local(portfolioAidDataset(run), run.clients)
  }
  const run = deps.portfolio.latest('opportunities')
  if (run?.kind !== 'opportunities') throw noRun('opportunities')
  switch (kind) {
    case 'portfolio-grants':
      return local(portfolioGrantsDataset, groupByGrant(run.rows))
    case 'portfolio-clients':
      return local(portfolioClientsDataset, run.rows)
    case 'portfolio-incomplete':
      return local(portfolioIncompleteDataset, run.incomplete)
    case 'portfolio-deadlines':
      return local(portfolioDeadlinesDataset, deadlinesOf(run).deadlines)
  }
}
