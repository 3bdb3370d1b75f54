import { existsSync, readFileSync, statSync } from 'node:fs'
import { type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { build } from 'esbuild'
import { PRELOAD_PATH } from './protocol'

// From here or from a bundle in out/bench (the benchmarks'): two folders below the root either way.
const ROOT = resolve(__dirname, '../..')
/** What `npm run build` writes for the renderer, as the app ships it. */
const BUILT_RENDERER = join(ROOT, 'out/renderer')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** Serves the renderer's pages and assets to the harness's HTTP server. */
export interface RendererSource {
  handle(req: IncomingMessage, res: ServerResponse): void
  close(): Promise<void>
}

/** The page-side bridge (web-preload.ts), bundled once for the browser. */
async function bundlePreload(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'test/harness/web-preload.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    alias: { '@shared': join(ROOT, 'src/shared') },
  })
  return result.outputFiles[0]?.text ?? ''
}

/**
 * The built renderer (out/renderer) as it ships, with the harness's bridge loaded first: the page's
 * module scripts run in order, so the bridge is in place before the app's entry. Its CSP stays as
 * built (`script-src 'self'`: the bridge is served from the same origin).
 */
export async function builtRenderer(folder = BUILT_RENDERER): Promise<RendererSource> {
  const index = join(folder, 'index.html')
  if (!existsSync(index)) {
    throw new Error(`No hay renderer compilado en ${folder}: ejecute «npm run build» primero.`)
  }
  const html = readFileSync(index, 'utf8').replace(
    /<script\b/,
    `<script type="module" src="${PRELOAD_PATH}"></script>\n    <script`,
  )
  const preload = await bundlePreload()
  const root = resolve(folder) + sep

  const send = (res: ServerResponse, type: string, body: string | Buffer) => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
    res.end(body)
  }

  return {
    handle(req, res) {
      const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1')
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end()
        return
      }
      if (pathname === '/' || pathname === '/index.html')
        return send(res, TYPES['.html'] ?? '', html)
      if (pathname === PRELOAD_PATH) return send(res, TYPES['.js'] ?? '', preload)
      const file = resolve(folder, `.${decodeURIComponent(pathname)}`)
      if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end()
        return
      }
      send(res, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file))
    },
    close: () => Promise.resolve(),
  }
}
