import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { ClientIndexes } from './clients-indexes'

/** What the thread is given: the database file and the account whose first sync ended. */
export interface IndexJob {
  file: string
  account: string
}

/** Rows put in the text indexes per transaction: a write of main's waits for one at most. */
const INDEX_ROWS_PER_STEP = 5000
/** How long a write waits for main's (better-sqlite3's default). */
const BUSY_TIMEOUT_MS = 5000

/**
 * The worker thread that builds what a first sync left to build (built as
 * out/main/clients-index-worker.js; see services/clients/index-builder.ts), on a connection of its own: main's
 * connection reads meanwhile (WAL), and its writes wait for one step at most.
 */
const { file, account } = workerData as IndexJob
const db = new Database(file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
db.pragma('cache_size = -32000')
db.pragma('temp_store = MEMORY')
const indexes = new ClientIndexes(db, new Set())
// No sync of the account runs meanwhile (it stops this thread first): no row of it is loading.
while (indexes.indexLoaded(INDEX_ROWS_PER_STEP, account) > 0);
for (const name of indexes.missingIndexes()) indexes.buildIndexes([name])
db.pragma('wal_checkpoint(PASSIVE)')
db.close()
parentPort?.postMessage('done')
