import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { DATABASE_FILE, openDatabase } from '../../src/main/cache/database'
import { migrate, MIGRATIONS, schemaVersion } from '../../src/main/cache/migrations'
import { OutboxStore } from '../../src/main/cache/outbox-store'
import { createLogger, Redactor } from '../../src/main/log/logger'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })
const fresh = () => join(mkdtempSync(join(tmpdir(), 'gd-db-')), DATABASE_FILE)
const tables = (db: Database.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string
    }[]
  ).map((t) => t.name)

describe('migrations', () => {
  it('build an empty database up to the current version, in WAL mode', () => {
    const { db, recoveredFrom } = openDatabase(fresh(), log)
    expect(recoveredFrom).toBeNull()
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    expect(tables(db)).toEqual(
      expect.arrayContaining(['cache', 'clients', 'client_tags', 'outbox']),
    )
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    db.close()
  })

  it('bring an older database forward and keep its data', () => {
    const file = fresh()
    const old = new Database(file)
    migrate(old, MIGRATIONS.slice(0, 1))
    new OutboxStore(old).add('acc', 7, { notes: 'hola' }, { notes: null })
    old.close()
    const upgrade = [
      ...MIGRATIONS,
      (db: Database.Database) => db.exec('ALTER TABLE outbox ADD COLUMN origin TEXT'),
    ]
    const db = new Database(file)
    expect(migrate(db, upgrade)).toBe(upgrade.length)
    expect(new OutboxStore(db).open('acc')).toMatchObject([
      { clientId: 7, patch: { notes: 'hola' } },
    ])
    db.close()
  })

  it('run each migration in one transaction: a failing one leaves the version and the schema as they were', () => {
    const db = new Database(fresh())
    migrate(db)
    const broken = [
      ...MIGRATIONS,
      (d: Database.Database) => {
        d.exec('CREATE TABLE half_done (x INTEGER)')
        throw new Error('fallo a mitad')
      },
    ]
    expect(() => migrate(db, broken)).toThrow('fallo a mitad')
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    expect(tables(db)).not.toContain('half_done')
    db.close()
  })

  it('are not run twice', () => {
    const db = new Database(fresh())
    migrate(db)
    expect(() => migrate(db)).not.toThrow()
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    db.close()
  })
})

describe('a corrupt database at start-up', () => {
  it('that is not a database is moved aside, and a fresh one is started', () => {
    const file = fresh()
    writeFileSync(file, 'esto no es una base de datos SQLite, solo texto '.repeat(200))
    const { db, recoveredFrom } = openDatabase(file, log)
    expect(recoveredFrom).toMatch(/\.corrupt-\d+$/)
    expect(existsSync(recoveredFrom ?? '')).toBe(true)
    expect(readFileSync(recoveredFrom ?? '', 'utf8')).toContain('no es una base de datos')
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    new OutboxStore(db).add('acc', 1, { notes: 'x' }, {})
    db.close()
  })

  it('with damaged pages is moved aside too', () => {
    const file = fresh()
    const { db } = openDatabase(file, log)
    const outbox = new OutboxStore(db)
    for (let i = 0; i < 500; i++) outbox.add('acc', i, { notes: 'n'.repeat(200) }, {})
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.close()
    const bytes = readFileSync(file)
    bytes.fill(0xa5, 4096, 4096 * 6) // scribble over the b-tree pages after the header page
    writeFileSync(file, bytes)
    const reopened = openDatabase(file, log)
    expect(reopened.recoveredFrom).not.toBeNull()
    expect(new OutboxStore(reopened.db).open('acc')).toEqual([])
    reopened.db.close()
  })

  it('from a newer version of the app is kept aside rather than misread', () => {
    const file = fresh()
    const newer = new Database(file)
    newer.pragma(`user_version = ${MIGRATIONS.length + 5}`)
    newer.close()
    const { db, recoveredFrom } = openDatabase(file, log)
    expect(recoveredFrom).not.toBeNull()
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    db.close()
  })
})
