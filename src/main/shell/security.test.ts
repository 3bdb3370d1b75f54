import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  isAllowedExternalUrl,
  permissionDecision,
  SECURE_WEB_PREFERENCES,
  SHELL_POLICY,
  shouldBlockNavigation,
  windowOpenDecision,
} from './security'
import { mainWindowOptions } from './window-options'
import { DEFAULT_WINDOW_STATE } from './window-state'

describe('window web preferences', () => {
  const options = mainWindowOptions(DEFAULT_WINDOW_STATE, '/app/out/main')
  const prefs = options.webPreferences ?? {}

  it('isolate the renderer: context isolation, sandbox and web security on, Node off', () => {
    expect(prefs.contextIsolation).toBe(true)
    expect(prefs.sandbox).toBe(true)
    expect(prefs.webSecurity).toBe(true)
    expect(prefs.nodeIntegration).toBe(false)
    expect(prefs.nodeIntegrationInWorker).toBe(false)
    expect(prefs.nodeIntegrationInSubFrames).toBe(false)
  })

  it('allow no insecure content, experimental features or webviews', () => {
    expect(prefs.allowRunningInsecureContent).toBe(false)
    expect(prefs.experimentalFeatures).toBe(false)
    expect(prefs.webviewTag).toBe(false)
    expect(prefs).not.toHaveProperty('enableBlinkFeatures')
  })

  it('load the built preload next to the main bundle', () => {
    expect(prefs.preload?.replace(/\\/g, '/')).toBe('/app/out/preload/index.js')
  })

  it('start hidden (shown on ready-to-show) with the app title', () => {
    expect(options.show).toBe(false)
    expect(options.title).toBe('Grants Desk')
  })

  it('the shared object cannot be changed by accident', () => {
    expect(Object.isFrozen(SECURE_WEB_PREFERENCES)).toBe(true)
  })
})

describe('content security policy', () => {
  const html = readFileSync(resolve(__dirname, '../../renderer/index.html'), 'utf8')

  it('index.html carries exactly the policy the shell also sends as a header', () => {
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY)
  })

  it('allows only our own scripts, never inline or eval', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/)
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'")
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
  })
})

describe('navigation and external links', () => {
  it('blocks every in-window navigation', () => {
    expect(shouldBlockNavigation('https://example.com')).toBe(true)
    expect(shouldBlockNavigation('app://grants-desk/other.html')).toBe(true)
  })

  it('denies new windows, sending only https and mailto links to the system', () => {
    expect(windowOpenDecision('https://www.infosubvenciones.es/')).toEqual({
      action: 'deny',
      openExternally: true,
    })
    expect(windowOpenDecision('mailto:cliente@example.es')).toEqual({
      action: 'deny',
      openExternally: true,
    })
    expect(windowOpenDecision('http://example.com')).toEqual({
      action: 'deny',
      openExternally: false,
    })
    expect(windowOpenDecision('file:///etc/passwd').openExternally).toBe(false)
  })

  it('openExternal accepts only https: and mailto:', () => {
    expect(SHELL_POLICY.externalSchemes).toEqual(['https:', 'mailto:'])
    for (const url of [
      'javascript:alert(1)',
      'file:///C:/x',
      'smb://host/share',
      'http://x.es',
      'not a url',
      'https://',
    ]) {
      expect(isAllowedExternalUrl(url)).toBe(false)
    }
    expect(isAllowedExternalUrl('https://api.fandit.es/fund/1')).toBe(true)
  })
})

describe('permissions and instances', () => {
  it('denies every permission request', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      expect(permissionDecision(permission)).toBe(false)
    }
  })

  it('keeps a single instance', () => {
    expect(SHELL_POLICY.singleInstance).toBe(true)
  })
})
