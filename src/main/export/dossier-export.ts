import { clientProfile } from '@shared/clients/client-profile'
import { type Lang, renderMessage } from '@shared/messages/catalogue-lookup'
import { type Opportunity } from '@shared/wire/opportunity'
import { concessionsPlan } from './plans/concessions-plan'
import { type DossierGrants } from '@shared/exports'
import { dossierGrantsPlan, grantsPrice, type GrantsPrice } from './dossier-grants'
import { type ExportPlan, localPlan, mapPlan } from './plans/export-plan'
import { simulatorPlan } from './plans/simulator-plan'
import { type ExportsDeps } from './export-deps'
import { clientNames, markedReceived } from './export-lookups'
import {
  caseListDataset,
  clientDossierDataset,
  clientOpportunitiesDataset,
  concessionsByNifDataset,
  dossierGrantsDataset,
  dossierRows,
} from './export-parts'
import { combinedProgress, type Prepared, sheetOf } from './prepared-export'
import { dossierDeadlinesDataset, dossierDocumentsDataset } from './case-work-datasets'

/** The dossier's grants are not all kept, and the user has not said whether to ask for them. */
export class GrantsMissing extends Error {
  constructor(readonly price: GrantsPrice) {
    super('grants missing')
  }
}

/**
 * A client's record: its card, its concessions, its opportunities (marked «Ya recibida»), their
 * grants as this account keeps them, its case files, and their deadlines and documents (the
 * advisor's, ARCH-FLOW-12), one sheet each.
 */
export async function dossierExport(
  deps: Pick<
    ExportsDeps,
    'clients' | 'catalogue' | 'concessions' | 'remote' | 'cases' | 'grants' | 'caseWork'
  >,
  clientId: number,
  lang: Lang,
  grantsChoice: DossierGrants = 'skip',
): Promise<Prepared> {
  const client = await deps.clients.shown(clientId)
  const card = localPlan(dossierRows(client, await clientNames(deps), lang))
  const concessions = await concessionsPlan(deps.remote)({ kind: 'nif', nif: client.nif })
  const profile = clientProfile(client)
  const opportunities = profile ? await simulatorPlan(deps.remote, profile) : localPlan([])
  // Like «Concesiones» and «Oportunidades», the sheet is there even when it has no rows.
  const caseRows = deps.cases.clientRows(client.id)
  const caseFiles = localPlan(caseRows)
  const work = deps.caseWork.dossierOf(caseRows)
  const deadlines = localPlan(work.deadlines)
  const documents = localPlan(work.documents)
  // Their grants not kept: asked about first (`ask`), asked for while writing (`fetch`), or not.
  const price = grantsPrice(deps.grants, opportunities)
  if (grantsChoice === 'ask' && price.grants > 0) throw new GrantsMissing(price)
  // The opportunities as «Oportunidades» writes them, for «Convocatoria» after it.
  const seen: Opportunity[] = []
  const grants = dossierGrantsPlan(deps.grants, seen, grantsChoice === 'fetch' ? price : null)
  return {
    label: renderMessage(lang, 'export.file.record', { name: client.business_name }),
    // «Convocatoria» has one row per opportunity.
    rows:
      card.rows +
      concessions.plan.rows +
      2 * opportunities.rows +
      caseFiles.rows +
      deadlines.rows +
      documents.rows,
    requests: concessions.plan.requests + opportunities.requests + grants.requests,
    sheets: (reading) => {
      const part = combinedProgress(7, reading.onProgress)
      const partOf = (index: number) => ({ ...reading, onProgress: part(index) })
      const nif = concessions.kind === 'nif' ? concessions.nif : client.nif
      return [
        sheetOf(
          lang,
          { ...clientDossierDataset, name: 'export.sheet.client' },
          undefined,
          card,
          partOf(0),
        ),
        sheetOf(
          lang,
          { ...concessionsByNifDataset(nif), name: 'export.sheet.concessions' },
          undefined,
          concessions.plan as ExportPlan<never>,
          partOf(1),
        ),
        sheetOf(
          lang,
          clientOpportunitiesDataset,
          undefined,
          mapPlan(markedReceived(deps, opportunities, client.nif), (row) => {
            seen.push(row)
            return row
          }),
          partOf(2),
        ),
        sheetOf(lang, dossierGrantsDataset, undefined, grants, partOf(3)),
        sheetOf(lang, caseListDataset, undefined, caseFiles, partOf(4)),
        sheetOf(lang, dossierDeadlinesDataset, undefined, deadlines, partOf(5)),
        sheetOf(lang, dossierDocumentsDataset, undefined, documents, partOf(6)),
      ]
    },
  }
}
