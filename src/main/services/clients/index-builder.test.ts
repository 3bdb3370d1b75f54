import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { ClientQuerySchema } from '@shared/clients/clients'
import { builtOutput } from '../../../../test/support/built-output'
import { DemoServiceState } from '../../../demo-service/state'
import { openClientsReplica } from '../../storage/clients/clients-replica'
import { migrate } from '../../storage/migrations'
import { createIndexBuilder } from './index-builder'

const ACCOUNT = 'demo#1'
const CLIENTS = new DemoServiceState({ clients: 600, concessions: 0, today: '2026-05-14' }).clients
  .sorted({ field: 'id', descending: false })
  .map((r) => r.client)
// The worker runs as the app runs it: the built file (Node cannot run the TypeScript source).
const script = builtOutput('out/main/clients-index-worker.js')

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A replica in a file, in WAL, whose indexes a first sync dropped. */
function replicaFile() {
  const folder = mkdtempSync(join(tmpdir(), 'index-builder-'))
  folders.push(folder)
  const db = new Database(join(folder, 'replica.sqlite'))
  db.pragma('journal_mode = WAL')
  migrate(db)
  const replica = openClientsReplica(db)
  db.transaction(() => replica.writer.dropIndexes())()
  return { db, ...replica }
}
type Replica = ReturnType<typeof replicaFile>

/** The rows as a first sync writes them, with their text indexes. */
const load = (r: Replica, clients: typeof CLIENTS) => {
  const page = clients.map((client) => ({ client, json: JSON.stringify(client) }))
  r.db.transaction(() => {
    r.writer.load(ACCOUNT, page)
    r.writer.indexLoaded()
  })()
}

/** The end of the sync: its rows show, in the default order's index. */
function shown(r: Replica): Replica {
  r.db.transaction(() => r.writer.buildIndexes(['clients_by_name']))()
  r.writer.showLoaded(ACCOUNT)
  return r
}

/** The same clients written one by one, every index kept as they go. */
const byPut = new Database(':memory:')
migrate(byPut)
const reference = openClientsReplica(byPut)
byPut.transaction(() => CLIENTS.forEach((c) => reference.writer.put(ACCOUNT, c, c)))()

const WORDS = CLIENTS.slice(0, 20).map((c) => c.business_name.split(' ')[0] ?? '')
const ids = (r: Pick<Replica, 'reader'>, text: string) =>
  r.reader.matchingIds(ACCOUNT, ClientQuerySchema.parse({ text })).sort((a, b) => a - b)
const byProvince = (r: Pick<Replica, 'reader'>) =>
  r.reader
    .query(
      ACCOUNT,
      ClientQuerySchema.parse({ sort: { field: 'province', direction: 'desc' }, limit: 500 }),
    )
    .rows.map((row) => row.id)

describe('the sort indexes a first sync leaves, built in a worker thread', () => {
  it('are built on a connection of its own; searches and orders find the same', async () => {
    const r = replicaFile()
    load(r, CLIENTS)
    shown(r)
    const before = WORDS.map((word) => ids(r, word))
    const sortedBefore = byProvince(r)
    expect(r.writer.missingIndexes()).toContain('clients_by_province')
    const builder = createIndexBuilder(script, r.db)
    expect(await builder?.build()).toBe('done')
    expect(r.writer.missingIndexes()).toEqual([])
    expect(WORDS.map((word) => ids(r, word))).toEqual(before)
    expect(before).toEqual(WORDS.map((word) => ids(reference, word)))
    expect(byProvince(r)).toEqual(sortedBefore)
    expect(sortedBefore).toEqual(byProvince(reference))
    r.db.close()
  })

  it('stops when asked, and builds nothing here without a script or for a database in memory', async () => {
    const r = replicaFile()
    load(r, CLIENTS)
    shown(r)
    const builder = createIndexBuilder(script, r.db)
    const build = builder?.build()
    await builder?.stop()
    expect(await build).toBe('stopped')
    // What it did not build is built here.
    r.db.transaction(() => r.writer.buildIndexes())()
    expect(byProvince(r)).toEqual(byProvince(reference))
    expect(createIndexBuilder(undefined, r.db)).toBeUndefined()
    expect(createIndexBuilder(script, new Database(':memory:'))).toBeUndefined()
    r.db.close()
  })

  it('waits while the user works with the list, and stops when asked meanwhile', async () => {
    const r = replicaFile()
    load(r, CLIENTS)
    shown(r)
    const missing = r.writer.missingIndexes()
    let waiting: () => void = () => {}
    const waited = new Promise<void>((resolve) => (waiting = resolve))
    // A pause the test never reaches: the thread waits until it is stopped.
    const builder = createIndexBuilder(script, r.db, { quietMs: 600_000, onWaiting: waiting })
    builder?.busy()
    const build = builder?.build()
    await waited
    expect(r.writer.missingIndexes()).toEqual(missing)
    expect(ids(r, WORDS[0] ?? '')).toEqual(ids(reference, WORDS[0] ?? ''))
    await builder?.stop()
    expect(await build).toBe('stopped')
    r.db.close()
  })

  it('builds once the user pauses', async () => {
    const r = replicaFile()
    load(r, CLIENTS)
    shown(r)
    let waited = false
    const builder = createIndexBuilder(script, r.db, {
      quietMs: 100,
      onWaiting: () => (waited = true),
    })
    const build = builder?.build()
    // The user works with the list until the thread waits for them, then leaves it.
    while (!waited) {
      builder?.busy()
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(await build).toBe('done')
    expect(r.writer.missingIndexes()).toEqual([])
    expect(byProvince(r)).toEqual(byProvince(reference))
    r.db.close()
  })
})
