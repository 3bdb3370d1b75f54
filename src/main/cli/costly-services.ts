import { tmpdir } from 'node:os'
import type Database from 'better-sqlite3'
import { type ClientData } from '@shared/wire/client'
import { type Settings } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { type Page } from '@shared/wire/page'
import { type EventPayload } from '@shared/bridge'
import { type ApiClient, type Paged } from '../api/operations'
import { CacheStore } from '../storage/answer-cache'
import { silentNotifier } from '../base/notifier-port'
import { PortfolioRunsStore } from '../storage/portfolio-runs'
import { createPortfolioService, type PortfolioService } from '../portfolio/service'
import {
  createConcessionsService,
  type ConcessionsService,
} from '../services/concessions/concessions-service'
import { type ConnectivityService } from '../services/connection/connectivity-service'
import { type Emit } from '../bridge/events'
import { type Logger } from '../log/logger'
import { cnaeCodeOf, createCatalogueService } from '../services/catalogue-service'
import { costAware } from '../services/cost-cache'
import {
  createGrantNeighboursService,
  type GrantNeighboursService,
} from '../services/grants/grant-neighbours-service'
import {
  createBatchedCache,
  createSessionCache,
  type SessionCache,
} from '../services/session-cache'
import {
  createSimulatorService,
  type SimulatorService,
} from '../services/simulator/simulator-service'
import {
  createGrantDetailService,
  type GrantDetailService,
} from '../services/grants/grant-detail-service'
import { createStatusesService, type StatusesService } from '../services/cases/statuses-service'
import { type CaseInfo } from '../services/case-work/case-context'
import {
  createCaseWorkService,
  type CaseWorkService,
} from '../services/case-work/case-work-service'
import { folderPlatform } from '../export/folder-platform'
import { createCallsService, type CallsService } from '../services/calls/calls-service'
import { SavedSearchesTable } from '../storage/saved-searches-table'
import { createBdnsStore, keptMinimisRows } from '../services/bdns/bdns-kept'
import { deMinimisSources } from '../services/bdns/minimis-sources'

/**
 * A command runs once and ends: it never probes the service in the background. A network failure
 * fails the command (the cost cache still answers what it holds for the day).
 */
function commandConnectivity(): ConnectivityService {
  const since = Date.now()
  return {
    state: () => ({ online: true, since, lastSyncedAt: null }),
    reportFailure: () => undefined,
    reportReachable: () => undefined,
    onChange: () => () => undefined,
    close: () => undefined,
  }
}

export interface CliServicesOptions {
  db: Database.Database
  /** How the database could be opened: the advisor's work is written only to a file that keeps it. */
  storage: StorageMode
  api: ApiClient
  /**
   * Whose cache and runs: `accountKey(environment, user)` as the app's for a session,
   * `tokenAccountKey(environment, token)` for a script's GRANTS_TOKEN.
   */
  account: string
  threshold: () => number
  /** The local holidays and reminder days of «Ajustes» (the command line's own settings). */
  settings: () => Settings
  onProgress: (progress: { done: number; total: number }) => void
  /** The configured service's origin, whose own links (the demo service's files) are kept. */
  ownOrigins?: () => Promise<readonly string[]>
  log: Logger
}

/** What a portfolio command asks: with the NIF-and-CNAE clients (the app's way) or without. */
interface CliPortfolioOptions {
  /** `--profile-only`: only clients with a complete profile, as before SC-NIFSIM-4. */
  profileOnly: boolean
  /** What a run does past what was confirmed (see PortfolioDeps); default: it stops. */
  whenMoreNeeded?: 'stop' | { upTo: number }
  /** --max-requests: the most the run sends, asked or not. */
  maxRequests?: number
}

/** The app's services that spend credits, for one command of one account. */
export interface CliServices {
  /** Whose cache, runs and case-file work these are. */
  account: string
  /** The command line's database: the case files' history and deadlines kept here (reports). */
  db: Database.Database
  concessions: ConcessionsService
  simulator: SimulatorService
  /** The simulation by NIF and CNAE and the grants with concessions (SC-NIFSIM-*, SC-GRANTS-*). */
  neighbours: GrantNeighboursService
  statuses: StatusesService
  /** A grant's sections (SC-GRANT-*). */
  grants: GrantDetailService
  /**
   * One page of a paid list as the service sent it, through the same cache: asked again within 24
   * hours, it is not sent. `key` names the list (the query as the service compares it).
   */
  cachedPages: <T>(key: string, paged: Paged<T>) => Paged<T>
  /** The portfolio engine over these clients (the command's scope, fetched with its filters). */
  portfolio(clients: readonly ClientData[], options?: CliPortfolioOptions): PortfolioService
  /** The advisor's work on one case file (ARCH-FLOW-12), as the service described it now. */
  caseWork(info: CaseInfo): CaseWorkService
  /**
   * «Convocatorias» (ARCH-FLOW-13) over the same cache, the searches kept in this database, and
   * `clients` (fetched by the command: the command line keeps no replica) for the fitting ones.
   */
  calls(clients?: readonly ClientData[]): CallsService
}

