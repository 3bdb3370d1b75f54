import { type AppInfo } from '@shared/bridge'
import { createSandbox } from '../../sandbox/server'
import { createApiClient } from '../api/operations'
import { type Logger, type Redactor } from '../log/logger'
import { openSecretStore, type OpenedSecretStore } from '../session/secret-store'
import { createSessionService } from '../session/session'
import { createCatalogueService } from './catalogue'
import { createDispatch, type Dispatch, type Handlers } from './dispatch'
import { createEnvironmentService, environmentKey, type StartSandbox } from './environment'
import { type Emit } from './events'
import { createProfileService } from './profile'
import { createSettingsService, type SettingsService } from './settings'

export type RuntimeInfo = Omit<AppInfo, 'keychainAvailable'>

export interface AppServicesOptions {
  userDataDir: string
  runtime: RuntimeInfo
  emit: Emit
  log: Logger
  /** The logger's redactor: tokens are registered with it as soon as main holds them. */
  redactor: Redactor
  /** Injected by tests; otherwise the OS keychain is probed. */
  secrets?: OpenedSecretStore
  /** Injected by tests; otherwise the demo mode runs the real sandbox in this process. */
  startSandbox?: StartSandbox
  apiTimeoutMs?: number
}

export interface AppServices {
  dispatch: Dispatch
  settings: SettingsService
  secrets: OpenedSecretStore
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
  const settings = createSettingsService({ userDataDir, emit, log })
  const environment = createEnvironmentService({
    settings,
    startSandbox: options.startSandbox ?? createSandbox,
    log,
  })
  const api = createApiClient({
    endpoints: () => environment.endpoints(),
    credentials: () => session.credentials(),
    prefixes: () => settings.get().authPrefixes,
    log,
    ...(options.apiTimeoutMs ? { timeoutMs: options.apiTimeoutMs } : {}),
    onUnauthorized: () => session.expire(),
  })
  const session = createSessionService({
    userDataDir,
    api,
    secrets,
    redactor,
    environmentKey: () => environment.key(),
    emit,
    log,
  })
  const catalogue = createCatalogueService({ api, log })
  const profile = createProfileService({ api, session, catalogue })

  settings.onChange((next, previous) => {
    if (environmentKey(next.environment) === environmentKey(previous.environment)) return
    // Tokens belong to the environment that issued them.
    session.forget()
    catalogue.reset()
  })
  await session.restore()

  const handlers: Handlers = {
    'app.info': () => ({ ...options.runtime, keychainAvailable: secrets.keychainAvailable }),
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
  }

  return {
    dispatch: createDispatch(handlers, log),
    settings,
    secrets,
    close: () => environment.close(),
  }
}
