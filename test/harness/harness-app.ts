import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { LICENCE_NOTICES_FILE } from '../../src/shared/diagnostics'
import { type AppServices, createAppServices } from '../../src/main/composition/app-services'
import { type AppServicesOptions } from '../../src/main/composition/app-services-options'
import { folderPlatform } from '../../src/main/export/folder-platform'
import { LOG_FOLDER, openLogFile } from '../../src/main/log/log-file'
import { createLogger, Redactor, stderrSink, teeSinks } from '../../src/main/log/logger'
import { type OpenedSecretStore } from '../../src/main/session/secret-store'
import { type Emit } from '../../src/main/bridge/events'
import { type DemoServiceOptions } from '../../src/demo-service/server'
import { HarnessDemoService } from './harness-demo-service'

const ROOT = resolve(__dirname, '../..')
const OUT_MAIN = join(ROOT, 'out/main')

export interface HarnessAppOptions {
  /** Where settings and caches live; when absent, a fresh temporary folder, removed on close. */
  userDataDir?: string
  /** Tests may inject a secret store instead of probing the OS keychain. */
  secrets?: OpenedSecretStore
  /** Warnings only, not every request. */
  quiet?: boolean
  /** Whether the log is written to stderr too (it always goes to the log file); default true. */
  stderr?: boolean
  /** Options for the embedded demo service (dialect, latency, seed, clients…). */
  demoService?: DemoServiceOptions
  /** Where exports are written (no save dialog in a browser); default «Exportaciones» in the user data. */
  downloadsDir?: string
  /** How requests wait (see AppServicesOptions): the browser tests skip the backoff. */
  requests?: AppServicesOptions['requests']
}

/** One app behind the harness: main's real services, its user data and its demo service. */
export interface HarnessApp {
  /** The secret the page must present (a new one per app, so a page of an earlier app is refused). */
  key: string
  userDataDir: string
  downloadsDir: string
  services: AppServices
  demo: HarnessDemoService
  /** The page's event streams are fed from here. */
  listen(listener: Emit): () => void
  close(): Promise<void>
}

export async function openHarnessApp(options: HarnessAppOptions = {}): Promise<HarnessApp> {
  // A folder of its own is removed on close (a replica of 70,000 clients is some 170 MB).
  const own = options.userDataDir === undefined
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'grants-desk-web-'))
  const downloadsDir = options.downloadsDir ?? join(userDataDir, 'Exportaciones')
  const redactor = new Redactor()
  // The app's rotating log file, in this run's user data: «Exportar diagnóstico…» zips it.
  const logFile = openLogFile({ folder: join(userDataDir, LOG_FOLDER) })
  const log = createLogger({
    redactor,
    sink: options.stderr === false ? logFile.sink : teeSinks(stderrSink, logFile.sink),
    minLevel: options.quiet ? 'warn' : 'info',
  })
  const listeners = new Set<Emit>()
  const demo = new HarnessDemoService(options.demoService)
  // The worker threads as built: the harness runs what ships wherever a build exists.
  const pageWorker = join(OUT_MAIN, 'client-page-worker.js')
  const indexWorker = join(OUT_MAIN, 'clients-index-worker.js')

  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
  const services = await createAppServices({
    userDataDir,
    emit: (event, payload) => {
      for (const listener of listeners) listener(event, payload)
    },
    log,
    redactor,
    ...(options.secrets ? { secrets: options.secrets } : {}),
    startDemoService: demo.start,
    platform: folderPlatform(downloadsDir),
    logFile,
    ...(existsSync(pageWorker) ? { pageWorker } : {}),
    ...(existsSync(indexWorker) ? { indexWorker } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
    // Written by `npm run build` beside the renderer, as the app ships it.
    licencesFile: join(ROOT, 'out/renderer', LICENCE_NOTICES_FILE),
    runtime: {
      name: 'Grants Desk',
      version: pkg.version,
      platform: process.platform,
      runtime: 'web',
      electronVersion: null,
    },
  })

  let closed: Promise<void> | null = null
  return {
    key: randomBytes(24).toString('hex'),
    userDataDir,
    downloadsDir,
    services,
    demo,
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      closed ??= (async () => {
        listeners.clear()
        await services.close()
        await logFile.close()
        if (own) rmSync(userDataDir, { recursive: true, force: true })
      })()
      return closed
    },
  }
}
