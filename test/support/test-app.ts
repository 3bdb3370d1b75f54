import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BridgeResult } from '@shared/bridge'
import {
  type PortfolioNeedsMore,
  type PortfolioRun,
  type PortfolioRunInput,
} from '@shared/portfolio/portfolio'
import { LOG_FOLDER, openLogFile } from '../../src/main/log/log-file'
import { createLogger, Redactor, teeSinks } from '../../src/main/log/logger'
import { type Notifier } from '../../src/main/base/notifier-port'
import { NO_BACKOFF } from './no-backoff'
import { type AppServices, createAppServices } from '../../src/main/composition/app-services'
import { type Platform } from '../../src/main/base/platform-port'
import { MemorySecretStore, type SecretStore } from '../../src/main/session/secret-store'
import {
  createDemoService,
  type DemoService,
  type DemoServiceOptions,
} from '../../src/demo-service/server'

export { DIALECTS, type Dialect } from '../../src/demo-service/server'

export const DEMO_PASSWORD = 'demo1234'
export const EXPERT = 'asesora@demo.grantsdesk.es'
export const NOT_EXPERT = 'usuario@demo.grantsdesk.es'
export const NO_CREDITS = 'sincreditos@demo.grantsdesk.es'

/** A secret store that remembers what it was given, so tests know the real token strings. */
class RecordingSecretStore implements SecretStore {
  readonly kind = 'keychain' as const
  readonly written: string[] = []
  private readonly inner = new MemorySecretStore()
  get(account: string) {
    return this.inner.get(account)
  }
  set(account: string, secret: string) {
    this.written.push(secret)
    return this.inner.set(account, secret)
  }
  delete(account: string) {
    return this.inner.delete(account)
  }
  tokens(): string[] {
    return this.written.flatMap((secret) => {
      const parsed = JSON.parse(secret) as { token: string; expertToken: string | null }
      return [parsed.token, parsed.expertToken].filter((t): t is string => Boolean(t))
    })
  }
}

export interface TestApp {
  services: AppServices
  /** The demo service now running (a new object after `restartDemoService`). */
  readonly demoService: DemoService
  /** Stops the service, as a network cut would. */
  stopDemoService(): Promise<void>
  /** Starts it again on the same port with the same data. */
  restartDemoService(): Promise<void>
  secrets: RecordingSecretStore
  events: { event: string; payload: unknown }[]
  /** The payload of the next `event` pushed from now on. */
  nextEvent(event: string): Promise<unknown>
  logLines: string[]
  userDataDir: string
  close(): Promise<void>
}

export interface TestAppOptions {
  /** An existing user-data folder (e.g. with a database prepared by the test); a fresh one otherwise. */
  userDataDir?: string
  /** The keychain of an earlier app, as after a restart. */
  secrets?: RecordingSecretStore
  /** The desktop notification port (Electron's in the app); none by default. */
  notifier?: Notifier
  /** Save dialog and file manager; a folder in the user data by default. */
  platform?: Platform
  /** The licence notices «Acerca de» reads. */
  licencesFile?: string
  /** The built clients-index-worker.js: a first sync's indexes are built in it, as in the app. */
  indexWorker?: string
}

/**
 * The app's real services in demo mode, over a real demo service on a free port. `demoServiceOptions.dialect`
 * chooses which reading of the service it speaks: ours (`interface`, the default) or the vendor's
 * (`vendor`, SC-DIALECT-1); a restart keeps it.
 */
