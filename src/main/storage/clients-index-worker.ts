import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { ClientIndexes } from './clients-indexes'

/**
 * What the thread is given: the database file, and its job. `text`: the rows a first sync marks
 * as it loads them, put in the text indexes as they come (main says `more` after each write, and
 * `finish` after the last); `sort`: the sort indexes the sync left, then the checkpoint.
 */
export interface IndexJob {
  file: string
  job: 'text' | 'sort'
}
export type IndexMessage = 'more' | 'finish'

/** How long a write waits for main's (better-sqlite3's default). */
const BUSY_TIMEOUT_MS = 5000
/** Rows put in the text indexes per transaction: a write of main's waits for one at most. */
const TEXT_ROWS_PER_STEP = 500
/**
 * A pause between two of those: the lock is not handed over in turn, and a write of main's that
 * found it taken retries after 1, 2, 5, 10… ms (SQLite's busy handler); back-to-back steps would
 * keep it out, its waits growing.
 */
const TEXT_STEP_GAP_MS = 5

/**
 * The worker thread that builds a first sync's indexes (built as out/main/clients-index-worker.js;
 * see services/clients/index-builder.ts) on a connection of its own: main's connection reads
 * meanwhile (WAL), and a write of main's waits for one step at most. The checkpoint is PASSIVE:
 * it waits for no reader, and no reader waits for it.
 */
const { file, job } = workerData as IndexJob
const db = new Database(file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
db.pragma('cache_size = -32000')
db.pragma('temp_store = MEMORY')
const indexes = new ClientIndexes(db)

async function indexText(): Promise<void> {
  // The sync's writes stay in the WAL until its indexes are built (see BulkWrites).
  db.pragma('wal_autocheckpoint = 0')
  let finishing = false
  let wake: (() => void) | null = null
  parentPort?.on('message', (message: IndexMessage) => {
    if (message === 'finish') finishing = true
    wake?.()
  })
  for (;;) {
    if (indexes.indexMarked(TEXT_ROWS_PER_STEP) > 0) {
      await new Promise((resolve) => setTimeout(resolve, TEXT_STEP_GAP_MS))
    } else if (finishing) {
      return
    } else {
      await new Promise<void>((resolve) => (wake = resolve))
      wake = null
    }
  }
}

/** The sort job's niceness: main (searches, windows) and the renderer come first. */
const SORT_NICENESS = 10

/**
 * Lowers this thread's priority, where the system lets one thread have its own (Linux: a thread
 * is named by its id, read from /proc/thread-self); elsewhere it stays as it is.
 */
function yieldToMain(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1))
    if (Number.isSafeInteger(tid) && tid > 0) setPriority(tid, SORT_NICENESS)
  } catch {
    // No such file, or not allowed: the build only takes the CPU as main does.
  }
}

function buildSortIndexes(): void {
  // After the sync: the list is on screen, and a search must not wait for a core.
  yieldToMain()
  for (const name of indexes.missingIndexes()) indexes.buildIndexes([name])
  db.pragma('wal_checkpoint(PASSIVE)')
}

void (async () => {
  if (job === 'text') await indexText()
  else buildSortIndexes()
  db.close()
  parentPort?.postMessage('done')
})()
