import { extname, join, normalize, sep } from 'node:path'
import type { CustomScheme } from 'electron'
import { CONTENT_SECURITY_POLICY } from './security'

/** The renderer is served from app://grants-desk/, never from file:// (security baseline). */
export const APP_SCHEME = 'app'
const APP_HOST = 'grants-desk'
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`

export const APP_SCHEME_DEFINITION: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
}

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

const APP_RESPONSE_HEADERS = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
})

export interface AppAsset {
  path: string
  mimeType: string
}

/** Maps an app:// URL to a file inside `rootDir`; `null` for anything else (→ 404). */
export function resolveAppAsset(requestUrl: string, rootDir: string): AppAsset | null {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return null
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  if (pathname.includes('\0')) return null
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '')
  const root = normalize(rootDir + sep)
  const path = normalize(join(root, relative))
  if (!path.startsWith(root)) return null
  const mimeType = MIME_TYPES[extname(path).toLowerCase()]
  if (!mimeType) return null
  return { path, mimeType }
}

/** IPC sender check: only our own page (or the dev server in development) may call main. */
export function isTrustedFrameUrl(
  raw: string | null | undefined,
  devOrigin: string | null,
): boolean {
  if (!raw) return false
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST) return true
  return devOrigin !== null && url.origin === devOrigin
}

/** The `protocol.handle('app', …)` callback: files of the built renderer, with the CSP header. */
export function createAppProtocolHandler(
  rendererDir: string,
  read: (path: string) => Promise<Uint8Array>,
): (request: { url: string }) => Promise<Response> {
  return async (request) => {
    const asset = resolveAppAsset(request.url, rendererDir)
    if (!asset) return new Response('No encontrado', { status: 404 })
    try {
      const body = await read(asset.path)
      return new Response(body, {
        headers: { 'Content-Type': asset.mimeType, ...APP_RESPONSE_HEADERS },
      })
    } catch {
      return new Response('No encontrado', { status: 404 })
    }
  }
}
