import { randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { loadConfigFromFile } from 'electron-vite'
import {
  createServer as createViteServer,
  mergeConfig,
  type Plugin,
  type ViteDevServer,
} from 'vite'
import { EVENT_CHANNEL_PREFIX, OP_CHANNEL_PREFIX } from '../../src/shared/bridge-names'
import { LICENCE_NOTICES_FILE } from '../../src/shared/diagnostics'
import { LOG_FOLDER, openLogFile } from '../../src/main/log/log-file'
import { createLogger, Redactor, stderrSink, teeSinks } from '../../src/main/log/logger'
import { type AppServices, createAppServices } from '../../src/main/composition/app-services'
import { type Emit } from '../../src/main/transport/events'
import { folderPlatform } from '../../src/main/export/folder-platform'
import { type OpenedSecretStore } from '../../src/main/session/secret-store'
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server'
import { CONTROL_PATH, EVENTS_PATH, INVOKE_PATH, KEY_HEADER, KEY_PARAM } from './protocol'

const ROOT = resolve(__dirname, '../..')
const MAX_BODY_BYTES = 5 * 1024 * 1024

export interface HarnessOptions {
  /** 0 picks a free port. */
  port?: number
  /** Where settings and caches live; a fresh temporary folder when absent. */
  userDataDir?: string
  /** Tests may inject a secret store instead of probing the OS keychain. */
  secrets?: OpenedSecretStore
  quiet?: boolean
  /** Options for the embedded demo sandbox (latency, seed…). */
  sandbox?: SandboxOptions
  /** Exposes CONTROL_PATH so end-to-end tests can expire tokens or stop and start the sandbox. */
  testControl?: boolean
  /** Where exports are written (no save dialog in a browser); default «Exportaciones» in the user data. */
  downloadsDir?: string
}

export interface Harness {
  /** The page address, with the per-run key. */
  url: string
  origin: string
  userDataDir: string
  services: AppServices
  close(): Promise<void>
}

type ControlCommand =
  | { action: 'expire-tokens' }
  | { action: 'stop' }
  | { action: 'start' }
  /** Another day at the same address: the data are dealt again for `today` (same seed, same tokens). */
  | { action: 'start-on'; today: string }
  /** Every answer waits this long, so a test can act while a run is under way. */
  | { action: 'latency'; ms: number }

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('cuerpo demasiado grande'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function sameSecret(given: string | null | undefined, key: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** Injects the HTTP-backed preload before the app's own module script. */
function webPreloadPlugin(): Plugin {
  const preload = resolve(__dirname, 'web-preload.ts').replace(/\\/g, '/')
  return {
    name: 'grants-desk:web-preload',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module', src: `/@fs/${preload.replace(/^\//, '')}` },
        injectTo: 'head-prepend',
      },
    ],
  }
}

async function createRendererServer(httpServer: ReturnType<typeof createHttpServer>) {
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    resolve(ROOT, 'electron.vite.config.ts'),
  )
  const renderer = loaded.config.renderer ?? {}
  return createViteServer(
    mergeConfig(renderer, {
      configFile: false,
      root: resolve(ROOT, 'src/renderer'),
      appType: 'spa',
      logLevel: 'warn',
      clearScreen: false,
      server: {
        middlewareMode: true,
        hmr: { server: httpServer },
        fs: { allow: [ROOT] },
      },
      plugins: [webPreloadPlugin()],
    }),
  )
}

