import { join } from 'node:path'
import { type AppInfo } from '@shared/bridge'
import { exportLanguage } from '@shared/settings'
import { createClientPageDecoder } from '../api/client-page-decoder'
import { CacheStore } from '../storage/answer-cache'
import { openClientsReplica } from '../storage/clients-replica'
import { bulkWrites, DATABASE_FILE, openDatabase } from '../storage/database'
import { OutboxStore } from '../storage/outbox-table'
import { databaseStats } from '../diagnostics/database-stats'
import { createDiagnosticsService, type DiagnosticsDeps } from '../diagnostics/diagnostics-service'
import { runtimeVersions } from '../diagnostics/versions'
import { type Logger, type Redactor } from '../log/logger'
import { openSecretStore, type OpenedSecretStore } from '../session/secret-store'
import { cnaeCodeOf, createCatalogueService } from '../services/catalogue-service'
import { createGrantNeighboursService } from '../services/grant-neighbours-service'
import { grantNeighbourHandlers } from './grant-neighbour-handlers'
import { createClientsService } from '../services/clients-service'
import { createClientSummaryService } from '../services/client-summary-service'
import { createConcessionsService } from '../services/concessions-service'
import { createGrantDetail } from './grant-detail-handlers'
import { createConnectivityService } from '../services/connectivity-service'
import { connectService } from '../services/connection-wiring'
import { createCreditsService } from '../services/credits-service'
import { createDispatch, type Dispatch, type Handlers } from '../bridge/dispatch'
import {
  createEnvironmentService,
  environmentKey,
  startEmbeddedDemoService,
  type StartDemoService,
} from '../services/environment'
import { createExportsService } from '../export/export-service'
import { folderPlatform } from '../export/folder-platform'
import { type Platform } from '../base/platform-port'
import { type Emit } from '../bridge/events'
import { silentNotifier, type Notifier } from '../base/notifier-port'
import { PortfolioRunsStore } from '../portfolio/runs-store'
import { createPortfolioService } from '../portfolio/service'
import { createAccountDataService } from '../services/account-data'
import { createOutboxService } from '../services/outbox-service'
import { ensurePrivateFolder, tightenPrivateFolder } from '../base/private-files'
import { createBatchedCache, createSessionCache } from '../services/session-cache'
import { createProfileService } from '../services/profile-service'
import { createSettingsService, type SettingsService } from '../services/settings-service'
import { createSimulatorService } from '../services/simulator-service'
import { createStatusesService } from '../services/statuses-service'
import { createCaseFiles } from './case-handlers'
import { lastCheckFile } from '../update/last-check-file'
import {
  createUpdateService,
  NO_UPDATES,
  type UpdateService,
  type UpdateShell,
} from '../update/update-service'

export type RuntimeInfo = Omit<AppInfo, 'keychainAvailable' | 'notices' | 'storage'>

export interface AppServicesOptions {
  userDataDir: string
  runtime: RuntimeInfo
  emit: Emit
  log: Logger
  /** The logger's redactor: tokens are registered with it as soon as main holds them. */
  redactor: Redactor
  /** Injected by tests; otherwise the OS keychain is probed. */
  secrets?: OpenedSecretStore
  /** Injected by tests; otherwise the demo mode runs the real demo service in this process. */
  startDemoService?: StartDemoService
  apiTimeoutMs?: number
  /** First wait of the connectivity probe (tests shorten it). */
  probeDelayMs?: number
  /** Pages fetched at once by the clients sync (benchmarks compare with 1). */
  syncConcurrency?: number
  /**
   * The built worker script that reads the sync's pages (out/main/client-page-worker.js); without
   * it (code run from source) they are read in this thread.
   */
  pageWorker?: string
  /** Save dialog and file manager; without one, exports go to a folder in the user data. */
  platform?: Platform
  /** The desktop notification of new opportunities (Electron); the event is pushed anyway. */
  notifier?: Notifier
  /** The rotating log file the logger writes to, for the diagnostic and its folder. */
  logFile?: DiagnosticsDeps['logs']
  /** The licence notices written by the build, for «Acerca de». */
  licencesFile?: string
  /** The desktop's updater (Electron); without it the app says it does not update itself. */
  updates?: UpdateShell
}

