import { type Logger } from '../log/logger'
import { type SessionService } from '../session/session-service'
import { type ClientsService } from '../services/clients/clients-service'
import { type ConnectivityService } from '../services/connection/connectivity-service'
import { type OutboxService } from '../services/outbox/outbox-service'
import { type PortfolioService } from '../portfolio/service'
import { type CaseFiles } from './case-handlers'

export interface BackgroundSync {
  /** A clients sync the user asked for ended: the case files follow, in the background. */
  afterAskedSync(): void
  /** Resolves when what the background started (up to now) has ended. */
  settled(): Promise<void>
  /** Nothing more starts; what runs ends at its next step. */
  stop(): void
}

/**
 * Replays the outbox, then syncs the clients and then the case files: after sign-in (and a
 * restored session), and whenever the service is reachable again. Signed out, a sync or a
 * portfolio run under way is cancelled: it must not outlive the session it started in.
 */
export function startBackgroundSync(deps: {
  session: SessionService
  connectivity: ConnectivityService
  outbox: OutboxService
  clients: ClientsService
  caseFiles: CaseFiles
  portfolio: PortfolioService
  log: Logger
}): BackgroundSync {
  const { session, outbox, clients, caseFiles, log } = deps
  let background: Promise<void> = Promise.resolve()
  let stopped = false

  const refreshAll = () => {
    const view = session.view()
    if (stopped || view.status !== 'signed-in' || !view.user?.expert) return
    background = background
      .then(() => outbox.replay())
      .then(() => (stopped ? undefined : clients.sync()))
      .then(
        () => undefined,
        (error: unknown) => log.info('Sincronización en segundo plano no completada', error),
      )
      // The case files follow the clients, whatever the clients sync did; once the indexes a first
      // sync left are built, so that their write does not wait for an index, and block this thread.
      .then(() => clients.indexesBuilt())
      .then(() => (stopped ? undefined : caseFiles.afterClientsSync()))
  }
  session.onChange((view) => {
    if (view.status === 'signed-in') refreshAll()
    if (view.status === 'signed-out') {
      clients.cancelSync()
      deps.portfolio.cancelAll()
    }
  })
  deps.connectivity.onChange((online) => {
    if (online) refreshAll()
  })

  return {
    afterAskedSync() {
      background = background
        .then(() => clients.indexesBuilt())
        .then(() => caseFiles.afterClientsSync())
    },
    settled: () => background,
    stop() {
      stopped = true
    },
  }
}