export async function startTestApp(
  demoServiceOptions: DemoServiceOptions = {},
  apiTimeoutMs?: number,
  appOptions: TestAppOptions = {},
): Promise<TestApp> {
  let demoService = await createDemoService(demoServiceOptions)
  let running = true
  const port = Number(new URL(demoService.url).port)
  // What the app's environment service holds: always the demo service running now.
  const handle = {
    get url() {
      return demoService.url
    },
    get bdnsUrl() {
      return demoService.bdnsUrl
    },
    get accounts() {
      return demoService.accounts
    },
    close: async () => {
      if (running) await demoService.close()
      running = false
    },
  } as unknown as DemoService
  const secrets = appOptions.secrets ?? new RecordingSecretStore()
  const events: TestApp['events'] = []
  const waiting: { event: string; resolve: (payload: unknown) => void }[] = []
  const logLines: string[] = []
  const redactor = new Redactor()
  const userDataDir = appOptions.userDataDir ?? mkdtempSync(join(tmpdir(), 'gd-app-'))
  // The app's rotating log file, as the shell opens it: files the app wrote include it.
  const logFile = openLogFile({ folder: join(userDataDir, LOG_FOLDER) })
  const services = await createAppServices({
    userDataDir,
    emit: (event, payload) => {
      events.push({ event, payload })
      for (const waiter of waiting.filter((w) => w.event === event)) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve(payload)
      }
    },
    log: createLogger({
      redactor,
      sink: teeSinks((_level, line) => logLines.push(line), logFile.sink),
      minLevel: 'debug',
    }),
    logFile,
    ...(appOptions.platform ? { platform: appOptions.platform } : {}),
    ...(appOptions.licencesFile ? { licencesFile: appOptions.licencesFile } : {}),
    ...(appOptions.indexWorker ? { indexWorker: appOptions.indexWorker } : {}),
    redactor,
    secrets: { store: secrets, keychainAvailable: true, reason: null },
    startDemoService: () => Promise.resolve(handle),
    probeDelayMs: 50,
    runtime: {
      name: 'Grants Desk',
      version: '0.0.0',
      platform: 'linux',
      runtime: 'web',
      electronVersion: null,
    },
    requests: {
      ...(apiTimeoutMs ? { timeoutMs: apiTimeoutMs } : {}),
      ...NO_BACKOFF,
    },
    ...(appOptions.notifier ? { notifier: appOptions.notifier } : {}),
  })
  return {
    services,
    get demoService() {
      return demoService
    },
    async stopDemoService() {
      await handle.close()
    },
    async restartDemoService() {
      if (running) return
      demoService = await createDemoService({
        ...demoServiceOptions,
        port,
        state: demoService.state,
      })
      running = true
    },
    secrets,
    events,
    nextEvent: (event) => new Promise((resolve) => waiting.push({ event, resolve })),
    logLines,
    userDataDir,
    async close() {
      await services.close()
      await handle.close()
      await logFile.close()
    },
  }
}

/** Every file the app wrote, as text. */
export function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory()
      ? filesUnder(path)
      : [{ path, text: readFileSync(path, 'latin1') }]
  })
}

/** A test app with `email` signed in and the first sync done (`demoServiceOptions.dialect`: as above). */
export async function startSignedIn(
  email: string = EXPERT,
  demoServiceOptions: DemoServiceOptions = {},
  apiTimeoutMs?: number,
): Promise<TestApp> {
  const app = await startTestApp(demoServiceOptions, apiTimeoutMs)
  const login = await app.services.dispatch('session.login', { email, password: DEMO_PASSWORD })
  if (!login.ok) {
    await app.close()
    throw new Error(`no se pudo iniciar sesión como ${email}: ${login.error.message}`)
  }
  await app.services.idle()
  return app
}

/** Calls an op through `dispatch` and returns its value; a failure throws with its AppError. */
export async function value<T>(app: TestApp, op: string, args?: unknown): Promise<T> {
  const result = await app.services.dispatch(op, args)
  if (!result.ok) {
    throw Object.assign(new Error(`${op}: ${result.error.message}`), { appError: result.error })
  }
  return result.value as T
}

/**
 * `portfolio.run` as the screen does it: each time the run asks for more requests than were
 * confirmed (`portfolio.needsMore`), `answer` says how many to agree to in all, or null to cancel.
 */
export async function runPortfolio(
  app: TestApp,
  args: PortfolioRunInput,
  answer: (ask: PortfolioNeedsMore) => number | null = (ask) => ask.requests,
): Promise<{ result: BridgeResult<PortfolioRun>; asks: PortfolioNeedsMore[] }> {
  const asks: PortfolioNeedsMore[] = []
  const run = app.services.dispatch('portfolio.run', args) as Promise<BridgeResult<PortfolioRun>>
  for (;;) {
    const next = await Promise.race([
      run.then((result) => ({ result }) as const),
      app.nextEvent('portfolio.needsMore').then((ask) => ({ ask: ask as PortfolioNeedsMore })),
    ])
    if ('result' in next) return { result: next.result, asks }
    asks.push(next.ask)
    const agreed = answer(next.ask)
    if (agreed === null) await app.services.dispatch('portfolio.cancel', { kind: args.kind })
    else {
      const confirmMore = { kind: args.kind, confirmedRequests: agreed }
      await app.services.dispatch('portfolio.confirmMore', confirmMore)
    }
  }
}
