import { type ExportSource } from '@shared/exports'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { callFitsDataset, callsDataset } from './call-datasets'
import { callsPlan } from './plans/calls-plan'
import { clientsPlan } from './plans/clients-plan'
import { concessionsPlan } from './plans/concessions-plan'
import { type ExportPlan, localPlan } from './plans/export-plan'
import { simulatorPlan } from './plans/simulator-plan'
import { type ExportsDeps } from './export-deps'
import { clientNames, markedReceived } from './export-lookups'
import { dossierExport } from './dossier-export'
import {
  caseListDataset,
  clientOpportunitiesDataset,
  clientsDataset,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  type Dataset,
  opportunitiesDataset,
  statusesDataset,
  statusRows,
} from './export-parts'
import { portfolioExport } from './portfolio-export'
import { type Prepared, type Reading, sheetOf } from './prepared-export'

/** What an export of `source` costs, and its sheets (`keys`: the columns chosen, in order). */
export async function prepareExport(
  deps: ExportsDeps,
  source: ExportSource,
  keys: readonly string[] | undefined,
): Promise<Prepared> {
  const lang = deps.language()
  const sheet = <T>(
    dataset: Dataset<T>,
    columns: readonly string[] | undefined,
    plan: ExportPlan<T>,
    reading: Reading,
  ) => sheetOf(lang, dataset, columns, plan, reading)
  const named = (dataset: Dataset<never>) => renderMessage(lang, dataset.name)
  switch (source.kind) {
    case 'clients': {
      const plan = clientsPlan(deps.clients, source.query)
      const dataset = clientsDataset(await clientNames(deps))
      return {
        label: named(dataset),
        rows: plan.rows,
        requests: 0,
        sheets: (reading) => [sheet(dataset, keys, plan, reading)],
      }
    }
    case 'concessions': {
      const found = await concessionsPlan(deps.remote)(source.query)
      const label = renderMessage(lang, 'export.file.concessions_of', {
        what: found.kind === 'nif' ? found.nif : found.label,
      })
      return {
        label,
        rows: found.plan.rows,
        requests: found.plan.requests,
        sheets: (reading) =>
          found.kind === 'nif'
            ? [sheet(concessionsByNifDataset(found.nif), keys, found.plan, reading)]
            : [sheet(concessionsByGrantDataset, keys, found.plan, reading)],
      }
    }
    case 'cases': {
      const plan = localPlan(deps.cases.exportRows(source.query))
      return {
        label: named(caseListDataset),
        rows: plan.rows,
        requests: 0,
        sheets: (reading) => [sheet(caseListDataset, keys, plan, reading)],
      }
    }
    case 'statuses': {
      const plan = localPlan(statusRows((await deps.statuses.list(false)).groups))
      return {
        label: named(statusesDataset),
        rows: plan.rows,
        requests: 0,
        sheets: (reading) => [sheet(statusesDataset, keys, plan, reading)],
      }
    }
    case 'simulator': {
      const plan = await simulatorPlan(deps.remote, source.profile)
      const { nif } = source
      return {
        label: named(opportunitiesDataset),
        rows: plan.rows,
        requests: plan.requests,
        sheets: (reading) => [
          nif === undefined
            ? sheet(opportunitiesDataset, keys, plan, reading)
            : sheet(clientOpportunitiesDataset, keys, markedReceived(deps, plan, nif), reading),
        ],
      }
    }
    case 'dossier':
      return dossierExport(deps, source.clientId, lang, source.grants)
    case 'portfolio':
      return portfolioExport(deps, source.dataset, keys, lang)
    case 'calls': {
      const plan = await callsPlan(deps.calls, source.filters)
      return {
        label: named(callsDataset),
        rows: plan.rows,
        requests: plan.requests,
        sheets: (reading) => [sheet(callsDataset, keys, plan, reading)],
      }
    }
    case 'call-fits': {
      const fits = await deps.calls.fits({ id: source.grantId })
      const plan = localPlan(fits.status === 'ok' ? fits.clients : [])
      return {
        label: named(callFitsDataset),
        rows: plan.rows,
        requests: 0,
        sheets: (reading) => [sheet(callFitsDataset, keys, plan, reading)],
      }
    }
  }
}
