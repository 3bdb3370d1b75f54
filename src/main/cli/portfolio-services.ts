import type Database from 'better-sqlite3'
import { type ClientData } from '@shared/domain/client'
import { type PortfolioProgress } from '@shared/portfolio'
import { type ApiClient } from '../api/operations'
import { CacheStore } from '../cache/cache-store'
import { silentNotifier } from '../portfolio/notifier'
import { PortfolioRunsStore } from '../portfolio/runs-store'
import { createPortfolioService, type PortfolioService } from '../portfolio/service'
import { createConcessionsService } from '../services/concessions'
import { type ConnectivityService } from '../services/connectivity'
import { createBatchedCache, createSessionCache } from '../services/session-cache'
import { createSimulatorService } from '../services/simulator'

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

export interface CliPortfolioOptions {
  db: Database.Database
  api: ApiClient
  /** `${environmentKey}#${userId}`, as the app keys an account's cache and runs. */
  account: string
  /** The clients in scope, fetched from the service with the command's filters. */
  clients: readonly ClientData[]
  threshold: () => number
  onProgress: (progress: PortfolioProgress) => void
}

/**
 * The app's portfolio engine for one command: the simulator's and concessions' services over the
 * same 24-hour cost cache per account, and the runs kept per account, in the CLI's own database.
 */
export function createCliPortfolio(options: CliPortfolioOptions): PortfolioService {
  const account = () => options.account
  const store = new CacheStore(options.db)
  const costly = {
    api: options.api,
    cache: createSessionCache(store, account),
    connectivity: commandConnectivity(),
  }
  return createPortfolioService({
    // The scope is the command's: the clients were fetched with its filters.
    clients: () => [...options.clients],
    simulator: createSimulatorService(costly),
    concessions: createConcessionsService({ ...costly, emit: () => undefined }),
    store: new PortfolioRunsStore(options.db),
    account,
    threshold: options.threshold,
    emit: (event, payload) => {
      if (event === 'portfolio.progress') options.onProgress(payload as PortfolioProgress)
    },
    notifier: silentNotifier,
    runCache: () => createBatchedCache(store, account),
  })
}