/**
 * The app's paid services for the command line: concessions, statuses, the simulator and the
 * portfolio over the same 24-hour cost cache per account, and the portfolio runs kept per account,
 * in the command line's own database.
 */
export function createCliServices(options: CliServicesOptions): CliServices {
  const account = () => options.account
  const store = new CacheStore(options.db)
  const cache: SessionCache = createSessionCache(store, account)
  const connectivity = commandConnectivity()
  const costly = { api: options.api, cache, connectivity }
  // Progress of a run, or of a search walking its pages, on stderr.
  const emit: Emit = (event, payload) => {
    if (event === 'portfolio.progress' || event === 'concessions.progress') {
      const { done, total } = payload as EventPayload<'portfolio.progress' | 'concessions.progress'>
      options.onProgress({ done, total })
    }
  }
  const concessions = createConcessionsService({ ...costly, emit })
  // As the app's composition: «Ya recibida» from the concessions kept, and the CNAE's code from the
  // service's catalogue (its ids are not the codes in the vendor's dialect).
  const received = (nif: string) => concessions.received([nif])(nif)
  const simulator = createSimulatorService({ ...costly, received })
  const neighbours = createGrantNeighboursService({ ...costly, received })
  const catalogue = createCatalogueService({ api: options.api, cache, log: options.log })
  function cachedPages<T>(key: string, paged: Paged<T>): Paged<T> {
    return {
      ...paged,
      async fetch(page = 1, signal, slots) {
        const served = await costAware<Page<T>>({
          cache,
          connectivity,
          key: `${key}:page:${page}`,
          refresh: false,
          fetch: () => paged.fetch(page, signal, slots),
        })
        return served.value
      },
    }
  }
  const grants = createGrantDetailService({
    ...costly,
    ownOrigins: options.ownOrigins ?? (() => Promise.resolve([])),
  })
  // What `bdns minimis` kept for this account: «Ayudas recibidas» reads it, never asks.
  const registry = createBdnsStore(store, account)
  return {
    account: options.account,
    db: options.db,
    calls: (clients = []) =>
      createCallsService({
        ...costly,
        savedTable: new SavedSearchesTable(options.db),
        account,
        storage: () => options.storage,
        clients: () => [...clients],
        keptDetails: (grant) => grants.kept(grant)?.details ?? null,
        catalogue: () => catalogue.get(),
      }),
    concessions,
    simulator,
    neighbours,
    statuses: createStatusesService({ ...costly, account }),
    grants,
    cachedPages,
    caseWork: (info) =>
      createCaseWorkService({
        db: options.db,
        account,
        caseOf: (_account, id) => (id === info.id ? info : null),
        settings: options.settings,
        language: () => 'es',
        grantDocuments: () => Promise.resolve({ status: 'unavailable', section: 'documents' }),
        // No folder, mail program or notification: the command line never asks for them.
        platform: folderPlatform(tmpdir()),
        notifier: silentNotifier,
        storage: options.storage,
        emit: () => undefined,
        log: options.log,
      }),
    portfolio: (clients, portfolioOptions = { profileOnly: false }) =>
      createPortfolioService({
        // The scope is the command's: the clients were fetched with its filters.
        clients: () => [...clients],
        simulator,
        ...(portfolioOptions.profileOnly ? {} : { neighbours, cnaeCode: cnaeCodeOf(catalogue) }),
        concessions,
        store: new PortfolioRunsStore(options.db),
        account,
        threshold: options.threshold,
        emit,
        notifier: silentNotifier,
        runCache: () => createBatchedCache(store, account),
        // A command cannot ask again: it says how many more and stops (SC-COST-3), unless --yes
        // answered every question, up to --max-requests.
        whenMoreNeeded: portfolioOptions.whenMoreNeeded ?? 'stop',
        deMinimis: deMinimisSources(grants, (nif) => keptMinimisRows(registry, nif)),
        ...(portfolioOptions.maxRequests === undefined
          ? {}
          : { maxRequests: portfolioOptions.maxRequests }),
      }),
  }
}
