import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { CacheStore } from '../../../src/main/storage/answer-cache'
import { ClientQuerySchema } from '../../../src/shared/clients/clients'
import { type ClientData } from '../../../src/shared/wire/client'
import { openClientsReplica } from '../../../src/main/storage/clients/clients-replica'
import { DATABASE_FILE, openDatabase } from '../../../src/main/storage/database'
import { migrate, MIGRATIONS, schemaVersion } from '../../../src/main/storage/migrations'
import { OutboxStore } from '../../../src/main/storage/outbox-table'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { makeClient } from '../../fixtures/client'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })
const fresh = () => join(mkdtempSync(join(tmpdir(), 'gd-db-')), DATABASE_FILE)
const ACCOUNT = 'demo#7'
const tables = (db: Database.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string
    }[]
  ).map((t) => t.name)

/** A database of the current version holding one client and one edit waiting for the service. */
function withPendingEdit(file = fresh()): string {
  const { db } = openDatabase(file, log)
  openClientsReplica(db).writer.put(ACCOUNT, makeClient(7), makeClient(7))
  new OutboxStore(db).add(ACCOUNT, 7, { notes: 'cambio sin enviar' }, { notes: null })
  db.close()
  return file
}

const pendingOf = (db: Database.Database) =>
  new OutboxStore(db)
    .open(ACCOUNT)
    .map(({ clientId, patch, status }) => ({ clientId, patch, status }))
const PENDING = [{ clientId: 7, patch: { notes: 'cambio sin enviar' }, status: 'pending' }]

/** Opens a file as it is, with nothing of the app's logic, to see what it really holds. */
function rawPending(file: string) {
  const db = new Database(file, { readonly: true })
  try {
    return pendingOf(db)
  } finally {
    db.close()
  }
}

const asideFiles = (file: string) =>
  readdirSync(dirname(file)).filter((name) => name.includes('.corrupt-'))

