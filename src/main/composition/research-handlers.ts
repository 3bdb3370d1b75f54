import type Database from 'better-sqlite3'
import { type StorageMode } from '@shared/storage'
import { type ClientData } from '@shared/wire/client'
import { type ApiClient } from '../api/operations'
import { SavedSearchesTable } from '../storage/saved-searches-table'
import { type CatalogueService } from '../services/catalogue-service'
import { createConcessionsService } from '../services/concessions/concessions-service'
import { type ConnectivityService } from '../services/connection/connectivity-service'
import { type CreditsService } from '../services/credits/credits-service'
import { createGrantNeighboursService } from '../services/grants/grant-neighbours-service'
import { createCallsService } from '../services/calls/calls-service'
import { type SessionCache } from '../services/session-cache'
import { createSimulatorService } from '../services/simulator/simulator-service'
import { type Handlers } from '../bridge/dispatch'
import { type Emit } from '../bridge/events'
import { createGrantDetail } from './grant-detail-handlers'
import { grantNeighbourHandlers } from './grant-neighbour-handlers'
import { callHandlers } from './calls-handlers'

type ResearchOps =
  | 'concessions.search'
  | 'simulator.run'
  | 'simulator.runByNif'
  | 'grants.search'
  | 'grants.section'
  | 'grants.kept'
  | 'credits.get'
  | 'calls.search'
  | 'calls.cost'
  | 'calls.saved'
  | 'calls.save'
  | 'calls.deleteSaved'
  | 'calls.runSaved'
  | 'calls.fits'

/**
 * The searches that spend the service's credits (concessions, the simulator, a NIF's neighbouring
 * grants, a grant's detail) over one session cache, and their bridge handlers with the balance's.
 */
export function createResearch(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  credits: CreditsService
  /** The configured service's base URL (see createGrantDetail). */
  baseUrl: () => Promise<string>
  emit: Emit
  /** «Convocatorias»: where saved searches are kept, and the replica's clients a call may fit. */
  db: Database.Database
  account: () => string | null
  storage: () => StorageMode
  clients: () => ClientData[]
  catalogue: CatalogueService
}) {
  const costly = { api: deps.api, cache: deps.cache, connectivity: deps.connectivity }
  const concessions = createConcessionsService({ ...costly, emit: deps.emit })
  const received = (nif: string) => concessions.received([nif])(nif)
  const grantDetail = createGrantDetail({ ...costly, baseUrl: deps.baseUrl })
  const simulator = createSimulatorService({ ...costly, received })
  const neighbours = createGrantNeighboursService({ ...costly, received })
  const calls = createCallsService({
    ...costly,
    savedTable: new SavedSearchesTable(deps.db),
    account: deps.account,
    storage: deps.storage,
    clients: deps.clients,
    catalogue: () => deps.catalogue.get(),
    keptDetails: (grant) => grantDetail.service.kept(grant)?.details ?? null,
  })
  const handlers: Pick<Handlers, ResearchOps> = {
    'concessions.search': (input) => concessions.search(input),
    'simulator.run': (input) => simulator.run(input),
    ...grantNeighbourHandlers(neighbours),
    ...grantDetail.handlers,
    'credits.get': () => deps.credits.get(),
    ...callHandlers(calls),
  }
  return {
    concessions,
    simulator,
    neighbours,
    calls,
    grants: grantDetail.service,
    handlers,
    linkOrigins: grantDetail.linkOrigins,
  }
}
