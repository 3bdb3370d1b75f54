import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import type * as FsPromises from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve, sep } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OP_CHANNEL_PREFIX, EVENT_CHANNEL_PREFIX, ops } from '@shared/bridge'
import { type ExportStartResult } from '@shared/exports'
import { startApp } from '../../../src/main/shell/app'
import type * as DemoServiceServer from '../../../src/demo-service/server'
import { type DemoService } from '../../../src/demo-service/server'
import {
  type ElectronStandIn,
  preventable,
  resetElectron,
  type StandInWindow,
} from '../../support/electron-stand-in'
import { DEMO_PASSWORD, EXPERT } from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

/**
 * The Electron shell (`src/main/shell`) run in Node against a stand-in for the `electron` module,
 * with the real services behind it. Every assertion is about what the shell asked Electron to do.
 */

const ROOT = resolve(__dirname, '../../..')
/** Where the shell looks for the built renderer: `../renderer` beside its own module. */
const BUILT_RENDERER = resolve(ROOT, 'src/main/renderer')
const SOURCE_RENDERER = resolve(ROOT, 'src/renderer')
const OWN_PAGE = 'app://grants-desk/index.html#/clients'

const recorded = vi.hoisted(() => ({ demoServices: [] as DemoService[], reads: [] as string[] }))

vi.mock('electron', async () => (await import('../../support/electron-stand-in')).electronModule)

// A Linux without libsecret: loading keytar's native module throws.
vi.mock('keytar', () => {
  throw new Error('libsecret-1.so.0: cannot open shared object file: No such file or directory')
})

// The embedded demo service, kept at hand so a test can slow it down mid-export.
vi.mock('../../../src/demo-service/server', async (importOriginal) => {
  const real = await importOriginal<typeof DemoServiceServer>()
  return {
    ...real,
    createDemoService: async (options: Parameters<typeof real.createDemoService>[0] = {}) => {
      const demoService = await real.createDemoService({ ...options, concessions: 60_000 })
      recorded.demoServices.push(demoService)
      return demoService
    },
  }
})

// The renderer is not built for this test: its source page stands in for the built one.
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>()
  const readFile = ((path: unknown, ...rest: unknown[]) => {
    if (typeof path === 'string' && path.startsWith(BUILT_RENDERER + sep)) {
      recorded.reads.push(path)
      path = SOURCE_RENDERER + path.slice(BUILT_RENDERER.length)
    }
    return (real.readFile as (...args: unknown[]) => Promise<unknown>)(path, ...rest)
  }) as typeof real.readFile
  return { ...real, readFile, default: { ...real, readFile } }
})

let running: ElectronStandIn | null = null

interface Started {
  electron: ElectronStandIn
  window: StandInWindow
  userData: string
  downloads: string
}

function prepare(): { electron: ElectronStandIn; userData: string; downloads: string } {
  const electron = resetElectron()
  const userData = mkdtempSync(join(tmpdir(), 'gd-shell-'))
  const downloads = mkdtempSync(join(tmpdir(), 'gd-shell-downloads-'))
  electron.paths.set('userData', userData)
  electron.paths.set('downloads', downloads)
  return { electron, userData, downloads }
}

async function start(prepared = prepare()): Promise<Started> {
  running = prepared.electron
  startApp()
  const window = await waitFor(
    () => {
      const [first] = prepared.electron.windows
      if (!first) throw new Error('no window yet')
      return first
    },
    { interval: 10 },
  )
  return { ...prepared, window }
}

async function quit(electron: ElectronStandIn): Promise<void> {
  electron.module.app.quit()
  await waitFor(() => expect(electron.module.app.quitted).toBe(true), {
    interval: 10,
  })
}

afterEach(async () => {
  if (running && !running.module.app.quitted) await quit(running)
  running = null
})

/** Calls an operation as the renderer would, through the handler the shell registered. */
function invoke(electron: ElectronStandIn, op: string, input?: unknown, url: string = OWN_PAGE) {
  const handler = electron.module.ipcMain.handlers.get(`${OP_CHANNEL_PREFIX}${op}`)
  if (!handler) throw new Error(`no handler for ${op}`)
  return Promise.resolve(handler({ senderFrame: { url } }, input)) as Promise<{
    ok: boolean
    value?: unknown
    error?: unknown
  }>
}

