import { type DatasetKind, type ExportColumn } from '@shared/exports'
import { DEFAULT_AID_YEARS } from '@shared/portfolio/portfolio-constants'
import { deMinimisWindow, lastYears } from '@shared/portfolio/portfolio-aid'
import { callFitsDataset, callsDataset } from './call-datasets'
import { type ExportsDeps } from './export-deps'
import { clientNames } from './export-lookups'
import {
  caseListDataset,
  clientOpportunitiesDataset,
  clientsDataset,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  type DatasetColumn,
  headerIn,
  opportunitiesDataset,
  portfolioAidDataset,
  portfolioClientsDataset,
  portfolioDeadlinesDataset,
  portfolioGrantsDataset,
  portfolioIncompleteDataset,
  statusesDataset,
} from './export-parts'

/** The columns an export of `kind` may choose from, in order, with their headers. */
export async function exportColumns(
  deps: Pick<ExportsDeps, 'clients' | 'catalogue' | 'portfolio' | 'language'>,
  kind: DatasetKind,
): Promise<ExportColumn[]> {
  const lang = deps.language()
  // The aid table's years: the latest run's, or those a run would take now.
  const aid = () => {
    const run = deps.portfolio.latest('aid')
    if (run?.kind === 'aid') return run
    const now = Date.now()
    return { years: lastYears(now, DEFAULT_AID_YEARS), window: deMinimisWindow(now) }
  }
  const columns: readonly DatasetColumn<never>[] =
    kind === 'clients'
      ? clientsDataset(await clientNames(deps)).columns
      : kind === 'concessions-nif'
        ? concessionsByNifDataset('').columns
        : kind === 'concessions-grant'
          ? concessionsByGrantDataset.columns
          : kind === 'statuses'
            ? statusesDataset.columns
            : kind === 'cases'
              ? caseListDataset.columns
              : kind === 'portfolio-grants'
                ? portfolioGrantsDataset.columns
                : kind === 'portfolio-clients'
                  ? portfolioClientsDataset.columns
                  : kind === 'portfolio-incomplete'
                    ? portfolioIncompleteDataset.columns
                    : kind === 'portfolio-aid'
                      ? portfolioAidDataset(aid()).columns
                      : kind === 'portfolio-deadlines'
                        ? portfolioDeadlinesDataset.columns
                        : kind === 'simulator-client'
                          ? clientOpportunitiesDataset.columns
                          : kind === 'calls'
                            ? callsDataset.columns
                            : kind === 'call-fits'
                              ? callFitsDataset.columns
                              : opportunitiesDataset.columns
  return columns.map((column) => ({ key: column.key, header: headerIn(lang, column) }))
}
