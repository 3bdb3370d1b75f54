import { timingSafeEqual } from 'node:crypto'
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { EVENT_CHANNEL_PREFIX, OP_CHANNEL_PREFIX } from '../../src/shared/bridge-names'
import { builtRenderer, type RendererSource } from './built-renderer'
import { type HarnessApp, type HarnessAppOptions, openHarnessApp } from './harness-app'
import { EVENTS_PATH, INVOKE_PATH, KEY_HEADER, KEY_PARAM } from './protocol'

const MAX_BODY_BYTES = 5 * 1024 * 1024

export interface HarnessServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** The built renderer (out/renderer) unless told otherwise; `npm run dev:web` gives Vite's. */
  renderer?: (httpServer: Server) => Promise<RendererSource>
}

/** An app opened behind the harness, with the page address that reaches it. */
export interface Harness extends HarnessApp {
  /** The page address, with this app's key. */
  url: string
  origin: string
  /** The page address at a route, e.g. `at('/settings')`. */
  at(route: string): string
}

/**
 * Serves the renderer and main's real `dispatch` over HTTP on 127.0.0.1. One app at a time is
 * reachable, behind its own random key: the end-to-end tests open a fresh one per test on a server
 * started once per worker. Development and test tooling only: never packaged.
 */
export interface HarnessServer {
  origin: string
  open(options?: HarnessAppOptions): Promise<Harness>
  close(): Promise<void>
}

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

export async function startHarnessServer(
  options: HarnessServerOptions = {},
): Promise<HarnessServer> {
  let port = 0
  let app: HarnessApp | null = null
  const streams = new Set<ServerResponse>()
  let renderer: RendererSource | null = null

  const endStreams = () => {
    for (const stream of streams) stream.end()
    streams.clear()
  }

  const bridge = (req: IncomingMessage, res: ServerResponse, url: URL): void => {
    // Only this machine, by the address we printed (guards against DNS rebinding).
    if (req.headers.host !== `127.0.0.1:${port}`) return sendJson(res, 403, { detail: 'host' })
    const current = app
    if (url.pathname === EVENTS_PATH) {
      if (!current || !sameSecret(url.searchParams.get(KEY_PARAM), current.key))
        return sendJson(res, 403, {})
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
    if (
      !current ||
      req.method !== 'POST' ||
      !sameSecret(typeof header === 'string' ? header : null, current.key)
    ) {
      return sendJson(res, 403, {})
    }
    void readBody(req)
      .then(async (text) => {
        const body = JSON.parse(text) as { channel?: unknown; args?: unknown }
        const channel = typeof body.channel === 'string' ? body.channel : ''
        const op = channel.startsWith(OP_CHANNEL_PREFIX)
          ? channel.slice(OP_CHANNEL_PREFIX.length)
          : ''
        sendJson(res, 200, await current.services.dispatch(op, body.args))
      })
      .catch(() => sendJson(res, 400, {}))
  }

  const httpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === INVOKE_PATH || url.pathname === EVENTS_PATH) return bridge(req, res, url)
    if (!renderer) return sendJson(res, 503, {})
    renderer.handle(req, res)
  })

  renderer = await (options.renderer ?? (() => builtRenderer()))(httpServer)
  await new Promise<void>((resolveListen, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(options.port ?? 0, '127.0.0.1', () => resolveListen())
  })
  const address = httpServer.address()
  port = typeof address === 'object' && address ? address.port : 0
  const origin = `http://127.0.0.1:${port}`

  return {
    origin,
    async open(appOptions = {}) {
      if (app) throw new Error('el arnés ya sirve una aplicación: ciérrela antes de abrir otra')
      const opened = await openHarnessApp(appOptions)
      const unlisten = opened.listen((event, payload) => {
        const data = JSON.stringify({ channel: `${EVENT_CHANNEL_PREFIX}${event}`, payload })
        for (const stream of streams) stream.write(`data: ${data}\n\n`)
      })
      app = opened
      const url = `${origin}/?${KEY_PARAM}=${opened.key}`
      return {
        ...opened,
        url,
        origin,
        at: (route) => `${url}#${route}`,
        async close() {
          if (app === opened) {
            app = null
            endStreams()
          }
          unlisten()
          await opened.close()
        },
      }
    },
    async close() {
      const current = app
      app = null
      endStreams()
      await renderer?.close()
      await new Promise<void>((resolveClose) => {
        httpServer.closeAllConnections()
        httpServer.close(() => resolveClose())
      })
      await current?.close()
    },
  }
}

/** A server with one app opened: `npm run dev:web`, the benchmarks and the harness's own tests. */
export async function startHarness(
  options: HarnessAppOptions & HarnessServerOptions = {},
): Promise<Harness> {
  const { port, renderer, ...appOptions } = options
  const server = await startHarnessServer({
    ...(port === undefined ? {} : { port }),
    ...(renderer ? { renderer } : {}),
  })
  const harness = await server.open(appOptions)
  return {
    ...harness,
    async close() {
      await harness.close()
      await server.close()
    },
  }
}