describe('starting the app', () => {
  it('registers one handler per bridge operation, each refusing a frame that is not ours', async () => {
    const { electron } = await start()
    const channels = [...electron.module.ipcMain.handlers.keys()].sort()
    expect(channels).toEqual(
      Object.keys(ops)
        .map((op) => `${OP_CHANNEL_PREFIX}${op}`)
        .sort(),
    )

    for (const op of Object.keys(ops)) {
      for (const url of ['https://evil.example/', 'file:///index.html', 'http://localhost:5173/']) {
        expect(await invoke(electron, op, undefined, url), `${op} from ${url}`).toMatchObject({
          ok: false,
          error: { code: 'forbidden', reason: 'foreign_sender' },
        })
      }
    }
    expect(await invoke(electron, 'app.info')).toMatchObject({
      ok: true,
      value: { name: 'Grants Desk', version: '9.8.7', runtime: 'electron' },
    })
  })

  it('starts Chromium without holding tasks after a key, keeping the features already disabled', async () => {
    const prepared = prepare()
    prepared.electron.module.app.commandLine.appendSwitch('disable-features', 'MediaRouter')
    const { electron } = await start(prepared)
    expect(electron.module.app.switchesAtReady?.get('disable-features')).toBe(
      'MediaRouter,DeferRendererTasksAfterInput',
    )
  })

  it('without a loadable keytar keeps the session in memory and says so', async () => {
    const { electron } = await start()
    expect(await invoke(electron, 'app.info')).toMatchObject({
      ok: true,
      value: { keychainAvailable: false },
    })
    expect(await invoke(electron, 'session.state')).toMatchObject({
      ok: true,
      value: { keychainAvailable: false },
    })
  })

  it('denies every permission a page asks for or checks', async () => {
    const { electron } = await start()
    const session = electron.module.session.defaultSession
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      const answer = vi.fn()
      session.permissionRequest?.({}, permission, answer)
      expect(answer, permission).toHaveBeenCalledWith(false)
      expect(session.permissionCheck?.({}, permission), permission).toBe(false)
    }
    expect(session.permissionRequest).not.toBeNull()
    expect(session.permissionCheck).not.toBeNull()
  })

  it('refuses navigation, new windows and webviews in every web page it creates', async () => {
    const { electron, window } = await start()
    const later = new electron.module.BrowserWindow({})
    for (const contents of [window.webContents, later.webContents]) {
      const navigate = preventable()
      contents.emit('will-navigate', navigate, 'https://evil.example/')
      expect(navigate.defaultPrevented).toBe(true)
      const ownPage = preventable()
      contents.emit('will-navigate', ownPage, 'app://grants-desk/other.html')
      expect(ownPage.defaultPrevented).toBe(true)
      const webview = preventable()
      contents.emit('will-attach-webview', webview, {}, {})
      expect(webview.defaultPrevented).toBe(true)

      for (const url of [
        'https://fandit.es/subvenciones/detalles-subvencion/916430',
        'https://www.infosubvenciones.es/',
        'mailto:cliente@example.es',
        'tel:+34600112233',
        'tel:javascript:alert(1)',
        'javascript:alert(1)',
        'http://x.es/',
        'file:///etc/passwd',
        'smb://host/share',
        'https://',
        'not a url',
      ]) {
        expect(contents.openHandler?.({ url }), url).toEqual({ action: 'deny' })
      }
    }
    // Only the grant's page (an allowed host), mailto and tel links went to the system, once per page.
    expect(electron.module.shell.opened).toEqual([
      'https://fandit.es/subvenciones/detalles-subvencion/916430',
      'mailto:cliente@example.es',
      'tel:+34600112233',
      'https://fandit.es/subvenciones/detalles-subvencion/916430',
      'mailto:cliente@example.es',
      'tel:+34600112233',
    ])
  })

  it('opens one isolated window on app://, shown once ready', async () => {
    const { window } = await start()
    expect(window.options['webPreferences']).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      webSecurity: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    })
    expect(window.options['webPreferences']).not.toHaveProperty('enableBlinkFeatures')
    expect(window.options['title']).toBe('Grants Desk')
    expect(String((window.options['webPreferences'] as { preload: string }).preload)).toMatch(
      /[\\/]preload[\\/]index\.js$/,
    )
    expect(window.loaded).toEqual(['app://grants-desk/index.html'])
    expect(window.visible).toBe(false)
    window.emit('ready-to-show')
    expect(window.visible).toBe(true)
  })

  it('serves app:// from the built renderer with the page’s Content-Security-Policy', async () => {
    const { electron } = await start()
    const { protocol } = electron.module
    expect(protocol.privilegedBeforeReady).toBe(true)
    expect(protocol.privileged).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }) as unknown,
      }),
    ])
    // The page's own CSP binds app://: the scheme is not exempted from it.
    expect(protocol.privileged[0]?.privileges).not.toHaveProperty('bypassCSP')
    const handle = protocol.handlers.get('app')
    if (!handle) throw new Error('app:// is not handled')

    const page = await handle({ url: 'app://grants-desk/index.html' })
    expect(page.status).toBe(200)
    expect(recorded.reads.at(-1)).toBe(join(BUILT_RENDERER, 'index.html'))
    const html = await page.text()
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
    expect(meta).toContain("script-src 'self'")
    expect(meta).not.toMatch(/script-src[^;]*unsafe/)
    expect(meta).toContain("object-src 'none'")
    expect(page.headers.get('content-security-policy')).toBe(meta)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)

    for (const url of [
      'app://grants-desk/missing.js',
      'app://other-host/index.html',
      'app://grants-desk/assets/%2e%2e%2f%2e%2e%2f..%2fpackage.json',
    ]) {
      expect((await handle({ url })).status, url).toBe(404)
    }
  })

  it('builds the native menu in the user’s language', async () => {
    const { electron } = await start()
    const labels = () =>
      (electron.module.Menu.applied.at(-1)?.template as { label?: string }[]).map((m) => m.label)
    expect(labels()).toContain('Ayuda')
    await invoke(electron, 'settings.update', { language: 'en' })
    expect(labels()).toContain('Help')
  })

  it('writes its log to the user-data folder, and «Abrir carpeta de registros» opens that folder', async () => {
    const { electron, userData } = await start()
    const logs = join(userData, 'logs')
    await waitFor(() => expect(readdirSync(logs)).toContain('grants-desk.1.log'), {
      interval: 10,
    })
    type Item = { label?: string; click?: () => void; submenu?: Item[] }
    const help = (electron.module.Menu.applied.at(-1)?.template as Item[]).find(
      (menu) => menu.label === 'Ayuda',
    )
    help?.submenu?.find((item) => item.label === 'Abrir carpeta de registros')?.click?.()
    await waitFor(() => expect(electron.module.shell.folders).toEqual([logs]), {
      interval: 10,
    })
  })
})