/**
 * Serves the real renderer and main's real `dispatch` over HTTP on 127.0.0.1, behind a random
 * per-run key. Development and test tooling only: never packaged.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'grants-desk-web-'))
  const key = randomBytes(24).toString('hex')
  const redactor = new Redactor()
  // The app's rotating log file, in this run's user data: «Exportar diagnóstico…» zips it.
  const logFile = openLogFile({ folder: join(userDataDir, LOG_FOLDER) })
  const log = createLogger({
    redactor,
    sink: teeSinks(stderrSink, logFile.sink),
    minLevel: options.quiet ? 'warn' : 'info',
  })
  const streams = new Set<ServerResponse>()

  const emit: Emit = (event, payload) => {
    const data = JSON.stringify({ channel: `${EVENT_CHANNEL_PREFIX}${event}`, payload })
    for (const stream of streams) stream.write(`data: ${data}\n\n`)
  }

  // The demo sandbox the services start, kept at hand for the test control.
  let sandbox: Sandbox | null = null
  const startSandbox = async (base: SandboxOptions): Promise<Sandbox> => {
    sandbox = await createSandbox({ ...base, ...options.sandbox })
    return sandbox
  }

  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string }
  const services = await createAppServices({
    userDataDir,
    emit,
    log,
    redactor,
    ...(options.secrets ? { secrets: options.secrets } : {}),
    startSandbox,
    platform: folderPlatform(options.downloadsDir ?? join(userDataDir, 'Exportaciones')),
    logFile,
    // Written by `npm run build` beside the renderer, as the app ships it.
    licencesFile: resolve(ROOT, 'out/renderer', LICENCE_NOTICES_FILE),
    runtime: {
      name: 'Grants Desk',
      version: pkg.version,
      platform: process.platform,
      runtime: 'web',
      electronVersion: null,
    },
  })

  let port = 0
  let vite: ViteDevServer | null = null
  const httpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const controlled = options.testControl === true && url.pathname === CONTROL_PATH
    if (url.pathname === INVOKE_PATH || url.pathname === EVENTS_PATH || controlled) {
      // Only this machine, by the address we printed (guards against DNS rebinding).
      if (req.headers.host !== `127.0.0.1:${port}`) return sendJson(res, 403, { detail: 'host' })
      if (url.pathname === EVENTS_PATH) {
        if (!sameSecret(url.searchParams.get(KEY_PARAM), key)) return sendJson(res, 403, {})
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-store',
          connection: 'keep-alive',
        })
        res.write(': conectado\n\n')
        streams.add(res)
        req.on('close', () => streams.delete(res))
        return
      }
      const header = req.headers[KEY_HEADER]
      if (req.method !== 'POST' || !sameSecret(typeof header === 'string' ? header : null, key)) {
        return sendJson(res, 403, {})
      }
      if (controlled) {
        void readBody(req)
          .then(async (text) =>
            sendJson(res, 200, await control(JSON.parse(text) as ControlCommand)),
          )
          .catch((error: unknown) => sendJson(res, 400, { detail: String(error) }))
        return
      }
      void readBody(req)
        .then(async (text) => {
          const body = JSON.parse(text) as { channel?: unknown; args?: unknown }
          const channel = typeof body.channel === 'string' ? body.channel : ''
          const op = channel.startsWith(OP_CHANNEL_PREFIX)
            ? channel.slice(OP_CHANNEL_PREFIX.length)
            : ''
          sendJson(res, 200, await services.dispatch(op, body.args))
        })
        .catch(() => sendJson(res, 400, {}))
      return
    }
    if (!vite) return sendJson(res, 503, {})
    vite.middlewares(req, res)
  })

  const control = async (command: ControlCommand): Promise<unknown> => {
    if (!sandbox) throw new Error('el servicio de demostración no está en marcha')
    switch (command.action) {
      case 'expire-tokens':
        sandbox.control.expireTokens()
        return { ok: true }
      case 'stop':
        await sandbox.close()
        return { ok: true }
      case 'start': {
        // Same address and same data: a restart of the service, as after a network cut.
        const port = Number(new URL(sandbox.url).port)
        const restarted = await createSandbox({ ...options.sandbox, port, state: sandbox.state })
        Object.assign(sandbox, { close: () => restarted.close(), control: restarted.control })
        return { ok: true }
      }
      case 'latency':
        sandbox.control.setLatency(command.ms)
        return { ok: true }
      case 'start-on': {
        await sandbox.close()
        const port = Number(new URL(sandbox.url).port)
        const moved = await createSandbox({ ...options.sandbox, port, today: command.today })
        Object.assign(sandbox, {
          close: () => moved.close(),
          control: moved.control,
          state: moved.state,
        })
        return { ok: true }
      }
    }
  }

  vite = await createRendererServer(httpServer)
  await new Promise<void>((resolveListen, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(options.port ?? 0, '127.0.0.1', () => resolveListen())
  })
  const address = httpServer.address()
  port = typeof address === 'object' && address ? address.port : 0
  const origin = `http://127.0.0.1:${port}`

  return {
    url: `${origin}/?${KEY_PARAM}=${key}`,
    origin,
    userDataDir,
    services,
    async close() {
      for (const stream of streams) stream.end()
      streams.clear()
      await vite?.close()
      await new Promise<void>((resolveClose) => {
        httpServer.closeAllConnections()
        httpServer.close(() => resolveClose())
      })
      await services.close()
      await logFile.close()
    },
  }
}
