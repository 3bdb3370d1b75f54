import { EventEmitter } from 'node:events'

/**
 * A stand-in for the `electron` module, for testing `src/main/shell` in Node (`vi.mock('electron')`).
 * It behaves like Electron where the shell relies on it (events, one handler per IPC channel,
 * `before-quit` that can be prevented, a window's webContents announced on creation) and records
 * what the shell asked of it. `resetElectron()` gives a fresh one for each test.
 */

type PermissionRequest = (
  contents: unknown,
  permission: string,
  answer: (ok: boolean) => void,
) => void
type PermissionCheck = (contents: unknown, permission: string) => boolean
type OpenHandler = (details: { url: string }) => { action: string }
type InvokeHandler = (event: unknown, ...args: unknown[]) => unknown
type ProtocolHandler = (request: { url: string }) => Promise<Response>

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** An event whose default the listener may prevent, as Electron passes them. */
export function preventable(): { defaultPrevented: boolean; preventDefault(): void } {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true
    },
  }
  return event
}

class StandInWebContents extends EventEmitter {
  readonly sent: { channel: string; payload: unknown }[] = []
  openHandler: OpenHandler | null = null

  setWindowOpenHandler(handler: OpenHandler): void {
    this.openHandler = handler
  }

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload })
  }
}

interface World {
  app: StandInApp
  windows: StandInBrowserWindow[]
  paths: Map<string, string>
  notifications: { title?: string; body?: string }[]
  quitHooks: (() => void)[]
}

/** Chromium's switches: a switch given again replaces its value, as in Chromium. */
class StandInCommandLine {
  readonly switches = new Map<string, string>()

  appendSwitch(name: string, value = ''): void {
    this.switches.set(name, value)
  }
  getSwitchValue(name: string): string {
    return this.switches.get(name) ?? ''
  }
}

export class StandInApp extends EventEmitter {
  readonly commandLine = new StandInCommandLine()
  /** The switches as Chromium read them: when the app became ready. */
  switchesAtReady: ReadonlyMap<string, string> | null = null
  isPackaged = false
  ready = false
  /** What `requestSingleInstanceLock` answers: false when another instance holds the lock. */
  lockAvailable = true
  lockRequests = 0
  /** How often the shell let go of the single-instance lock (before an update's installer runs). */
  lockReleases = 0
  quitRequests = 0
  /** Set once a quit went through (no listener prevented `before-quit`). */
  quitted = false
  exitCode: number | null = null

  getPath(name: string): string {
    const path = world.paths.get(name)
    if (!path) throw new Error(`stand-in: no path set for ${name}`)
    return path
  }
  getVersion(): string {
    return '9.8.7'
  }
  requestSingleInstanceLock(): boolean {
    this.lockRequests += 1
    return this.lockAvailable
  }
  releaseSingleInstanceLock(): void {
    this.lockReleases += 1
  }
  whenReady(): Promise<void> {
    this.ready = true
    this.switchesAtReady ??= new Map(this.commandLine.switches)
    return Promise.resolve()
  }
  quit(): void {
    this.quitRequests += 1
    const event = preventable()
    this.emit('before-quit', event)
    if (event.defaultPrevented) return
    this.quitted = true
    for (const hook of world.quitHooks) hook()
    this.emit('will-quit', preventable())
    this.emit('quit')
  }
  exit(code = 0): void {
    this.exitCode = code
  }
}

export class StandInBrowserWindow extends EventEmitter {
  static getAllWindows(): StandInBrowserWindow[] {
    return world.windows.filter((window) => !window.destroyed)
  }
  static getFocusedWindow(): StandInBrowserWindow | null {
    return StandInBrowserWindow.getAllWindows().at(-1) ?? null
  }

  readonly webContents = new StandInWebContents()
  readonly loaded: string[] = []
  bounds: Rect
  maximized = false
  minimized = false
  visible = false
  focused = false
  destroyed = false

  constructor(readonly options: Record<string, unknown>) {
    super()
    const number = (key: string, fallback: number) =>
      typeof options[key] === 'number' ? options[key] : fallback
    this.bounds = {
      x: number('x', 0),
      y: number('y', 0),
      width: number('width', 800),
      height: number('height', 600),
    }
    world.windows.push(this)
    world.app.emit('web-contents-created', preventable(), this.webContents)
  }