describe('updates', () => {
  it('run from the sources, «Buscar actualizaciones…» checks nothing and says why in a dialog', async () => {
    const { electron } = await start()
    type Item = { label?: string; click?: () => void; submenu?: Item[] }
    const help = (electron.module.Menu.applied.at(-1)?.template as Item[]).find(
      (menu) => menu.label === 'Ayuda',
    )
    expect(await invoke(electron, 'update.state')).toMatchObject({
      ok: true,
      value: { support: 'development', status: 'idle', currentVersion: '9.8.7' },
    })
    help?.submenu?.find((item) => item.label === 'Buscar actualizaciones…')?.click?.()
    await waitFor(
      () =>
        expect(electron.module.dialog.messageBoxes).toEqual([
          expect.objectContaining({
            message:
              'Esta copia se ejecuta desde el código fuente, sin instalar: no busca actualizaciones.',
          }),
        ]),
      { interval: 10 },
    )
    expect(help?.submenu?.some((item) => item.label === 'Reiniciar para actualizar')).toBe(false)
  })
})

describe('one instance', () => {
  it('a second launch quits before opening anything', () => {
    const { electron } = prepare()
    running = electron
    electron.module.app.lockAvailable = false
    startApp()
    expect(electron.module.app.lockRequests).toBe(1)
    expect(electron.module.app.quitted).toBe(true)
    expect(electron.module.app.ready).toBe(false)
    expect(electron.windows).toHaveLength(0)
    expect(electron.module.ipcMain.handlers.size).toBe(0)
  })

  it('the running one restores and focuses its window when launched again', async () => {
    const { electron, window } = await start()
    window.minimize()
    electron.module.app.emit('second-instance', preventable(), [], ROOT)
    expect(window.isMinimized()).toBe(false)
    expect(window.focused).toBe(true)
    expect(electron.windows).toHaveLength(1)
  })
})

