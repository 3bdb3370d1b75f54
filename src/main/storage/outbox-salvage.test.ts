import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate, MIGRATIONS } from './migrations'
import { readOutboxRows, restoreOutbox } from './outbox-salvage'
import { OutboxStore } from './outbox-table'

const migrated = (count = MIGRATIONS.length) => {
  const db = new Database(':memory:')
  migrate(db, MIGRATIONS.slice(0, count))
  return db
}

describe('salvaging the outbox', () => {
  it('keeps a case file’s change a case file’s change, a client’s edit a client’s, a client added offline one', () => {
    const damaged = migrated()
    const store = new OutboxStore(damaged)
    store.add('demo#1', 7, { notes: 'hola' }, { notes: null })
    store.addCase('demo#1', 4001, 7, { case_archived: true }, { case_archived: false })
    store.addCreate('demo#1', -1, { nif: '12345678Z' })
    const { rows, complete } = readOutboxRows(damaged)
    expect(complete).toBe(true)

    const fresh = migrated()
    restoreOutbox(fresh, rows)
    expect(new OutboxStore(fresh).open('demo#1')).toMatchObject([
      { kind: 'client', caseId: null, clientId: 7, patch: { notes: 'hola' } },
      { kind: 'case', caseId: 4001, clientId: 7, patch: { case_archived: true } },
      { kind: 'create', caseId: null, clientId: -1, patch: { nif: '12345678Z' } },
    ])
  })

  it('reads a file from before case files, and writes into one', () => {
    const old = migrated(5)
    new OutboxStore(old).add('demo#1', 7, { notes: 'hola' }, { notes: null })
    const { rows } = readOutboxRows(old)
    const older = migrated(5)
    restoreOutbox(older, rows)
    expect(older.prepare('SELECT client_id, patch FROM outbox').all()).toEqual([
      { client_id: 7, patch: JSON.stringify({ notes: 'hola' }) },
    ])
    const fresh = migrated()
    restoreOutbox(fresh, rows)
    expect(new OutboxStore(fresh).open('demo#1')).toMatchObject([{ kind: 'client', caseId: null }])
  })
})
