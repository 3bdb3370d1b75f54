import { dirname, resolve } from 'node:path'
import { type FSWatcher, watch } from 'chokidar'
import { type Logger } from '../../log/logger'

const codeOf = (error: unknown) =>
  (error as { code?: unknown } | null)?.code ?? (error instanceof Error ? error.name : 'unknown')

export interface WatchedFolder {
  caseId: number
  folder: string
}

/**
 * How long a folder must be still before it is read: a rename comes as a removal and an addition,
 * which must be seen together to keep the documents that were the file.
 */
const QUIET_MS = 300

/**
 * Watches the folders of the signed-in account's case files while the app runs (chokidar): any
 * file added, changed, renamed or removed there has its case file's folder reconciled once the
 * folder is still, one case file at a time (a change during a reconcile runs it again after).
 * `follow` starts again for the account now signed in, reconciling every folder first: what
 * changed while the app was closed is seen then.
 */
export function createFolderWatch(deps: {
  folders: (account: string) => WatchedFolder[]
  reconcile: (account: string, caseId: number) => Promise<boolean>
  log: Logger
}) {
  let watcher: FSWatcher | null = null
  let account: string | null = null
  let byFolder = new Map<string, number[]>()
  const running = new Map<number, Promise<void>>()
  const again = new Set<number>()
  const quiet = new Map<number, { timer: ReturnType<typeof setTimeout>; done: () => void }>()
  const waits = new Set<Promise<void>>()

  /** Reconciles a case file's folder once no event came for QUIET_MS. */
  function later(caseId: number): void {
    const held = quiet.get(caseId)
    if (held) clearTimeout(held.timer)
    const done =
      held?.done ??
      (() => {
        let resolve = () => undefined as void
        const wait = new Promise<void>((r) => (resolve = r))
        waits.add(wait)
        void wait.then(() => waits.delete(wait))
        return resolve
      })()
    const timer = setTimeout(() => {
      quiet.delete(caseId)
      schedule(caseId)
      done()
    }, QUIET_MS)
    quiet.set(caseId, { timer, done })
  }

  function schedule(caseId: number): void {
    const owner = account
    if (owner === null) return
    if (running.has(caseId)) {
      again.add(caseId)
      return
    }
    const run = deps
      .reconcile(owner, caseId)
      .then(
        () => undefined,
        // The folder's path may name a client: the log says only why.
        (error: unknown) =>
          deps.log.warn('No se pudo leer la carpeta de un expediente', { code: codeOf(error) }),
      )
      .finally(() => {
        running.delete(caseId)
        if (again.delete(caseId)) schedule(caseId)
      })
    running.set(caseId, run)
  }

  function onEvent(path: string): void {
    const inside = byFolder.get(dirname(resolve(path))) ?? byFolder.get(resolve(path)) ?? []
    for (const caseId of inside) later(caseId)
  }

  /** Stops watching; a folder that changed and was waiting to be still is read now. */
  async function stop(): Promise<void> {
    const closing = watcher
    watcher = null
    byFolder = new Map()
    for (const [caseId, held] of quiet) {
      clearTimeout(held.timer)
      quiet.delete(caseId)
      schedule(caseId)
      held.done()
    }
    await closing?.close()
  }

  return {
    /** Watches `next`'s folders (none when signed out), reconciling each; resolves once watching. */
    async follow(next: string | null): Promise<void> {
      await stop()
      await this.idle()
      account = next
      if (next === null) return
      const folders = deps.folders(next)
      byFolder = new Map()
      for (const { caseId, folder } of folders) {
        const key = resolve(folder)
        byFolder.set(key, [...(byFolder.get(key) ?? []), caseId])
        schedule(caseId)
      }
      if (byFolder.size === 0) return
      const started = watch([...byFolder.keys()], { ignoreInitial: true, depth: 0 })
      started.on('all', (_event, path) => onEvent(path))
      started.on('error', (error) =>
        deps.log.warn('Vigilancia de carpetas de expedientes', { code: codeOf(error) }),
      )
      watcher = started
      // Until its first look ends, a new file would be taken for one that was there.
      await new Promise<void>((ready) => started.once('ready', () => ready()))
    },

    /** A case file's folder was chosen or changed: watched from now on. */
    async refresh(): Promise<void> {
      if (account !== null) await this.follow(account)
    },

    /** Resolves when no reconcile runs or waits for its folder to be still. */
    async idle(): Promise<void> {
      while (running.size > 0 || waits.size > 0) await Promise.all([...running.values(), ...waits])
    },

    async close(): Promise<void> {
      await stop()
      await this.idle()
      account = null
    },
  }
}
