import { type SyncProgress, type SyncResult } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { appError, AppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { walkPages } from '../../api/page-walker'
import { type CacheStore } from '../../storage/answer-cache'
import { type LoadRow } from '../../base/client-row'
import { type ClientsReader } from '../../storage/clients/clients-reader'
import { type ClientsWriter } from '../../storage/clients/clients-writer'
import { type BulkWrites } from '../../storage/database'
import { type IndexBuilder } from './index-builder'
import { type OutboxStore } from '../../storage/outbox-table'
import { type Logger } from '../../log/logger'
import { type Emit } from '../../bridge/events'

export const SYNC_PAGE_SIZE = 200
/** A first sync writes its pages about this many rows at a time. */
const ROWS_PER_WRITE = 1000
export const SYNCED_AT_KEY = 'clients.syncedAt'
/** When single clients were brought from the service after the last full sync: { [id]: epoch ms }. */
export const FETCHED_AT_KEY = 'clients.fetchedAt'
/** The index of the list's default order (by name). */
const DEFAULT_ORDER_INDEX = 'clients_by_name'
/**
 * Below this many rows the sort indexes take a millisecond or two on this thread, in turns of the
 * event loop; a thread would only add its start (a quarter of a second, before the case files'
 * sync may write).
 */
const BUILD_HERE_BELOW = 1000

export interface ClientsSyncDeps {
  api: ApiClient
  clientsReader: ClientsReader
  clientsWriter: ClientsWriter
  outbox: OutboxStore
  cache: CacheStore
  transaction: <T>(fn: () => T) => T
  /** How a first sync writes its pages (see BulkWrites); plain transactions without it. */
  bulk?: BulkWrites
  /** Builds what a first sync leaves to build off this thread; here, a part at a time, without. */
  indexBuilder?: IndexBuilder | undefined
  account: () => string | null
  emit: Emit
  log: Logger
  /** Pages fetched at once, at most PAGE_CONCURRENCY (benchmarks compare with 1). */
  syncConcurrency?: number
  /** Stores a server copy with the account's open edits laid over it (see clients service). */
  refresh: (account: string, server: ClientData, serverJson?: string, edited?: boolean) => void
}

function syncCancelled(): AppFailure {
  return new AppFailure(appError('error.cancelled.sync_cancelled', {}))
}

function signedOutMeanwhile(): AppFailure {
  return new AppFailure(appError('error.cancelled.account_changed', {}))
}

/**
 * The full sync of the replica: every page at page_size 200, PAGE_CONCURRENCY at a time, each page
 * handled while the next ones are on their way (nothing holds the whole list in memory).
 *
 * - Into an empty replica (the first sync) each page is written as it comes, with its text indexes
 *   but without the sort indexes; a sync that is cancelled or fails empties the replica again. The
 *   list shows the rows once the sync ends, found through the text indexes, in the index of its
 *   default order; the other orders' indexes are built after it.
 * - Otherwise each page is compared with the stored copies, and only what changed is kept, to be
 *   written with the removals in one transaction at the end: a cancelled or failed sync leaves the
 *   replica exactly as it was, and a sync that finds nothing new writes nothing but its date.
 */
export function createClientsSync(deps: ClientsSyncDeps) {
  const {
    api,
    clientsReader: reader,
    clientsWriter: writer,
    outbox,
    cache,
    emit,
    log,
    refresh,
  } = deps
  const bulk: BulkWrites = deps.bulk ?? {
    transaction: deps.transaction,
    holdCheckpoints: () => undefined,
    checkpoint: () => undefined,
  }
  let running: Promise<SyncResult> | null = null
  let syncAbort: AbortController | null = null
  let building: ReturnType<typeof setTimeout> | null = null
  /** The build under way off this thread (see buildIndexesLater). */
  let offThread: Promise<void> | null = null
  /** Set by `cancel` (sign-out, quit): nothing more is built until the next sync. */
  let halted = false
  /** A first sync's writes are in the WAL only, to be checkpointed once its indexes are built. */
  let held = false

  function checkpoint(): void {
    if (!held) return
    held = false
    bulk.checkpoint()
  }

  /**
   * The sort indexes a first sync left for after it (all but the default order's), then the
   * checkpoint of its writes. Until built, those orders are sorted without. A sync that starts
   * meanwhile pauses this until it ends. Off this thread where `deps.indexBuilder` is and the
   * replica is large (each index takes tens of milliseconds, the checkpoint hundreds: a search
   * waiting behind them would miss 50 ms); otherwise here, an index per turn of the event loop.
   */
  function buildIndexesLater(): void {
    if (building || offThread || halted) return
    if (writer.missingIndexes().length === 0) return checkpoint()
    const builder = deps.indexBuilder
    if (!builder || writer.fewerRowsThan(BUILD_HERE_BELOW)) return buildHere()
    offThread = builder.build().then((end) => {
      offThread = null
      if (end === 'done') checkpoint()
      else if (end === 'failed') buildHere()
    })
  }

  /** Stops the build off this thread (a sync is starting); resolves once it has stopped. */
  async function pauseOffThread(): Promise<void> {
    await deps.indexBuilder?.stop()
    await offThread
  }

  /** The same, on this connection, an index per turn of the event loop. */
  function buildHere(): void {
    if (building || halted) return
    const next = () => {
      building = null
      if (running || halted) return
      const [name] = writer.missingIndexes()
      if (!name) return checkpoint()
      writer.buildIndexes([name])
      building = setTimeout(next, 0)
    }
    building = setTimeout(next, 0)
  }

  /** How far the sync under way has come (sent as `clients.syncProgress`, paced by the bridge). */
  let progress: SyncProgress | null = null

  async function run(account: string, signal: AbortSignal): Promise<SyncResult> {
    const first = reader.count(account) === 0
    const report = (next: SyncProgress) => {
      progress = next
      emit('clients.syncProgress', next)
    }
    const seen = new Set<number>()
    const changed: { client: ClientData; json: string }[] = []
    let added = 0
    let updated = 0
    let loaded: LoadRow[] = []
    /**
     * A first sync's rows, then their text indexes (see ClientIndexes.indexMarked), each in a
     * transaction of its own with a turn of the event loop between: the pages' requests go out
     * meanwhile. Rows whose indexing is lost stay marked, and are indexed when the replica opens.
     */
    const write = async () => {
      const rows = loaded
      loaded = []
      if (rows.length === 0) return
      bulk.transaction(() => writer.loadRows(account, rows))
      await new Promise((resolve) => setImmediate(resolve))
      bulk.transaction(() => writer.indexLoaded())
    }
    if (first) {
      held = true
      bulk.holdCheckpoints()
      // As the pages' writes: a drop lost to a power cut is lost with every write after it (the
      // WAL keeps their order), and without a wait for the disk before page 1 is asked for.
      bulk.transaction(() => writer.dropIndexes())
    }
    try {
      const pages = walkPages(api.syncClients(SYNC_PAGE_SIZE), {
        signal,
        ...(deps.syncConcurrency ? { concurrency: deps.syncConcurrency } : {}),
        onProgress: report,
      })
      for await (const page of pages) {
        // Signed out (or erased) while the pages came: nothing of that account is written back.
        if (deps.account() !== account) throw signedOutMeanwhile()
        if (first) {
          for (const client of page) seen.add(client.id)
          added += page.length
          loaded.push(...page)
          // A few pages to a transaction: each commit writes the tails of the tables again.
          if (loaded.length >= ROWS_PER_WRITE) await write()
          continue
        }
        for (const { id } of page) seen.add(id)
        for (const { json, stored } of writer.changedOf(account, page)) {
          if (stored) updated++
          else added++
          // The text of a client the page's schema has read (see decodeClientPage).
          changed.push({ client: JSON.parse(json) as ClientData, json })
        }
      }
      if (signal.aborted) throw syncCancelled()
      if (deps.account() !== account) throw signedOutMeanwhile()
      await write()
    } catch (error) {
      if (first) {
        deps.transaction(() => {
          writer.clear(account)
          writer.buildIndexes()
        })
        checkpoint()
      }
      // No sync runs any more: a progress of 0 of 0 lets the screen drop its progress bar.
      progress = null
      emit('clients.syncProgress', { done: 0, total: 0 })
      throw signal.aborted ? syncCancelled() : error
    }
    const at = Date.now()
    // A first sync's end may be lost with the rest of it (see BulkWrites): the next sync mends it.
    const transaction = <T>(fn: () => T): T => (first ? bulk.transaction(fn) : deps.transaction(fn))
    return transaction(() => {
      // The list opens in name order: that index now, the others just after (buildIndexesLater).
      if (first) {
        writer.buildIndexes([DEFAULT_ORDER_INDEX])
        writer.showLoaded(account)
      }
      const edited = outbox.clientsWithOpenEntries(account)
      for (const { client, json } of changed) refresh(account, client, json, edited.has(client.id))
      let removed = 0
      for (const id of reader.ids(account)) {
        // A client added offline (an id below 0) waits for its outbox entry, not for the service.
        if (!seen.has(id) && id > 0) {
          writer.remove(account, id)
          removed++
        }
      }
      // What is shown of a client with edits waiting is its copy with them laid over.
      for (const id of edited) {
        const server = seen.has(id) ? reader.get(account, id) : null
        if (server) refresh(account, server, undefined, true)
      }
      cache.set(account, SYNCED_AT_KEY, at)
      // Every copy is as new as this sync now.
      cache.delete(account, FETCHED_AT_KEY)
      return { count: seen.size, added, updated, removed, syncedAt: at }
    })
  }

  return {
    sync(account: string): Promise<SyncResult> {
      halted = false
      running ??= (async () => {
        const controller = new AbortController()
        syncAbort = controller
        if (offThread) await pauseOffThread()
        const result = await run(account, controller.signal)
        emit('clients.synced', result)
        log.info(
          `Clientes sincronizados: ${result.count} (+${result.added} ~${result.updated} -${result.removed})`,
        )
        return result
      })().finally(() => {
        running = null
        syncAbort = null
        progress = null
        // Whatever its end, what is left to build (this sync's, or one paused for it) is built.
        buildIndexesLater()
      })
      return running
    },

    /**
     * Stops a running sync (the user's «Cancelar», sign-out, quit), and the indexes it left to
     * build (the next sync, or the next start, builds them).
     */
    cancel(): { cancelled: boolean } {
      halted = true
      if (building) clearTimeout(building)
      building = null
      void deps.indexBuilder?.stop()
      checkpoint()
      const controller = syncAbort
      controller?.abort()
      return { cancelled: controller !== null }
    },

    /** How far the sync under way has come; null when none runs (a screen opened meanwhile asks). */
    progress(): SyncProgress | null {
      return running ? progress : null
    },

    /**
     * Resolves once the indexes a first sync left are built off this thread (at once when none
     * are): a write of this thread meanwhile would wait for the one being built, and block.
     */
    built(): Promise<void> {
      return offThread ?? Promise.resolve()
    },

    /** Resolves once a sync under way (if any) has ended, however it ended. */
    idle(): Promise<void> {
      return running
        ? running.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve()
    },
  }
}
