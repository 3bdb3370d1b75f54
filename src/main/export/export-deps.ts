import { type CatalogueView } from '@shared/catalogue'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { type Platform } from '../base/platform-port'
import { type Emit } from '../bridge/events'
import { type Logger } from '../log/logger'
import { type PortfolioService } from '../portfolio/service'
import { type CaseFilesService } from '../services/case-files-service'
import { type ClientsService } from '../services/clients-service'
import { type ConcessionsService } from '../services/concessions-service'
import { type GrantDetailService } from '../services/grant-detail-service'
import { type SimulatorService } from '../services/simulator-service'
import { type StatusesService } from '../services/statuses-service'

export interface ExportsDeps {
  clients: ClientsService
  concessions: ConcessionsService
  statuses: StatusesService
  simulator: SimulatorService
  portfolio: Pick<PortfolioService, 'latest'>
  /** The case files' replica: the «Expedientes» list and a client's sheet of the dossier. */
  cases: Pick<CaseFilesService, 'exportRows' | 'clientRows'>
  catalogue: () => Promise<CatalogueView>
  /** The grants' details this account keeps: the dossier's «Convocatoria» sheet (no request). */
  grants: Pick<GrantDetailService, 'kept'>
  /** Headers, sheet names and the file's name: the UI language, or Spanish if the settings say. */
  language: () => Lang
  platform: Platform
  emit: Emit
  log: Logger
}
