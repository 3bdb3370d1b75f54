import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  screen,
  session,
  shell,
  type WebContents,
} from 'electron'
import { EVENT_CHANNEL_PREFIX } from '@shared/bridge'
import { createLogger, Redactor } from '../log/logger'
import { type AppServices, createAppServices } from '../services/app-services'
import { type Emit } from '../services/events'
import {
  APP_ENTRY_URL,
  APP_RESPONSE_HEADERS,
  APP_SCHEME,
  APP_SCHEME_DEFINITION,
  isTrustedFrameUrl,
  resolveAppAsset,
} from './app-protocol'
import { registerIpc } from './ipc'
import { aboutText, buildMenuTemplate } from './menu'
import {
  isAllowedExternalUrl,
  permissionDecision,
  SECURE_WEB_PREFERENCES,
  SHELL_POLICY,
  shouldBlockNavigation,
  windowOpenDecision,
} from './security'
import { loadWindowState, placeWindow, saveWindowState } from './window-state'

const redactor = new Redactor()
const log = createLogger({ redactor })

/** In development electron-vite serves the renderer; its origin is then trusted like app://. */
function devRendererUrl(): string | null {
  const url = process.env['ELECTRON_RENDERER_URL']
  return !app.isPackaged && url ? url : null
}

function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (shouldBlockNavigation(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    const decision = windowOpenDecision(url)
    if (decision.openExternally && isAllowedExternalUrl(url)) void shell.openExternal(url)
    return { action: decision.action }
  })
}

function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const asset = resolveAppAsset(request.url, rendererDir)
    if (!asset) return new Response('No encontrado', { status: 404 })
    try {
      const body = await readFile(asset.path)
      return new Response(body, {
        headers: { 'Content-Type': asset.mimeType, ...APP_RESPONSE_HEADERS },
      })
    } catch {
      return new Response('No encontrado', { status: 404 })
    }
  })
}

function createMainWindow(userDataDir: string): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea)
  const state = placeWindow(loadWindowState(userDataDir), workAreas)
  const window = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Grants Desk',
    icon: join(__dirname, '../../resources/icon.png'),
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: join(__dirname, '../preload/index.js') },
  })
  if (state.maximized) window.maximize()
  window.once('ready-to-show', () => window.show())

  let saveTimer: NodeJS.Timeout | undefined
  const remember = () => {
    clearTimeout(saveTimer)
    saveTimer = setTimeout(() => {
      if (window.isDestroyed()) return
      const bounds = window.getNormalBounds()
      saveWindowState(userDataDir, { ...bounds, maximized: window.isMaximized() })
    }, 400)
  }
  window.on('resize', remember)
  window.on('move', remember)
  window.on('maximize', remember)
  window.on('unmaximize', remember)
  window.on('close', () => {
    clearTimeout(saveTimer)
    const bounds = window.getNormalBounds()
    saveWindowState(userDataDir, { ...bounds, maximized: window.isMaximized() })
  })

  const devUrl = devRendererUrl()
  void (devUrl ? window.loadURL(devUrl) : window.loadURL(APP_ENTRY_URL))
  return window
}

function installMenu(services: AppServices, window: () => BrowserWindow | null, emit: Emit): void {
  const render = () => {
    const settings = services.settings.get()
    const template = buildMenuTemplate(
      {
        platform: process.platform,
        language: settings.language,
        theme: settings.theme,
        devTools: !app.isPackaged,
      },
      {
        navigate: (route) => emit('app.navigate', { route }),
        setTheme: (theme) => services.settings.update({ theme }),
        showAbout: () => {
          const about = aboutText(services.settings.get().language, app.getVersion())
          const target = window()
          const options = { type: 'info' as const, message: about.title, detail: about.detail }
          void (target ? dialog.showMessageBox(target, options) : dialog.showMessageBox(options))
        },
      },
    )
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  }
  render()
  services.settings.onChange((next, previous) => {
    if (next.language !== previous.language || next.theme !== previous.theme) render()
  })
}

export function startApp(): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_DEFINITION])

  if (SHELL_POLICY.singleInstance && !app.requestSingleInstanceLock()) {
    app.quit()
    return
  }

  let mainWindow: BrowserWindow | null = null
  let services: AppServices | null = null

  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents))

  const emit: Emit = (event, payload) => {
    for (const window of BrowserWindow.getAllWindows()) {
      window.webContents.send(`${EVENT_CHANNEL_PREFIX}${event}`, payload)
    }
  }

  app
    .whenReady()
    .then(async () => {
      session.defaultSession.setPermissionRequestHandler((_wc, permission, callback) =>
        callback(permissionDecision(permission)),
      )
      session.defaultSession.setPermissionCheckHandler((_wc, permission) =>
        permissionDecision(permission),
      )
      serveRenderer(join(__dirname, '../renderer'))

      const userDataDir = app.getPath('userData')
      services = await createAppServices({
        userDataDir,
        emit,
        log,
        runtime: {
          name: 'Grants Desk',
          version: app.getVersion(),
          platform: process.platform,
          runtime: 'electron',
          electronVersion: process.versions.electron ?? null,
        },
      })
      const devUrl = devRendererUrl()
      const devOrigin = devUrl ? new URL(devUrl).origin : null
      registerIpc(ipcMain, services.dispatch, (url) => isTrustedFrameUrl(url, devOrigin), log)
      installMenu(services, () => mainWindow, emit)
      mainWindow = createMainWindow(userDataDir)
      mainWindow.on('closed', () => (mainWindow = null))

      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) {
          mainWindow = createMainWindow(userDataDir)
          mainWindow.on('closed', () => (mainWindow = null))
        }
      })
    })
    .catch((error: unknown) => {
      log.error('No se pudo iniciar Grants Desk', error)
      dialog.showErrorBox(
        'Grants Desk no ha podido iniciarse',
        'Cierre la aplicación y vuelva a abrirla. Si el problema continúa, reinstálela.',
      )
      app.exit(1)
    })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  let closing = false
  app.on('before-quit', (event) => {
    if (closing || !services) return
    closing = true
    event.preventDefault()
    void services.close().finally(() => app.quit())
  })
}
