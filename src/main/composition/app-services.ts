import { join } from 'node:path'
import { exportLanguage } from '@shared/settings'
import { warmFetch } from '../api/fetch-warmup'
import { createClientPageDecoder } from '../api/client-page-decoder'
import { serviceAnswers } from '../api/service-probe'
import { CacheStore } from '../storage/answer-cache'
import { openClientsReplica } from '../storage/clients/clients-replica'
import { bulkWrites, DATABASE_FILE, openDatabase } from '../storage/database'
import { OutboxStore } from '../storage/outbox-table'
import { databaseStats } from '../diagnostics/database-stats'
import { createDiagnosticsService } from '../diagnostics/diagnostics-service'
import { runtimeVersions } from '../diagnostics/versions'
import { openSecretStore } from '../session/secret-store'
import { cnaeCodeOf, createCatalogueService } from '../services/catalogue-service'
import { createClientsService, createIndexBuilder } from '../services/clients/clients-service'
import { createClientSummaryService } from '../services/clients/client-summary-service'
import { createConnectivityService } from '../services/connection/connectivity-service'
import { connectService } from '../services/connection/connection-wiring'
import { createCreditsService } from '../services/credits/credits-service'
import { reportHandlers } from './report-handlers'
import { reportSettingsHandlers } from './report-settings-handlers'
import { reportFileHandlers } from './report-file-handlers'
import { createReportSettingsService } from '../services/reports/report-settings-service'
import { draftsFolder } from '../services/reports/report-mail-service'
import { createClientReports } from './client-report-handlers'
import { createDispatch, type Handlers } from '../bridge/dispatch'
import { pacedEvents } from '../bridge/paced-events'
import {
  createEnvironmentService,
  environmentKey,
  startEmbeddedDemoService,
} from '../services/connection/environment'
import { createExportsService } from '../export/export-service'
import { folderPlatform } from '../export/folder-platform'
import { silentNotifier } from '../base/notifier-port'
import { PortfolioRunsStore } from '../storage/portfolio-runs'
import { createPortfolioService } from '../portfolio/service'
import { createAccountDataService } from '../services/account-data'
import { createOutboxService } from '../services/outbox/outbox-service'
import { ensurePrivateFolder, tightenPrivateFolder } from '../base/private-files'
import { createBatchedCache, createSessionCache } from '../services/session-cache'
import { createProfileService } from '../services/profile-service'
import { createSettingsService } from '../services/settings-service'
import { createStatusesService } from '../services/cases/statuses-service'
import { createCaseFiles } from './case-handlers'
import { createCaseWork } from './case-work-handlers'
import { createBdns } from './bdns-handlers'
import { deMinimisSources } from '../services/bdns/minimis-sources'
import { appHandlers } from './app-handlers'
import { callsUnderWay } from './calls-under-way'
import { startBackgroundSync } from './background-sync'
import { clientHandlers } from './client-handlers'
import { exportHandlers } from './export-handlers'
import { portfolioHandlers } from './portfolio-handlers'
import { createResearch } from './research-handlers'
import { sessionHandlers } from './session-handlers'
import { lastCheckFile } from '../update/last-check-file'
import { createUpdateService, NO_UPDATES } from '../update/update-service'
import { type AppServices, type AppServicesOptions } from './app-services-options'

export { type AppServices, type AppServicesOptions } from './app-services-options'

