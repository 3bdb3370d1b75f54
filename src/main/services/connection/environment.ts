import { appError, AppFailure } from '@shared/errors'
import { type DemoAccountView, type EnvironmentStatus } from '@shared/session'
import { endpointsOf, type Endpoints, type Environment } from '@shared/settings'
import {
  type AllowInsecureVia,
  insecureHostOfEndpoints,
  insecureTransportError,
} from '@shared/transport'
import { type DemoService, type DemoServiceOptions } from '../../../demo-service/server'
import { type Logger } from '../../log/logger'
import { type SettingsService } from '../settings-service'

export type StartDemoService = (options: DemoServiceOptions) => Promise<DemoService>

/**
 * The real demo service, loaded only when the demo mode first needs it: a real environment never loads
 * its code (Fastify, the seed data) at start-up. The build puts it in a chunk of its own.
 */
export const startEmbeddedDemoService: StartDemoService = async (options) => {
  const { createDemoService } = await import('../../../demo-service/server')
  return createDemoService(options)
}

export interface EnvironmentService {
  /**
   * The two addresses (SC-ADDR-1); in demo mode this starts the embedded demo service on first use. Every
   * request gets its addresses here, so this is where a plain http:// address that leaves this
   * computer is refused (AppFailure `insecure_transport`) unless the settings allow it.
   */
  endpoints(): Promise<Endpoints>
  status(): Promise<EnvironmentStatus>
  /**
   * The official registry's address (BDNS, public): the demo service's own demo registry in demo
   * mode, otherwise the setting `bdnsUrl` (the official address by default).
   */
  bdnsUrl(): Promise<string>
  /** One keychain account namespace per environment (architecture, Storage). */
  key(): string
  close(): Promise<void>
}

export function environmentKey(environment: Environment): string {
  const endpoints = endpointsOf(environment)
  if (!endpoints) return 'demo'
  return endpoints.baseUrl === endpoints.testBaseUrl
    ? `${environment.preset}:${endpoints.baseUrl}`
    : `${environment.preset}:${endpoints.baseUrl}|${endpoints.testBaseUrl}`
}

/**
 * Resolves where the service is. For «Demostración local» it runs the demo service in this process on
 * 127.0.0.1 and a free port, and stops it when the environment changes or the app quits.
 */
export function createEnvironmentService(options: {
  settings: SettingsService
  startDemoService: StartDemoService
  log: Logger
  /** How the refusal tells the user to allow plain http (the command line names its flag). */
  allowInsecureVia?: AllowInsecureVia
}): EnvironmentService {
  const { settings, log } = options
  const allowVia = options.allowInsecureVia ?? 'settings'
  let demoService: Promise<DemoService> | null = null

  const stopDemoService = async () => {
    const running = demoService
    demoService = null
    if (!running) return
    try {
      await (await running).close()
      log.info('Servicio de demostración detenido')
    } catch {
      // it never started: nothing to stop
    }
  }

  const demo = (): Promise<DemoService> => {
    demoService ??= options.startDemoService({ host: '127.0.0.1', port: 0 }).then(
      (started) => {
        log.info(`Servicio de demostración en ${started.url}`)
        return started
      },
      (error: unknown) => {
        demoService = null
        log.error('No se pudo arrancar el servicio de demostración', error)
        throw new AppFailure(appError('error.internal.demo_failed', {}))
      },
    )
    return demoService
  }

  settings.onChange((next, previous) => {
    if (next.environment.preset !== 'demo' && previous.environment.preset === 'demo')
      void stopDemoService()
  })

  return {
    async endpoints() {
      const { environment, allowInsecureHttp } = settings.get()
      const fixed = endpointsOf(environment)
      if (fixed) {
        const host = allowInsecureHttp ? null : insecureHostOfEndpoints(fixed)
        if (host) throw new AppFailure(insecureTransportError(host, allowVia))
        return fixed
      }
      const { url } = await demo()
      return { baseUrl: url, testBaseUrl: url }
    },
    async status() {
      const environment = settings.get().environment
      const fixed = endpointsOf(environment)
      if (fixed) return { preset: environment.preset, ...fixed, demoAccounts: null }
      const started = await demo()
      const demoAccounts: DemoAccountView[] = started.accounts.map(({ key, email, password }) => ({
        key,
        email,
        password,
      }))
      return { preset: 'demo', baseUrl: started.url, testBaseUrl: started.url, demoAccounts }
    },
    async bdnsUrl() {
      const { environment, bdnsUrl } = settings.get()
      return endpointsOf(environment) ? bdnsUrl : (await demo()).bdnsUrl
    },
    key: () => environmentKey(settings.get().environment),
    close: stopDemoService,
  }
}
