import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { ClientQuerySchema } from '@shared/clients'
import { builtOutput } from '../../../../test/support/built-output'
import { DemoServiceState } from '../../../demo-service/state'
import { openClientsReplica } from '../../storage/clients-replica'
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

/** A replica in a file, in WAL, with a first sync's rows loaded and shown, sorted by name only. */
function loaded() {
  const folder = mkdtempSync(join(tmpdir(), 'index-builder-'))
  folders.push(folder)
  const db = new Database(join(folder, 'replica.sqlite'))
  db.pragma('journal_mode = WAL')
  migrate(db)
  const replica = openClientsReplica(db)
  db.transaction(() => replica.writer.dropIndexes())()
  const page = CLIENTS.map((client) => ({ client, json: JSON.stringify(client) }))
  db.transaction(() => replica.writer.load(ACCOUNT, page))()
  db.transaction(() => replica.writer.buildIndexes(['clients_by_name']))()
  replica.writer.showLoaded(ACCOUNT)
  return { db, ...replica }
}

const ids = (r: ReturnType<typeof loaded>, text: string) =>
  r.reader.matchingIds(ACCOUNT, ClientQuerySchema.parse({ text })).sort((a, b) => a - b)

describe('the indexes a first sync leaves, built in a worker thread', () => {
  it('builds the sort indexes on a connection of its own; searches and orders find the same', async () => {
    const r = loaded()
    const words = CLIENTS.slice(0, 20).map((c) => c.business_name.split(' ')[0] ?? '')
    const byProvince = () =>
      r.reader
        .query(
          ACCOUNT,
          ClientQuerySchema.parse({ sort: { field: 'province', direction: 'desc' }, limit: 500 }),
        )
        .rows.map((row) => row.id)
    const before = words.map((word) => ids(r, word))
    const sortedBefore = byProvince()
    expect(r.writer.missingIndexes()).toContain('clients_by_province')
    const builder = createIndexBuilder(script, r.db)
    expect(await builder?.build()).toBe('done')
    expect(r.writer.missingIndexes()).toEqual([])
    expect(words.map((word) => ids(r, word))).toEqual(before)
    expect(byProvince()).toEqual(sortedBefore)
    expect(before.every((found) => found.length > 0)).toBe(true)
    r.db.close()
  })

  it('stops when asked, and builds nothing here without a script or for a database in memory', async () => {
    const r = loaded()
    const builder = createIndexBuilder(script, r.db)
    const build = builder?.build()
    await builder?.stop()
    expect(await build).toBe('stopped')
    expect(createIndexBuilder(undefined, r.db)).toBeUndefined()
    expect(createIndexBuilder(script, new Database(':memory:'))).toBeUndefined()
    r.db.close()
  })
})
