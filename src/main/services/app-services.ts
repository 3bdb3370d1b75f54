import { type AppInfo } from '@shared/bridge'
import { type Logger } from '../log/logger'
import { openSecretStore, type OpenedSecretStore } from '../session/secret-store'
import { createDispatch, type Dispatch, type Handlers } from './dispatch'
import { type Emit } from './events'
import { createSettingsService, type SettingsService } from './settings'

export type RuntimeInfo = Omit<AppInfo, 'keychainAvailable'>

export interface AppServicesOptions {
  userDataDir: string
  runtime: RuntimeInfo
  emit: Emit
  log: Logger
  /** Injected by tests; otherwise the OS keychain is probed. */
  secrets?: OpenedSecretStore
}

export interface AppServices {
  dispatch: Dispatch
  settings: SettingsService
  secrets: OpenedSecretStore
  close(): Promise<void>
}

/** The composition root shared by the Electron shell, the browser harness and the tests. */
export async function createAppServices(options: AppServicesOptions): Promise<AppServices> {
  const { log, emit } = options
  const secrets = options.secrets ?? (await openSecretStore())
  if (!secrets.keychainAvailable) {
    log.warn('Llavero del sistema no disponible: la sesión no se recordará', {
      reason: secrets.reason,
    })
  }
  const settings = createSettingsService({ userDataDir: options.userDataDir, emit, log })

  const handlers: Handlers = {
    'app.info': () => ({ ...options.runtime, keychainAvailable: secrets.keychainAvailable }),
    'settings.get': () => settings.get(),
    'settings.update': (patch) => settings.update(patch),
  }

  return {
    dispatch: createDispatch(handlers, log),
    settings,
    secrets,
    close: () => Promise.resolve(),
  }
}
