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
} from 'electron'
import { EVENT_CHANNEL_PREFIX } from '@shared/bridge'
import { LICENCE_NOTICES_FILE } from '@shared/diagnostics'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'
import { LOG_FOLDER, type LogFile, openLogFile } from '../log/log-file'
import { createLogger, Redactor, type Sink, stderrSink, teeSinks } from '../log/logger'
import { type AppServices, createAppServices } from '../composition/app-services'
import { type Emit } from '../bridge/events'
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  APP_SCHEME_DEFINITION,
  createAppProtocolHandler,
  isTrustedFrameUrl,
} from './app-protocol'
import { withDisabledFeatures } from './chromium-features'
import { denyAllPermissions, hardenWebContents } from './hardening'
import { registerIpc } from './ipc'
import { desktopNotifier } from './desktop-notifier'
import { electronPlatform } from './electron-platform'
import { DISCARD_BUTTON, unsavedChangesPrompt } from './unload-prompt'
import { buildMenuTemplate } from './menu'
import { SHELL_POLICY } from './security'
import { checkFromMenu, desktopUpdates } from './update-shell'
import { windowKeptOpen } from './window-closing'
import { mainWindowOptions } from './window-options'
import { loadWindowState, placeWindow, saveWindowState } from './window-state'

const redactor = new Redactor()
/** The log file joins stderr once the single-instance lock is held (a second instance writes none). */
const fileSinks: Sink[] = []
const log = createLogger({
  redactor,
  sink: (level, line) => teeSinks(stderrSink, ...fileSinks)(level, line),
})

/** In development electron-vite serves the renderer; its origin is then trusted like app://. */
function devRendererUrl(): string | null {
  const url = process.env['ELECTRON_RENDERER_URL']
  return !app.isPackaged && url ? url : null
}

function createMainWindow(userDataDir: string, language: () => Language): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea)
  const state = placeWindow(loadWindowState(userDataDir), workAreas)
  const window = new BrowserWindow(mainWindowOptions(state, __dirname))
  if (state.maximized) window.maximize()
  // The edit form blocks unloading while it has unsaved changes: ask, natively, before losing them.
  window.webContents.on('will-prevent-unload', (event) => {
    if (dialog.showMessageBoxSync(window, unsavedChangesPrompt(language())) === DISCARD_BUTTON) {
      event.preventDefault()
    } else {
      windowKeptOpen()
    }
  })
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

function installMenu(services: AppServices, emit: Emit): void {
  const render = () => {
    const settings = services.settings.get()
    const template = buildMenuTemplate(
      {
        platform: process.platform,
        language: settings.language,
        theme: settings.theme,
        devTools: !app.isPackaged,
        updateReady: services.updates.state().status === 'ready',
      },
      {
        navigate: (route) => emit('app.navigate', { route }),
        command: (command) => emit('app.command', { command }),
        setTheme: (theme) => services.settings.update({ theme }),
        openLogFolder: () => void services.dispatch('logs.openFolder', undefined),
        checkForUpdates: () =>
          void checkFromMenu(services.dispatch, services.settings.get().language),
        restartToUpdate: () => void services.dispatch('update.restart', undefined),
      },
    )
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  }
  render()
  services.settings.onChange((next, previous) => {
    if (next.language !== previous.language || next.theme !== previous.theme) render()
  })
  let ready = services.updates.state().status === 'ready'
  services.updates.onChange((state) => {
    if ((state.status === 'ready') === ready) return
    ready = !ready
    render()
  })
}

export function startApp(): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_DEFINITION])
  // Before ready: Chromium reads its features once, when it starts.
  app.commandLine.appendSwitch(
    'disable-features',
    withDisabledFeatures(app.commandLine.getSwitchValue('disable-features')),
  )

  if (SHELL_POLICY.singleInstance && !app.requestSingleInstanceLock()) {
    app.quit()
    return
  }

  let mainWindow: BrowserWindow | null = null
  let services: AppServices | null = null
  /** The user's language; Spanish until the settings are read. */
  const language = (): Language => services?.settings.get().language ?? 'es'
  let logFile: LogFile | null = null
  let updates: ReturnType<typeof desktopUpdates> | null = null
  try {
    logFile = openLogFile({ folder: join(app.getPath('userData'), LOG_FOLDER) })
    fileSinks.push(logFile.sink)
  } catch (error) {
    log.warn('No se pudo abrir el archivo de registro; se registra solo en la consola', error)
  }

  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(
      contents,
      (url) => shell.openExternal(url),
      () => services?.linkOrigins() ?? [],
    ),
  )

  const emit: Emit = (event, payload) => {
    for (const window of BrowserWindow.getAllWindows()) {
      window.webContents.send(`${EVENT_CHANNEL_PREFIX}${event}`, payload)
    }
  }

  app
    .whenReady()
    .then(async () => {
      denyAllPermissions(session.defaultSession)
      protocol.handle(
        APP_SCHEME,
        createAppProtocolHandler(join(__dirname, '../renderer'), (path) => readFile(path)),
      )

      const userDataDir = app.getPath('userData')
      updates = desktopUpdates(log, () => services?.settings.get().language ?? 'es')
      services = await createAppServices({
        userDataDir,
        emit,
        log,
        redactor,
        platform: electronPlatform(language),
        ...(logFile ? { logFile } : {}),
        licencesFile: join(__dirname, '../renderer', LICENCE_NOTICES_FILE),
        notifier: desktopNotifier({
          language,
          focus: () => {
            if (!mainWindow) return
            if (mainWindow.isMinimized()) mainWindow.restore()
            mainWindow.show()
            mainWindow.focus()
          },
          openPortfolio: () => emit('app.navigate', { route: 'portfolio' }),
          openCases: () => emit('app.navigate', { route: 'cases' }),
        }),
        pageWorker: join(__dirname, 'client-page-worker.js'),
        indexWorker: join(__dirname, 'clients-index-worker.js'),
        updates,
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
      installMenu(services, emit)
      mainWindow = createMainWindow(userDataDir, language)
      mainWindow.on('closed', () => (mainWindow = null))

      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) {
          mainWindow = createMainWindow(userDataDir, language)
          mainWindow.on('closed', () => (mainWindow = null))
        }
      })
    })
    .catch((error: unknown) => {
      log.error('No se pudo iniciar Grants Desk', error)
      dialog.showErrorBox(
        renderMessage(language(), 'dialog.start_failed.title'),
        renderMessage(language(), 'dialog.start_failed.detail'),
      )
      app.exit(1)
    })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin' && !updates?.restarting()) app.quit()
  })

  let closing = false
  app.on('before-quit', (event) => {
    if (closing || !services) return
    closing = true
    event.preventDefault()
    void services
      .close()
      .then(() => {
        if (!logFile) return
        fileSinks.splice(fileSinks.indexOf(logFile.sink), 1)
        return logFile.close()
      })
      .finally(() => app.quit())
  })
}