describe('window state', () => {
  it('reopens where the user left it, no smaller than 800×600, and remembers it on close', async () => {
    const prepared = prepare()
    const file = join(prepared.userData, 'window-state.json')
    writeFileSync(file, JSON.stringify({ x: 40, y: 30, width: 1000, height: 700, maximized: true }))
    const { window } = await start(prepared)
    expect(window.options).toMatchObject({
      x: 40,
      y: 30,
      width: 1000,
      height: 700,
      minWidth: 800,
      minHeight: 600,
    })
    expect(window.isMaximized()).toBe(true)

    window.maximized = false
    window.setBounds({ x: 60, width: 1200, height: 760 })
    window.close()
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      x: 60,
      y: 30,
      width: 1200,
      height: 760,
      maximized: false,
    })
  })

  it('opens a window too small or off every screen at a usable size where the OS puts it', async () => {
    const prepared = prepare()
    writeFileSync(
      join(prepared.userData, 'window-state.json'),
      JSON.stringify({ x: 5000, y: 5000, width: 1000, height: 700, maximized: false }),
    )
    const first = await start(prepared)
    expect(first.window.options).not.toHaveProperty('x')
    expect(first.window.options).toMatchObject({ width: 1000, height: 700 })
    await quit(first.electron)

    const again = prepare()
    writeFileSync(
      join(again.userData, 'window-state.json'),
      JSON.stringify({ width: 640, height: 480, maximized: false }),
    )
    const second = await start(again)
    const { width, height } = second.window.options as { width: number; height: number }
    expect(width).toBeGreaterThanOrEqual(800)
    expect(height).toBeGreaterThanOrEqual(600)
  })
})

describe('quitting', () => {
  it('aborts a running export, closes the database, and only then quits', async () => {
    const { electron, userData, downloads, window } = await start()
    const login = await invoke(electron, 'session.login', {
      email: EXPERT,
      password: DEMO_PASSWORD,
    })
    expect(login).toMatchObject({ ok: true })
    const demoService = recorded.demoServices.at(-1)
    if (!demoService) throw new Error('the demo service did not start')
    const grant = [...demoService.state.grants].sort(
      (a, b) =>
        demoService.state.concessions.ofGrant(b).length -
        demoService.state.concessions.ofGrant(a).length,
    )[0]
    if (!grant) throw new Error('no grant')
    const source = { kind: 'concessions', query: { kind: 'grant-slug', fundSlug: grant.slug } }
    const target = join(downloads, 'concesiones.csv')
    electron.module.dialog.saveAnswer = target

    const ask = await invoke(electron, 'export.start', { exportId: 'quit-ask-01', source })
    const asked = ask.value as ExportStartResult
    const confirmedRequests = asked.status === 'needs-confirmation' ? asked.requests : 0
    expect(confirmedRequests).toBeGreaterThan(20)
    // The walk's first page answered, the rest held: it is mid-way when the app quits.
    demoService.control.hold({ path: /^\/api\/v2\/funds\/concessions\// }, 1)
    const exporting = invoke(electron, 'export.start', {
      exportId: 'quit-0001',
      source,
      confirmedRequests,
    })
    await waitFor(
      () => {
        expect(window.webContents.sent.map((s) => s.channel)).toContain(
          `${EVENT_CHANNEL_PREFIX}export.progress`,
        )
        expect(readdirSync(downloads).filter((name) => name.endsWith('.part'))).toHaveLength(1)
      },
      { timeout: 30_000, interval: 10 },
    )

    const wal = join(userData, 'grants-desk.sqlite-wal')
    expect(existsSync(wal)).toBe(true)
    const atQuit: { walOpen?: boolean; exportSettled?: boolean } = {}
    let settled = false
    void exporting.finally(() => (settled = true))
    electron.onQuit(() => {
      atQuit.walOpen = existsSync(wal)
      atQuit.exportSettled = settled
    })
    await quit(electron)

    // The first quit was held until the services had closed; the second went through.
    expect(electron.module.app.quitRequests).toBe(2)
    expect(atQuit).toEqual({ walOpen: false, exportSettled: true })
    expect(await exporting).toEqual({ ok: true, value: { status: 'cancelled' } })
    expect(readdirSync(downloads)).toEqual([])
  })
})
