import {
  type LastCheck,
  type UpdateRestart,
  type UpdateState,
  type UpdateSupport,
} from '@shared/updates'
import { type Logger } from '../log/logger'
import { type Emit } from '../bridge/events'
import { type LastCheckStore } from './last-check-file'
import { type UpdateFeed } from './update-feed-port'

/** The first automatic check waits for the start-up's own work (session, sync) to get going. */
export const FIRST_CHECK_DELAY_MS = 15_000
export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000

/** What a restart now would interrupt: edits waiting in the outbox, exports being written. */
export interface RestartPending {
  outbox: number
  exports: number
}

/** What the desktop shell does for the updater: the dialogs, the windows, the feed. */
export interface UpdateShell {
  support: UpdateSupport
  /** Present when `support` is `supported`. */
  feed: UpdateFeed | null
  /** Asks whether to restart although something would be interrupted; false keeps the app as is. */
  confirmRestart(pending: RestartPending & { version: string }): Promise<boolean>
  /** Closes every window; false when one stayed open (the user kept unsaved changes). */
  closeWindows(): Promise<boolean>
}

/** The browser harness, the command line and the tests: a copy that does not update itself. */
export const NO_UPDATES: UpdateShell = {
  support: 'none',
  feed: null,
  confirmRestart: () => Promise.resolve(false),
  closeWindows: () => Promise.resolve(false),
}

export interface UpdateServiceDeps extends UpdateShell {
  currentVersion: string
  /** The setting «Buscar actualizaciones automáticamente». */
  automatic: () => boolean
  lastCheck: LastCheckStore
  pending: () => RestartPending
  /** Closes the app's services (exports aborted, database closed) before the installer runs. */
  shutDown: () => Promise<void>
  emit: Emit
  log: Logger
  now?: () => number
  firstCheckDelayMs?: number
  intervalMs?: number
}

export type UpdateService = ReturnType<typeof createUpdateService>

/**
 * The updater: checks the feed at start and every few hours while the setting allows it (a
 * failure is one log line, nothing on screen), lets the feed download a newer version in the
 * background, then waits for the user's «Reiniciar para actualizar». It never restarts by itself;
 * before restarting it says what would be interrupted and lets the user stay (ARCH-FLOW-11).
 */
export function createUpdateService(deps: UpdateServiceDeps) {
  const now = deps.now ?? Date.now
  const supported = deps.support === 'supported' && deps.feed !== null
  let state: UpdateState = {
    support: deps.support,
    status: 'idle',
    currentVersion: deps.currentVersion,
    newVersion: null,
    progress: null,
    lastCheck: deps.lastCheck.read(),
  }
  let running: Promise<UpdateState> | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let closed = false
  /** A restart is being asked for or carried out (a second click asks nothing). */
  let restarting = false
  const listeners = new Set<(next: UpdateState) => void>()

  function set(patch: Partial<UpdateState>): void {
    state = { ...state, ...patch }
    for (const listener of listeners) listener(state)
    deps.emit('update.changed', state)
  }

  function record(check: LastCheck): void {
    try {
      deps.lastCheck.write(check)
    } catch (error) {
      deps.log.warn('No se pudo guardar la última comprobación de actualizaciones', error)
    }
    set({ lastCheck: check })
  }

  deps.feed?.onDownload((event) => {
    switch (event.kind) {
      case 'progress':
        if (state.status === 'available' || state.status === 'downloading')
          set({ status: 'downloading', progress: Math.round(event.percent) })
        return
      case 'downloaded':
        deps.log.info(`Actualización ${event.version} descargada: se instalará al reiniciar`)
        set({ status: 'ready', newVersion: event.version, progress: null })
        return
      case 'failed':
        deps.log.warn(`No se pudo descargar la actualización ${state.newVersion ?? ''}`, {
          reason: reasonOf(event.error),
        })
        set({ status: 'error', progress: null })
    }
  })

  async function ask(feed: UpdateFeed): Promise<UpdateState> {
    set({ status: 'checking' })
    try {
      const found = await feed.check()
      record({ at: now(), outcome: found.newer ? 'newer' : 'latest', version: found.version })
      // The download's own events may already have moved past «available».
      if (state.status === 'checking')
        set(
          found.newer
            ? { status: 'available', newVersion: found.version }
            : { status: 'idle', newVersion: null },
        )
    } catch (error) {
      deps.log.warn('No se pudo comprobar si hay actualizaciones', { reason: reasonOf(error) })
      record({ at: now(), outcome: 'failed', version: null })
      set({ status: 'error', progress: null })
    }
    return state
  }

  /** Asks the feed unless there is nothing to ask: not supported, or already found. */
  function check(): Promise<UpdateState> {
    if (!supported || !deps.feed || closed) return Promise.resolve(state)
    if (running) return running
    if (['available', 'downloading', 'ready'].includes(state.status)) return Promise.resolve(state)
    running = ask(deps.feed).finally(() => (running = null))
    return running
  }

  function unschedule(): void {
    if (timer) clearTimeout(timer)
    timer = null
  }

  function schedule(delayMs: number): void {
    unschedule()
    if (!supported || closed || !deps.automatic()) return
    timer = setTimeout(() => {
      timer = null
      void check().then(() => schedule(deps.intervalMs ?? CHECK_INTERVAL_MS))
    }, delayMs)
    // A pending check never keeps Node running (tests, the command line).
    timer.unref?.()
  }

  return {
    state: (): UpdateState => state,
    check,

    /** Schedules the automatic checks (none when unsupported or switched off). */
    start(): void {
      schedule(deps.firstCheckDelayMs ?? FIRST_CHECK_DELAY_MS)
    },

    /** The setting changed: switched on, the checks start again; off, none is made. */
    automaticChanged(): void {
      schedule(deps.firstCheckDelayMs ?? FIRST_CHECK_DELAY_MS)
    },

    async restart(): Promise<UpdateRestart> {
      const { feed } = deps
      const version = state.newVersion
      if (state.status !== 'ready' || !feed || !version || restarting) return { restarting: false }
      restarting = true
      try {
        const pending = deps.pending()
        const interrupts = pending.outbox > 0 || pending.exports > 0
        if (interrupts && !(await deps.confirmRestart({ ...pending, version })))
          return { restarting: false }
        if (!(await deps.closeWindows())) return { restarting: false }
        deps.log.info(`Reinicio para instalar la versión ${version}`)
        await deps.shutDown()
        feed.install()
        return { restarting: true }
      } finally {
        restarting = false
      }
    },

    onChange(listener: (next: UpdateState) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    close(): void {
      closed = true
      unschedule()
    },
  }
}

/** An error's first line: the feed's address or status, never a stack. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.split('\n')[0] ?? ''
}