/** The composition root shared by the Electron shell, the browser harness and the tests. */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const { log, redactor, userDataDir } = options
  const { emit, flush: flushEvents } = pacedEvents(options.emit) // ARCH-BRIDGE-5
  const secrets = options.secrets ?? (await openSecretStore())
  if (!secrets.keychainAvailable) {
    log.warn('Llavero del sistema no disponible: la sesión no se recordará', {
      reason: secrets.reason,
    })
  }
  // 0700 folder, 0600 files, also for what older versions wrote with the default modes.
  ensurePrivateFolder(userDataDir)
  const untouched = tightenPrivateFolder(userDataDir)
  if (untouched.length > 0) log.warn('No se pudieron hacer privados estos archivos', { untouched })
  const databasePath = join(userDataDir, DATABASE_FILE)
  const { db, mode: storage, notice } = openDatabase(databasePath, log)
  const notices = notice ? [notice] : []
  const replica = openClientsReplica(db)
  const stores = {
    cache: new CacheStore(db),
    clientsReader: replica.reader,
    clientsWriter: replica.writer,
    outbox: new OutboxStore(db),
    portfolioRuns: new PortfolioRunsStore(db),
  }
  const transaction = <T>(fn: () => T): T => db.transaction(fn).immediate() // ARCH-FLOW-2a

  const settings = createSettingsService({ userDataDir, emit, log })
  const environment = createEnvironmentService({
    settings,
    startDemoService: options.startDemoService ?? startEmbeddedDemoService,
    log,
  })
  const connectivity = createConnectivityService({
    probe: async () => serviceAnswers((await environment.endpoints()).baseUrl),
    lastSyncedAt: () => clients.syncedAt(),
    emit,
    log,
    ...(options.probeDelayMs ? { firstDelayMs: options.probeDelayMs } : {}),
  })
  const clientPages = createClientPageDecoder(options.pageWorker)
  const { api, session, account } = connectService({
    userDataDir,
    environment,
    settings,
    secrets,
    redactor,
    emit,
    log,
    clientPages,
    ...options.requests,
    onNetworkFailure: () => connectivity.reportFailure(),
    onReachable: () => connectivity.reportReachable(),
    explainForbidden: (error) => credits.explain(error),
    onPaidAnswer: () => credits.afterPaidAnswer(),
  })
  // Everything stored belongs to one environment and user: the replica, the outbox and every cached
  // answer. Kept while a session is only expired; signed out, nothing is read or written.
  const cache = createSessionCache(stores.cache, account)
  const catalogue = createCatalogueService({ api, cache, log })
  const credits = createCreditsService({ api, cache, account, connectivity, emit, log })
  const profile = createProfileService({ api, session, catalogue, cache, connectivity })
  const clients = createClientsService({
    api,
    ...stores,
    transaction,
    bulk: bulkWrites(db),
    indexBuilder: createIndexBuilder(options.indexWorker, db),
    account,
    connectivity,
    emit,
    log,
    storage,
    ...(options.syncConcurrency ? { syncConcurrency: options.syncConcurrency } : {}),
  })
  const costly = { api, cache, connectivity }
  const statuses = createStatusesService({ ...costly, account })
  const caseFiles = createCaseFiles({
    db,
    api,
    cache: stores.cache,
    clientsReader: stores.clientsReader,
    outbox: stores.outbox,
    statuses,
    connectivity,
    account,
    user: () => session.view().user,
    replay: () => outbox.replay(),
    afterSync: (signedIn) => caseWork.afterCasesSync(signedIn),
    emit,
    log,
    storage,
  })
  const outbox = createOutboxService({
    api,
    ...stores,
    clientsService: clients,
    caseReplica: caseFiles.replica,
    unarchive: caseFiles.unarchive,
    account,
    emit,
    log,
    storage,
  })

  const research = createResearch({
    ...{ ...costly, credits, emit, db, account, storage: () => storage, catalogue },
    baseUrl: async () => (await environment.endpoints()).baseUrl,
    clients: () => clients.viewRows({}),
  })
  const { concessions, simulator, neighbours } = research
  const platform = options.platform ?? folderPlatform(join(userDataDir, 'Exportaciones'))
  const registry = createBdns({
    db,
    account,
    bdnsUrl: () => environment.bdnsUrl(),
    grantLinks: (signedIn) => caseFiles.grantLinks(signedIn),
    grants: research.grants,
    keptConcessions: (nif) => concessions.kept(nif)?.rows ?? null,
    settings: () => settings.get(),
    platform,
    notifier: options.notifier ?? silentNotifier,
    emit,
    log,
    storage,
  })
  const reportSettings = createReportSettingsService({
    ...{ db, account, platform, storage },
    language: () => settings.get().language,
  })
  const portfolio = createPortfolioService({
    clients: (filter) => clients.viewRows(filter ?? {}),
    simulator,
    neighbours,
    cnaeCode: cnaeCodeOf(catalogue),
    concessions,
    store: stores.portfolioRuns,
    account,
    threshold: () => settings.get().aidThreshold,
    emit,
    notifier: options.notifier ?? silentNotifier,
    runCache: () => createBatchedCache(stores.cache, account),
    deMinimis: deMinimisSources(research.grants, (nif) => registry.bdns.keptMinimis(nif)),
  })
  const clientSummary = createClientSummaryService({
    concessions,
    latestOpportunities: () => {
      const run = portfolio.latest('opportunities')
      return run?.kind === 'opportunities' ? run : null
    },
    threshold: () => settings.get().aidThreshold,
  })
  const caseWork = createCaseWork({
    db,
    caseFiles,
    clientsReader: stores.clientsReader,
    grants: research.grants,
    account,
    settings: () => settings.get(),
    language: () => settings.get().language,
    platform,
    notifier: options.notifier ?? silentNotifier,
    storage,
    emit,
    log,
  })
  session.onChange(() => caseWork.follow())
  const diagnostics = createDiagnosticsService({
    name: options.runtime.name,
    versions: () => runtimeVersions(options.runtime.version),
    settings: () => settings.get(),
    database: () => databaseStats(db, databasePath),
    logs: options.logFile ?? null,
    clientData: () => ({ clients: clients.viewRows({}), outbox: outbox.list() }),
    redact: (text) => redactor.redact(text),
    platform,
    licencesFile: options.licencesFile ?? null,
  })
  const exports = createExportsService({
    clients,
    concessions,
    statuses,
    remote: { api, cache, connectivity },
    portfolio,
    cases: caseFiles.read,
    caseWork: caseWork.service,
    catalogue: () => catalogue.get(),
    grants: research.grants,
    calls: research.calls,
    language: () => exportLanguage(settings.get()),
    platform,
    emit,
    log,
  })
  const clientReports = createClientReports({
    ...{ db, account, clients, clientsReader: stores.clientsReader, catalogue },
    ...{ simulator, concessions, portfolio, registry, platform, emit },
    casesSyncedAt: (signedIn) => caseFiles.sync.syncedAt(signedIn),
    syncCases: () => caseFiles.sync.sync(),
    language: () => settings.get().language,
    letterhead: (signedIn) => reportSettings.letterhead(signedIn),
  })

  const updates = createUpdateService({
    ...(options.updates ?? NO_UPDATES),
    currentVersion: options.runtime.version,
    automatic: () => settings.get().checkForUpdates,
    lastCheck: lastCheckFile(userDataDir),
    pending: () => {
      const waiting = outbox.summary()
      return {
        outbox: waiting.pending + waiting.conflicts + waiting.failed,
        exports: exports.inProgress(),
      }
    },
    shutDown: () => close(),
    emit,
    log,
  })

  const background = startBackgroundSync({
    ...{ session, connectivity, outbox, clients, caseFiles, portfolio, log },
  })

  settings.onChange((next, previous) => {
    if (next.checkForUpdates !== previous.checkForUpdates) updates.automaticChanged()
    if (environmentKey(next.environment) === environmentKey(previous.environment)) return
    // Tokens belong to the environment that issued them.
    session.forget()
    catalogue.reset()
  })
  await session.restore()
  caseWork.start()
  registry.watch.start()

  const calls = callsUnderWay()
  const accountData = createAccountDataService({
    db,
    ...stores,
    account,
    session,
    storage,
    folders: (signedIn) => [draftsFolder(userDataDir, signedIn)],
    settle: async () => {
      await calls.settled()
      await background.settled()
      await clients.idle()
      await caseFiles.sync.idle()
      await credits.idle()
    },
    log,
  })

  const handlers: Handlers = {
    ...appHandlers({
      info: { ...options.runtime, keychainAvailable: secrets.keychainAvailable, notices, storage },
      diagnostics,
      settings,
      environment,
      connectivity,
      updates,
    }),
    ...sessionHandlers({ session, settings, environment, catalogue, profile, accountData }),
    ...clientHandlers({
      clients,
      summary: clientSummary,
      outbox,
      afterAskedSync: () => background.afterAskedSync(),
    }),
    ...caseFiles.handlers,
    ...caseWork.caseHandlers,
    ...caseWork.handlers,
    ...research.handlers,
    ...portfolioHandlers({ portfolio, exports, caseDeadlines: caseWork.service.running }),
    ...exportHandlers(exports),
    ...registry.handlers,
    ...reportHandlers({
      db,
      account,
      expertIdOf: caseFiles.expertIdOf,
      superExpertOf: caseFiles.superExpertOf,
      keptBalance: () => credits.keptBalance(),
      platform,
      language: () => exportLanguage(settings.get()),
    }),
    ...reportSettingsHandlers(reportSettings),
    ...clientReports.handlers,
    ...reportFileHandlers({
      ...{ generate: clientReports.handlers['reports.clientGenerate'], account, platform },
      ...{ clientsReader: stores.clientsReader, settings: reportSettings, userDataDir },
      language: () => settings.get().language,
    }),
  }

  // Quitting and restarting to update both close; the second caller waits for the first.
  let closed: Promise<void> | null = null
  const close = (): Promise<void> =>
    (closed ??= (async () => {
      background.stop()
      registry.watch.stop()
      updates.close()
      // Exports first: each removes its .part before the rest shuts down.
      await exports.abortAll()
      clientReports.jobs.abortAll()
      connectivity.close()
      clients.cancelSync()
      portfolio.cancelAll()
      await background.settled()
      await caseFiles.sync.idle()
      await caseWork.service.close()
      await clientPages.close()
      await environment.close()
      db.close()
    })())
  updates.start()
  // Node loads its fetch on its first call: now, not during the sign-in (see warmFetch).
  warmFetch()

  return {
    linkOrigins: () => research.linkOrigins(),
    dispatch: calls.track(createDispatch(handlers, log, flushEvents)),
    settings,
    updates,
    secrets,
    idle: async () => {
      await calls.settled()
      await background.settled()
      await caseFiles.sync.idle()
      await caseWork.service.watch.idle()
      await registry.watch.idle()
      await credits.idle()
    },
    close,
  }
}