  loadURL(url: string): Promise<void> {
    this.loaded.push(url)
    return Promise.resolve()
  }
  show(): void {
    this.visible = true
  }
  focus(): void {
    this.focused = true
  }
  maximize(): void {
    this.maximized = true
    this.emit('maximize')
  }
  isMaximized(): boolean {
    return this.maximized
  }
  minimize(): void {
    this.minimized = true
  }
  isMinimized(): boolean {
    return this.minimized
  }
  restore(): void {
    this.minimized = false
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  getNormalBounds(): Rect {
    return { ...this.bounds }
  }
  /** The user resizes or moves the window. */
  setBounds(bounds: Partial<Rect>): void {
    this.bounds = { ...this.bounds, ...bounds }
    this.emit('resize')
  }
  close(): void {
    const event = preventable()
    this.emit('close', event)
    if (event.defaultPrevented) return
    this.destroyed = true
    this.emit('closed')
  }
}

export class StandInNotification extends EventEmitter {
  static isSupported(): boolean {
    return true
  }
  constructor(readonly options: { title?: string; body?: string } = {}) {
    super()
  }
  show(): void {
    world.notifications.push(this.options)
  }
}

/** The current stand-in's shared state: its classes read it, `createStandIn` replaces it. */
let world: World

function createStandIn() {
  const displays: { workArea: Rect }[] = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]
  world = {
    app: new StandInApp(),
    windows: [],
    paths: new Map(),
    notifications: [],
    quitHooks: [],
  }
  const { app, windows, paths, notifications, quitHooks } = world
  const ipcHandlers = new Map<string, InvokeHandler>()
  const ipcMain = {
    handlers: ipcHandlers,
    handle(channel: string, handler: InvokeHandler): void {
      // Electron refuses a second handler on one channel.
      if (ipcHandlers.has(channel)) {
        throw new Error(`Attempted to register a second handler for '${channel}'`)
      }
      ipcHandlers.set(channel, handler)
    },
    removeHandler(channel: string): void {
      ipcHandlers.delete(channel)
    },
  }

  const protocol = {
    privileged: [] as { scheme: string; privileges?: Record<string, boolean> }[],
    /** Whether `registerSchemesAsPrivileged` came before the app was ready, as Electron needs. */
    privilegedBeforeReady: null as boolean | null,
    handlers: new Map<string, ProtocolHandler>(),
    registerSchemesAsPrivileged(
      schemes: { scheme: string; privileges?: Record<string, boolean> }[],
    ) {
      protocol.privileged.push(...schemes)
      protocol.privilegedBeforeReady = !app.ready
    },
    handle(scheme: string, handler: ProtocolHandler): void {
      protocol.handlers.set(scheme, handler)
    },
  }

  const defaultSession = {
    permissionRequest: null as PermissionRequest | null,
    permissionCheck: null as PermissionCheck | null,
    setPermissionRequestHandler(handler: PermissionRequest): void {
      defaultSession.permissionRequest = handler
    },
    setPermissionCheckHandler(handler: PermissionCheck): void {
      defaultSession.permissionCheck = handler
    },
  }

  const menus: { template: unknown[] }[] = []
  const Menu = {
    applied: menus,
    buildFromTemplate: (template: unknown[]) => ({ template }),
    setApplicationMenu(menu: { template: unknown[] }): void {
      menus.push(menu)
    },
  }

  const dialog = {
    messageBoxes: [] as unknown[],
    errorBoxes: [] as { title: string; content: string }[],
    saveDialogs: [] as unknown[],
    /** What the save dialog answers: the chosen path, or null for «Cancelar». */
    saveAnswer: null as string | null,
    /** Index of the button `showMessageBoxSync` answers. */
    messageBoxAnswer: 0,
    showMessageBox(...args: unknown[]) {
      dialog.messageBoxes.push(args.at(-1))
      return Promise.resolve({ response: 0, checkboxChecked: false })
    },
    showMessageBoxSync(...args: unknown[]): number {
      dialog.messageBoxes.push(args.at(-1))
      return dialog.messageBoxAnswer
    },
    showSaveDialog(...args: unknown[]) {
      dialog.saveDialogs.push(args.at(-1))
      const filePath = dialog.saveAnswer
      return Promise.resolve(filePath ? { canceled: false, filePath } : { canceled: true })
    },
    showErrorBox(title: string, content: string): void {
      dialog.errorBoxes.push({ title, content })
    },
  }

  const shell = {
    opened: [] as string[],
    revealed: [] as string[],
    openExternal(url: string): Promise<void> {
      shell.opened.push(url)
      return Promise.resolve()
    },
    showItemInFolder(path: string): void {
      shell.revealed.push(path)
    },
    /** Electron answers an error message, empty when the path opened. */
    folders: [] as string[],
    openPath(path: string): Promise<string> {
      shell.folders.push(path)
      return Promise.resolve('')
    },
  }

  const screen = { getAllDisplays: () => displays }

  return {
    windows,
    displays,
    paths,
    notifications,
    /** Runs at the moment a quit goes through, before `will-quit`. */
    onQuit: (hook: () => void) => quitHooks.push(hook),
    /** What `import … from 'electron'` gives the shell. */
    module: {
      app,
      BrowserWindow: StandInBrowserWindow,
      ipcMain,
      protocol,
      session: { defaultSession },
      Menu,
      dialog,
      shell,
      Notification: StandInNotification,
      screen,
    },
  }
}

export type ElectronStandIn = ReturnType<typeof createStandIn>
export type StandInWindow = ElectronStandIn['windows'][number]

let standIn = createStandIn()

/** A fresh stand-in for the next test; the shell, already loaded, sees it through `electronModule`. */
export function resetElectron(): ElectronStandIn {
  standIn = createStandIn()
  return standIn
}

/** What `vi.mock('electron', …)` returns: each member read from the current stand-in. */
export const electronModule = Object.fromEntries(
  Object.keys(standIn.module).map((key) => [key, undefined]),
) as Record<keyof ElectronStandIn['module'], unknown>
for (const key of Object.keys(standIn.module) as (keyof ElectronStandIn['module'])[]) {
  Object.defineProperty(electronModule, key, { get: () => standIn.module[key], enumerable: true })
}
