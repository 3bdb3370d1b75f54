import type { WebPreferences } from 'electron'
import { isGrantLink } from '@shared/grant-links'

/**
 * Electron's security checklist, as settings the shell applies. This module imports nothing from
 * Electron at run time so that tests read exactly what the app uses.
 */

/**
 * The architecture's baseline (naive-ui injects styles, so style-src allows inline), plus
 * `img-src data:` for the 1×1 drag image naive-ui creates at load, and no plugins, base or forms.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

/** Every window gets these; the preload path is the only addition. */
export const SECURE_WEB_PREFERENCES = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  webSecurity: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} satisfies WebPreferences)

export const SHELL_POLICY = Object.freeze({
  /** A second launch focuses the running window instead of opening a second app. */
  singleInstance: true,
  /**
   * Schemes that `shell.openExternal` may receive: web pages (a grant's, `isGrantLink`), e-mails
   * and phone calls; `http:` only on the configured service's own origin (the demo service).
   */
  externalSchemes: Object.freeze(['https:', 'http:', 'mailto:', 'tel:']),
})

/** A `tel:` link carries a phone number and nothing else (RFC 3966's visual separators allowed). */
const PHONE_NUMBER = /^\+?[\d\s().-]{3,30}$/

/**
 * What `shell.openExternal` may receive (ARCH-SEC-3): `mailto:` and `tel:` links of a client's
 * contact fields, and the web pages of a grant (SC-GRANT-6): its public page on `fandit.es` and its
 * official PDFs on the vendor's storage, plus `ownOrigins` (the configured service's own origin,
 * where the demo service links its files). Any other web address is refused: the app shows no
 * other.
 */
export function isAllowedExternalUrl(raw: string, ownOrigins: readonly string[] = []): boolean {
  try {
    const url = new URL(raw)
    if (!SHELL_POLICY.externalSchemes.includes(url.protocol)) return false
    if (url.protocol === 'mailto:') return true
    if (url.protocol === 'tel:') {
      return (
        url.search === '' && url.hash === '' && PHONE_NUMBER.test(decodeURIComponent(url.pathname))
      )
    }
    return isGrantLink(url.href, ownOrigins)
  } catch {
    return false
  }
}

/** `will-navigate`: the app is a single page; it never navigates its window anywhere. */
export function shouldBlockNavigation(_url: string): boolean {
  return true
}

/** `setWindowOpenHandler`: never a new window; allowed links go to the system browser. */
export function windowOpenDecision(
  url: string,
  ownOrigins: readonly string[] = [],
): { action: 'deny'; openExternally: boolean } {
  return { action: 'deny', openExternally: isAllowedExternalUrl(url, ownOrigins) }
}

/** `setPermissionRequestHandler` and `setPermissionCheckHandler`: the app needs no permission. */
export function permissionDecision(_permission: string): boolean {
  return false
}
