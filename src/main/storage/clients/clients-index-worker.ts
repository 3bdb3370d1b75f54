import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { ClientIndexes } from './clients-indexes'

/** What the thread is given: the database file whose first sync ended, and the user's pace. */
export interface IndexJob {
  file: string
  /** Slot 0: when main last answered the user's list, as `Date.now()` (IndexBuilder.busy). */
  activity: BigInt64Array
  /** How long the user must leave the list alone before the next step starts. */
  quietMs: number
}

/** What the thread tells main: it waits for the user to pause, or it has built everything. */
export type IndexWorkerMessage = 'waiting' | 'done'

/** How long a write waits for main's (better-sqlite3's default). */
const BUSY_TIMEOUT_MS = 5000
/**
 * The build's niceness, the lowest: main (searches, windows) and the renderer come first. Any
 * higher and, on a 2-core machine, the build takes a core from the first keys of a search typed as
 * the list appears (a frame lost per key). Free cores build at full speed; on a machine kept busy
 * an index, and a write of main's waiting on it, takes longer.
 */
const NICENESS = 19

/**
 * The worker thread that builds what a first sync left to build (built as
 * out/main/clients-index-worker.js; see services/clients/index-builder.ts) on a connection of its
 * own: the sort indexes one by one, then the checkpoint of the sync's writes (PASSIVE: it waits
 * for no reader, and no reader waits for it). Each step starts once the user has left the list
 * alone for `quietMs`: the keys of a search never share the machine with it, but the first one
 * that comes during a step. Main's connection reads meanwhile (WAL); a write of main's waits for
 * one index at most.
 */
const job = workerData as IndexJob
const db = new Database(job.file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
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

/** Sleeps until the user has left the list alone for `quietMs` (at once if they have). */
function afterUserPause(): void {
  let told = false
  for (;;) {
    const last = Atomics.load(job.activity, 0)
    const quiet = Date.now() - Number(last)
    if (quiet >= job.quietMs) return
    if (!told) parentPort?.postMessage('waiting' satisfies IndexWorkerMessage)
    told = true
    // Wakes at the end of the quiet it waits for, then looks again: the user may have come back.
    Atomics.wait(job.activity, 0, last, job.quietMs - quiet)
  }
}

yieldToMain()
for (const name of indexes.missingIndexes()) {
  afterUserPause()
  indexes.buildIndexes([name])
}
afterUserPause()
db.pragma('wal_checkpoint(PASSIVE)')
db.close()
parentPort?.postMessage('done' satisfies IndexWorkerMessage)