export interface AppServices {
  dispatch: Dispatch
  settings: SettingsService
  /** The updater's state and its changes (the native menu offers the restart once it is ready). */
  updates: Pick<UpdateService, 'state' | 'onChange'>
  secrets: OpenedSecretStore
  /**
   * Resolves when the background replay and sync started by the last trigger, and any reading of
   * the credit balance, have ended.
   */
  idle(): Promise<void>
  /** The configured service's origin, whose own grant links (the demo service's files) may open. */
  linkOrigins(): readonly string[]
  close(): Promise<void>
}

/** The composition root shared by the Electron shell, the browser harness and the tests. */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const { log, emit, redactor, userDataDir } = options
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
  const transaction = <T>(fn: () => T): T => db.transaction(fn)()

  const settings = createSettingsService({ userDataDir, emit, log })
  const environment = createEnvironmentService({
    settings,
    startDemoService: options.startDemoService ?? startEmbeddedDemoService,
    log,
  })
  const connectivity = createConnectivityService({
    probe: async () => {
      const { baseUrl } = await environment.endpoints()
      // Only whether it answers: no redirect is followed and no body is read (answers are untrusted).
      const answer = await fetch(`${baseUrl}/api/v2/`, {
        signal: AbortSignal.timeout(5_000),
        redirect: 'manual',
      })
      await answer.body?.cancel().catch(() => undefined)
      return true
    },
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
    ...(options.apiTimeoutMs ? { timeoutMs: options.apiTimeoutMs } : {}),
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
    emit,
    log,
    storage,
  })
  const outbox = createOutboxService({
    api,
    ...stores,
    clientsService: clients,
    caseReplica: caseFiles.replica,
    account,
    emit,
    log,
    storage,
  })

  const concessions = createConcessionsService({ ...costly, emit })
  const grantDetail = createGrantDetail({
    ...costly,
    baseUrl: async () => (await environment.endpoints()).baseUrl,
  })
  const simulator = createSimulatorService({
    ...costly,
    received: (nif) => concessions.received([nif])(nif),
  })
  const neighbours = createGrantNeighboursService({
    ...costly,
    received: (nif) => concessions.received([nif])(nif),
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
  })
  const clientSummary = createClientSummaryService({
    concessions,
    latestOpportunities: () => {
      const run = portfolio.latest('opportunities')
      return run?.kind === 'opportunities' ? run : null
    },
    threshold: () => settings.get().aidThreshold,
  })
  const platform = options.platform ?? folderPlatform(join(userDataDir, 'Exportaciones'))
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
    simulator,
    portfolio,
    cases: caseFiles.read,
    catalogue: () => catalogue.get(),
    grants: grantDetail.service,
    language: () => exportLanguage(settings.get()),
    platform,
    emit,
    log,
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
  settings.onChange((next, previous) => {
    if (next.checkForUpdates !== previous.checkForUpdates) updates.automaticChanged()
  })

  // Replay the outbox, then sync: after sign-in, on start, on reconnect and on demand.
  let background: Promise<void> = Promise.resolve()
  let closing = false
  const refreshAll = () => {
    const view = session.view()
    if (closing || view.status !== 'signed-in' || !view.user?.expert) return
    background = background
      .then(() => outbox.replay())
      .then(() => (closing ? undefined : clients.sync()))
      .then(
        () => undefined,
        (error: unknown) => log.info('Sincronización en segundo plano no completada', error),
      )
      // The case files follow the clients, whatever the clients sync did.
      .then(() => (closing ? undefined : caseFiles.afterClientsSync()))
  }
  session.onChange((view) => {
    if (view.status === 'signed-in') refreshAll()
    // A sync or a portfolio run must not outlive the session it started in.
    if (view.status === 'signed-out') {
      clients.cancelSync()
      portfolio.cancelAll()
    }
  })
  connectivity.onChange((online) => {
    if (online) refreshAll()
  })

  settings.onChange((next, previous) => {
    if (environmentKey(next.environment) === environmentKey(previous.environment)) return
    // Tokens belong to the environment that issued them.
    session.forget()
    catalogue.reset()
  })
  await session.restore()

  // Calls under way, so that erasing an account can wait for those that might still write its rows.
  const running = new Set<Promise<unknown>>()
  const accountData = createAccountDataService({
    db,
    ...stores,
    account,
    session,
    storage,
    settle: async () => {
      await Promise.allSettled([...running])
      await background
      await clients.idle()
      await caseFiles.sync.idle()
      await credits.idle()
    },
    log,
  })

  const handlers: Handlers = {
    'app.info': () => ({
      ...options.runtime,
      keychainAvailable: secrets.keychainAvailable,
      notices,
      storage,
    }),
    'app.about': () => diagnostics.about(),
    'logs.openFolder': () => diagnostics.openLogFolder(),
    'diagnostics.preview': (input) => diagnostics.preview(input),
    'diagnostics.export': (input) => diagnostics.save(input),
    'settings.get': () => settings.get(),
    'settings.update': (patch) => settings.update(patch),
    'environment.status': () => environment.status(),
    'session.state': () => session.view(),
    'session.login': async ({ email, password, environment: chosen }) => {
      if (chosen && environmentKey(chosen) !== environment.key())
        settings.update({ environment: chosen })
      catalogue.reset()
      return session.login(email, password)
    },
    'session.reauth': ({ password }) => session.reauth(password),
    'session.logout': async () => {
      catalogue.reset()
      return session.logout()
    },
    'profile.get': () => profile.get(),
    'catalogue.get': () => catalogue.get(),
    'clients.query': (query) => clients.query(query),
    'clients.facets': () => clients.facets(),
    'clients.lookup': ({ text, limit }) => clients.lookup(text, limit),
    'clients.get': ({ id }) => clients.get(id),
    'clients.refresh': ({ id }) => clients.refreshOne(id),
    'clients.update': ({ id, patch, base }) => clients.update(id, patch, base),
    'clients.sync': async () => {
      await outbox.replay()
      const result = await clients.sync()
      background = background.then(() => caseFiles.afterClientsSync())
      return result
    },
    'clients.cancelSync': () => clients.cancelSync(),
    'clients.summary': (input) => clientSummary.summary(input),
    ...caseFiles.handlers,
    ...grantDetail.handlers,
    'outbox.summary': () => outbox.summary(),
    'outbox.list': () => outbox.list(),
    'outbox.resolve': async ({ entryId, choices }) => {
      await outbox.resolve(entryId, choices)
      return outbox.summary()
    },
    'outbox.discard': ({ entryId }) => outbox.discard(entryId),
    'outbox.retry': async ({ entryId }) => {
      await outbox.retry(entryId)
      return outbox.summary()
    },
    'connectivity.state': () => connectivity.state(),
    'concessions.search': (input) => concessions.search(input),
    'statuses.list': ({ refresh }) => statuses.list(refresh),
    'simulator.run': (input) => simulator.run(input),
    ...grantNeighbourHandlers(neighbours),
    'credits.get': () => credits.get(),
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
    'account.localData': () => accountData.localData(),
    'account.erase': async () => {
      catalogue.reset()
      return accountData.erase()
    },
    'update.state': () => updates.state(),
    'update.check': () => updates.check(),
    'update.restart': () => updates.restart(),
  }
  const dispatch = createDispatch(handlers, log)

  // Quitting and restarting to update both close; the second caller waits for the first.
  let closed: Promise<void> | null = null
  const close = (): Promise<void> =>
    (closed ??= (async () => {
      closing = true
      updates.close()
      // Exports first: each removes its .part before the rest shuts down.
      await exports.abortAll()
      connectivity.close()
      clients.cancelSync()
      portfolio.cancelAll()
      await background
      await caseFiles.sync.idle()
      await clientPages.close()
      await environment.close()
      db.close()
    })())
  updates.start()

  return {
    linkOrigins: () => grantDetail.linkOrigins(),
    dispatch: (op, raw) => {
      const call = dispatch(op, raw)
      // The erase waits for the others; it must not wait for itself.
      if (op !== 'account.erase') {
        running.add(call)
        void call.finally(() => running.delete(call))
      }
      return call
    },
    settings,
    updates,
    secrets,
    idle: async () => {
      await background
      await caseFiles.sync.idle()
      await credits.idle()
    },
    close,
  }
}
