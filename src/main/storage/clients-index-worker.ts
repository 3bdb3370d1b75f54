import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { ClientIndexes } from './clients-indexes'

/** What the thread is given: the database file whose first sync ended. */
export interface IndexJob {
  file: string
}

/** How long a write waits for main's (better-sqlite3's default). */
const BUSY_TIMEOUT_MS = 5000
/** The build's niceness: main (searches, windows) and the renderer come first. */
const NICENESS = 10

/**
 * The worker thread that builds what a first sync left to build (built as
 * out/main/clients-index-worker.js; see services/clients/index-builder.ts) on a connection of its
 * own: the sort indexes one by one, then the checkpoint of the sync's writes (PASSIVE: it waits
 * for no reader, and no reader waits for it). Main's connection reads meanwhile (WAL); a write of
 * main's waits for one index at most.
 */
const { file } = workerData as IndexJob
const db = new Database(file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
db.pragma('cache_size = -32000')
// The sync's writes are checkpointed once, after the indexes: on its own, this connection's first
// commit would copy them all (hundreds of milliseconds) before the first index.
db.pragma('wal_autocheckpoint = 0')
db.pragma('temp_store = MEMORY')
const indexes = new ClientIndexes(db)

/**
 * Lowers this thread's priority, where the system lets one thread have its own (Linux: a thread
 * is named by its id, read from /proc/thread-self); elsewhere it stays as it is.
 */
function yieldToMain(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1))
    if (Number.isSafeInteger(tid) && tid > 0) setPriority(tid, NICENESS)
  } catch {
    // No such file, or not allowed: the build only takes the CPU as main does.
  }
}

// The list is on screen: a search must not wait for a core.
yieldToMain()
for (const name of indexes.missingIndexes()) indexes.buildIndexes([name])
db.pragma('wal_checkpoint(PASSIVE)')
db.close()
parentPort?.postMessage('done')
