import { type CatalogueView } from '@shared/catalogue'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { type Platform } from '../base/platform-port'
import { type Emit } from '../bridge/events'
import { type Logger } from '../log/logger'
import { type PortfolioService } from '../portfolio/service'
import { type CaseFileReads } from '../services/cases/case-file-reads'
import { type ClientsService } from '../services/clients/clients-service'
import { type ConcessionsService } from '../services/concessions/concessions-service'
import { type CallsService } from '../services/calls/calls-service'
import { type GrantDetailService } from '../services/grants/grant-detail-service'
import { type DossierDeadlineRow, type DossierDocumentRow } from './case-work-datasets'
import { type RemotePlanDeps } from './plans/export-plan'
import { type StatusesService } from '../services/cases/statuses-service'

export interface ExportsDeps {
  clients: ClientsService
  concessions: Pick<ConcessionsService, 'received'>
  statuses: StatusesService
  /** The pages of the service's lists (concessions, the simulator), through this account's cache. */
  remote: RemotePlanDeps
  portfolio: Pick<PortfolioService, 'latest'>
  /** The case files' replica: the «Expedientes» list and a client's sheet of the dossier. */
  cases: Pick<CaseFileReads, 'exportRows' | 'clientRows'>
  catalogue: () => Promise<CatalogueView>
  /** The advisor's work on these case files: the dossier's «Plazos» and «Documentación». */
  caseWork: {
    dossierOf(caseFiles: readonly { id: number; identifier: string; title: string }[]): {
      deadlines: DossierDeadlineRow[]
      documents: DossierDocumentRow[]
    }
  }
  /** «Convocatorias»: a search's pages through the cache, and the clients that fit a call. */
  calls: Pick<CallsService, 'search' | 'cost' | 'fits'>
  /** The grants' details: the dossier's «Convocatoria» sheet, as kept or asked first. */
  grants: Pick<GrantDetailService, 'kept' | 'keptSections' | 'section'>
  /** Headers, sheet names and the file's name: the UI language, or Spanish if the settings say. */
  language: () => Lang
  platform: Platform
  emit: Emit
  log: Logger
}