describe('migrations', () => {
  it('build an empty database up to the current version, in WAL mode', () => {
    const { db, mode, notice } = openDatabase(fresh(), log)
    expect({ mode, notice }).toEqual({ mode: 'writable', notice: null })
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    expect(tables(db)).toEqual(
      expect.arrayContaining([
        'cache',
        'clients',
        'client_copies',
        'clients_fts',
        'clients_tags',
        'outbox',
      ]),
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
    const { db, mode } = openDatabase(file, log, upgrade)
    expect(mode).toBe('writable')
    expect(schemaVersion(db)).toBe(upgrade.length)
    expect(new OutboxStore(db).open('acc')).toMatchObject([
      { clientId: 7, patch: { notes: 'hola' } },
    ])
    db.close()
  })

  it('index a replica written before the cheaper text indexes again, rows left marked included', () => {
    const db = new Database(fresh())
    migrate(db, MIGRATIONS.slice(0, -1))
    const before = openClientsReplica(db)
    const bakery = makeClient(1, { business_name: 'Panadería Núñez S.L.' })
    before.writer.put(ACCOUNT, bakery, bakery)
    const marked = makeClient(2, { business_name: 'Bodegas Ébano', nif: 'B41073750' })
    before.writer.put(ACCOUNT, marked, marked)
    // As a first sync cut short leaves a row: written, out of the text indexes, marked.
    db.prepare(
      "INSERT INTO clients_fts (clients_fts, rowid, search) SELECT 'delete', rid, search FROM clients WHERE id = 2",
    ).run()
    db.prepare(
      'INSERT INTO clients_unindexed (rid, account) SELECT rid, account FROM clients WHERE id = 2',
    ).run()
    migrate(db)
    expect(tables(db)).not.toContain('clients_nif')
    expect(db.prepare('SELECT COUNT(*) AS n FROM clients_unindexed').get()).toEqual({ n: 0 })
    db.prepare("INSERT INTO clients_fts (clients_fts, rank) VALUES ('integrity-check', 1)").run()
    const after = openClientsReplica(db)
    const found = (text: string) =>
      after.reader.query(ACCOUNT, ClientQuerySchema.parse({ text })).rows.map((row) => row.id)
    expect(found('ebano')).toEqual([2])
    // A fragment from the middle of a NIF, as the trigrams found it.
    expect(found('0737')).toEqual([2])
    expect(found('panaderia')).toEqual([1])
    db.close()
  })

  it('give every cached answer an account: attributable rows keep theirs, the others go', () => {
    const db = new Database(fresh())
    migrate(db, MIGRATIONS.slice(0, 1))
    const insert = db.prepare('INSERT INTO cache (key, json, fetched_at) VALUES (?, ?, ?)')
    insert.run('statuses:demo#7', '[1]', 100)
    insert.run('clients.syncedAt:custom:http://a.es|http://b.es#3', '200', 200)
    // Keyed by environment only: another account of the same environment could have been served these.
    insert.run('concessions:demo:nif:B12345674', '{}', 300)
    insert.run('simulator:demo:{"province":28}', '{}', 400)
    migrate(db)
    expect(
      db.prepare('SELECT account, key, json, fetched_at FROM cache ORDER BY key').all(),
    ).toEqual([
      {
        account: 'custom:http://a.es|http://b.es#3',
        key: 'clients.syncedAt',
        json: '200',
        fetched_at: 200,
      },
      { account: 'demo#7', key: 'statuses', json: '[1]', fetched_at: 100 },
    ])
    const cache = new CacheStore(db)
    expect(cache.get('demo#7', 'statuses')?.value).toEqual([1])
    expect(cache.get('demo#8', 'statuses')).toBeNull()
    db.close()
  })

  it('run together in one transaction: a failing one leaves the version and the schema as they were', () => {
    const db = new Database(fresh())
    migrate(db, MIGRATIONS.slice(0, 1))
    const broken = [
      ...MIGRATIONS,
      (d: Database.Database) => {
        d.exec('CREATE TABLE half_done (x INTEGER)')
        throw new Error('fallo a mitad')
      },
    ]
    expect(() => migrate(db, broken)).toThrow('fallo a mitad')
    expect(schemaVersion(db)).toBe(1)
    expect(tables(db)).not.toContain('half_done')
    // Migration 2 ran inside the same transaction: rolled back too.
    const columns = db.pragma('table_info(cache)') as { name: string }[]
    expect(columns.map((c) => c.name)).not.toContain('account')
    db.close()
  })

  it('build the search, NIF and filter indexes of a replica written before them (version 3)', () => {
    const db = new Database(fresh())
    migrate(db, MIGRATIONS.slice(0, 3))
    // What the replica's writer wrote at version 3: the row with its folded search text, the copy, the tags.
    const clients = [
      makeClient(1, {
        business_name: 'Carpintería Álvarez S.L.',
        nif: 'B28123456',
        province: [28],
      }),
      makeClient(2, {
        business_name: 'Bodegas Ébano',
        nif: 'A41987654',
        province: [41],
        cnaes: [1102],
      }),
      makeClient(3, { business_name: 'Álamo Consultores', email: 'hola@alamo.es', province: [28] }),
    ]
    const row = db.prepare(
      `INSERT INTO clients VALUES (@account, @id, @business_name, @name_key, @nif, @search, @status,
         @province, @province_name, @cnae, @expert_id, @expert_name, @public, @employees_quantity,
         @last_year_billing)`,
    )
    const tag = db.prepare('INSERT INTO client_tags VALUES (?, ?, ?, ?)')
    for (const c of clients) {
      const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
      row.run({
        account: ACCOUNT,
        id: c.id,
        business_name: c.business_name,
        name_key: fold(c.business_name),
        nif: c.nif,
        search: fold([c.business_name, c.nif, c.email, c.reference ?? '', c.contacts].join(' ')),
        status: c.status,
        province: c.province[0] ?? null,
        province_name: c.province[0] === 28 ? 'madrid' : 'sevilla',
        cnae: c.cnaes[0] ?? null,
        expert_id: c.expert_data.id,
        expert_name: c.expert_data.name,
        public: c.public ? 1 : 0,
        employees_quantity: c.employees_quantity,
        last_year_billing: c.last_year_billing,
      })
      db.prepare('INSERT INTO client_copies VALUES (?, ?, ?)').run(ACCOUNT, c.id, JSON.stringify(c))
      for (const p of c.province) tag.run(ACCOUNT, c.id, 'province', p)
      for (const k of c.cnaes) tag.run(ACCOUNT, c.id, 'cnae', k)
      tag.run(ACCOUNT, c.id, 'expert', c.expert_data.id)
    }
    migrate(db)
    const store = openClientsReplica(db)
    const ids = (query: object) =>
      store.reader.query(ACCOUNT, ClientQuerySchema.parse(query)).rows.map((r) => r.id)
    expect(ids({ text: 'alvarez' })).toEqual([1])
    expect(ids({ text: 'ALAMO' })).toEqual([3])
    expect(ids({ text: 'alamo.es' })).toEqual([3])
    expect(ids({ text: '987' })).toEqual([2])
    expect(ids({ province: [28], sort: { field: 'nif', direction: 'desc' } })).toEqual([1, 3])
    expect(ids({ cnae: [1102] })).toEqual([2])
    expect(store.reader.facets(ACCOUNT)).toMatchObject({ provinces: [28, 41], cnaes: [1102, 6201] })
    // And they stay in step with what is written afterwards.
    store.writer.put(ACCOUNT, clients[0] as ClientData, {
      ...(clients[0] as ClientData),
      business_name: 'Roble',
    })
    expect(ids({ text: 'alvarez' })).toEqual([])
    expect(ids({ text: 'roble' })).toEqual([1])
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

describe('a database from a newer version of the app', () => {
  it('is neither written nor moved: the app works in memory and the pending edit stays in the file', () => {
    const file = withPendingEdit()
    const newer = new Database(file)
    newer.pragma(`user_version = ${MIGRATIONS.length + 1}`)
    newer.close()
    const before = readFileSync(file)

    const { db, mode, notice, recoveredFrom } = openDatabase(file, log)
    expect(mode).toBe('memory')
    expect(recoveredFrom).toBeNull()
    expect(notice).toMatchObject({
      reason: 'database_newer',
      params: { path: file, fileVersion: MIGRATIONS.length + 1, appVersion: MIGRATIONS.length },
    })
    // An empty store in memory, usable, that touches nothing on disk.
    expect(db.memory).toBe(true)
    expect(pendingOf(db)).toEqual([])
    new OutboxStore(db).add(ACCOUNT, 8, { notes: 'en memoria' }, {})
    db.close()

    expect(readFileSync(file).equals(before)).toBe(true)
    expect(asideFiles(file)).toEqual([])
    expect(rawPending(file)).toEqual(PENDING)
  })
})

describe('a migration that fails', () => {
  const broken = (d: Database.Database) => {
    d.exec('CREATE TABLE half_done (x INTEGER)')
    throw new Error('restricción incumplida')
  }

  it('keeps the file byte for byte and starts read-only with its outbox visible', () => {
    const file = withPendingEdit()
    const before = readFileSync(file)

    const { db, mode, notice } = openDatabase(file, log, [...MIGRATIONS, broken])
    expect(mode).toBe('read-only')
    expect(notice).toMatchObject({
      reason: 'database_migration_failed',
      params: {
        path: file,
        fileVersion: MIGRATIONS.length,
        appVersion: MIGRATIONS.length + 1,
        visible: 'outbox',
        pending: 1,
      },
    })
    expect(pendingOf(db)).toEqual(PENDING)
    expect(db.memory).toBe(true)
    db.close()

    expect(readFileSync(file).equals(before)).toBe(true)
    expect(asideFiles(file)).toEqual([])
    expect(rawPending(file)).toEqual(PENDING)
  })

  it('leaves the -wal of a crashed session alone too: the edit only there stays there', () => {
    const live = fresh()
    const { db: running } = openDatabase(live, log)
    new OutboxStore(running).add(ACCOUNT, 7, { notes: 'cambio sin enviar' }, { notes: null })
    // Copied while the app runs, as a crash leaves it: the edit is in the -wal only.
    const file = fresh()
    copyFileSync(live, file)
    copyFileSync(`${live}-wal`, `${file}-wal`)
    running.close()
    const before = [readFileSync(file), readFileSync(`${file}-wal`)]

    const { db, mode } = openDatabase(file, log, [...MIGRATIONS, broken])
    expect(mode).toBe('read-only')
    expect(pendingOf(db)).toEqual(PENDING)
    db.close()
    expect(readFileSync(file).equals(before[0] ?? Buffer.alloc(0))).toBe(true)
    expect(readFileSync(`${file}-wal`).equals(before[1] ?? Buffer.alloc(0))).toBe(true)
    expect(rawPending(file)).toEqual(PENDING)
  })

  it('that fails only on the file (a full disk) shows everything it holds from a migrated copy', () => {
    const file = withPendingEdit()
    const before = readFileSync(file)
    const diskOnly = (d: Database.Database) => {
      if (!d.memory) throw new Error('SQLITE_FULL: disco lleno')
      d.exec('ALTER TABLE outbox ADD COLUMN origin TEXT')
    }

    const { db, mode, notice } = openDatabase(file, log, [...MIGRATIONS, diskOnly])
    expect(mode).toBe('read-only')
    expect(notice).toMatchObject({
      reason: 'database_migration_failed',
      params: { visible: 'all', pending: 1 },
    })
    expect(pendingOf(db)).toEqual(PENDING)
    expect(openClientsReplica(db).reader.get(ACCOUNT, 7)?.id).toBe(7)
    expect(schemaVersion(db)).toBe(MIGRATIONS.length + 1)
    db.close()
    expect(readFileSync(file).equals(before)).toBe(true)
  })
})

describe('a corrupt database at start-up', () => {
  it('that is not a database is moved aside, and a fresh one is started', () => {
    const file = fresh()
    writeFileSync(file, 'esto no es una base de datos SQLite, solo texto '.repeat(200))
    const { db, mode, notice, recoveredFrom } = openDatabase(file, log)
    expect(mode).toBe('writable')
    expect(recoveredFrom).toMatch(/\.corrupt-\d+$/)
    expect(notice).toMatchObject({
      reason: 'database_corrupt',
      params: { movedTo: recoveredFrom ?? '', kept: 0 },
    })
    expect(readFileSync(recoveredFrom ?? '', 'utf8')).toContain('no es una base de datos')
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    db.close()
  })

  it('has its pending edit salvaged into the new database before it is set aside', () => {
    const file = withPendingEdit()
    // Scribble over the clients table: the file fails its check, the outbox is intact.
    const probe = new Database(file, { readonly: true })
    const { rootpage } = probe
      .prepare("SELECT rootpage FROM sqlite_master WHERE name = 'clients'")
      .get() as { rootpage: number }
    const pageSize = probe.pragma('page_size', { simple: true }) as number
    probe.close()
    const bytes = readFileSync(file)
    bytes.fill(0xa5, (rootpage - 1) * pageSize + 8, rootpage * pageSize)
    writeFileSync(file, bytes)

    const { db, mode, notice, recoveredFrom } = openDatabase(file, log)
    expect(mode).toBe('writable')
    expect(notice).toMatchObject({
      reason: 'database_corrupt',
      params: { movedTo: recoveredFrom ?? '', kept: 1 },
    })
    expect(notice?.message).toContain(recoveredFrom ?? '')
    expect(pendingOf(db)).toEqual(PENDING)
    expect(existsSync(recoveredFrom ?? '')).toBe(true)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    db.close()
  })

  it('with the outbox b-tree itself damaged still gives back every readable edit, page by page', () => {
    const file = fresh()
    const { db: original } = openDatabase(file, log)
    const outbox = new OutboxStore(original)
    const ids: number[] = []
    for (let i = 1; i <= 300; i++) ids.push(outbox.add(ACCOUNT, i, { notes: `nota ${i}` }, {}))
    // Sent already: history, not an edit to keep.
    for (const id of ids.slice(0, 20)) outbox.mark(id, 'done')
    original.pragma('wal_checkpoint(TRUNCATE)')
    const { rootpage } = original
      .prepare("SELECT rootpage FROM sqlite_master WHERE name = 'outbox'")
      .get() as { rootpage: number }
    const pageSize = original.pragma('page_size', { simple: true }) as number
    original.close()
    const bytes = readFileSync(file)
    // The root (an interior page): SQL can no longer reach a single row.
    bytes.fill(0xa5, (rootpage - 1) * pageSize, rootpage * pageSize)
    writeFileSync(file, bytes)

    const { db, notice } = openDatabase(file, log)
    expect(notice).toMatchObject({ reason: 'database_corrupt', params: { kept: 280 } })
    const kept = new OutboxStore(db).open(ACCOUNT)
    expect(kept.map((e) => e.id)).toEqual(ids.slice(20))
    expect(kept.every((e) => e.patch['notes'] === `nota ${e.clientId}`)).toBe(true)
    db.close()
  })
})

describe('a database that cannot be opened at all', () => {
  it('is left where it is and the app works in memory', () => {
    const file = fresh()
    mkdirSync(file) // a folder where the file should be: SQLite cannot open it
    const { db, mode, notice } = openDatabase(file, log)
    expect(mode).toBe('memory')
    expect(notice).toMatchObject({ reason: 'database_unavailable', params: { path: file } })
    expect(asideFiles(file)).toEqual([])
    expect(existsSync(file)).toBe(true)
    db.close()
  })
})
