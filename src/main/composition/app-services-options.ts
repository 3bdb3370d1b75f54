import { type AppInfo } from '@shared/bridge'
import { type Platform } from '../base/platform-port'
import { type Notifier } from '../base/notifier-port'
import { type Dispatch } from '../bridge/dispatch'
import { type Emit } from '../bridge/events'
import { type DiagnosticsDeps } from '../diagnostics/diagnostics-service'
import { type Logger, type Redactor } from '../log/logger'
import { type ConnectionOptions } from '../services/connection/connection-wiring'
import { type StartDemoService } from '../services/connection/environment'
import { type SettingsService } from '../services/settings-service'
import { type OpenedSecretStore } from '../session/secret-store'
import { type UpdateService, type UpdateShell } from '../update/update-service'

/** What the composition root (app-services.ts) is given, and what it hands back. */
type RuntimeInfo = Omit<AppInfo, 'keychainAvailable' | 'notices' | 'storage'>

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
  /**
   * How long a request may take, and the wait before its next attempt: tests shorten the one and
   * skip the other (the attempts stay the same).
   */
  requests?: Pick<ConnectionOptions, 'timeoutMs' | 'retryWait'>
  /** First wait of the connectivity probe (tests shorten it). */
  probeDelayMs?: number
  /** Pages fetched at once by the clients sync (benchmarks compare with 1). */
  syncConcurrency?: number
  /**
   * The built worker script that reads the sync's pages (out/main/client-page-worker.js); without
   * it (code run from source) they are read in this thread.
   */
  pageWorker?: string
  /** The built worker that builds the sort indexes after a first sync (out/main/clients-index-worker.js). */
  indexWorker?: string
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
   * Resolves when the bridge calls under way, the background replay and sync started by the last
   * trigger, and any reading of the credit balance have ended.
   */
  idle(): Promise<void>
  /** The configured service's origin, whose own grant links (the demo service's files) may open. */
  linkOrigins(): readonly string[]
  close(): Promise<void>
}
