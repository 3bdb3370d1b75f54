import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_SORT_FIELDS, ClientQuerySchema, type ClientQuery } from '@shared/clients/clients'
import { makeClient } from '../../../../test/fixtures/client'
import { createLogger, Redactor } from '../../log/logger'
import { openClientsReplica } from './clients-replica'
import { DATABASE_FILE, openDatabase } from '../database'
import { eraseAccount } from '../erase-account'
import { OutboxStore } from '../outbox-table'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

const client = makeClient

const CLIENTS = [
  client(1, { business_name: 'Panadería Núñez S.L.', province: [41], cnaes: [1071], status: 1 }),
  client(2, {
    business_name: 'ÁLAMO INGENIERÍA S.A.',
    email: 'info@alamo.es',
    status: 2,
    public: true,
  }),
  client(3, {
    business_name: 'Bodegas Ébano',
    reference: 'REF-ÉBANO-9',
    province: [46],
    status: 3,
  }),
  client(4, {
    business_name: 'Zapatería López',
    contacts: 'María Peña (gerente) 612 345 678',
    expert_data: { id: 302, name: 'Marta Sánchez', email: 'm@x.es' },
    experts: [302, 301],
    province: [8],
    cnaes: [4772, 6201],
  }),
  client(5, { business_name: 'café del puerto', nif: 'X1234567L', province: [], cnaes: [] }),
]

function store() {
  const { db } = openDatabase(join(mkdtempSync(join(tmpdir(), 'gd-q-')), DATABASE_FILE), log)
  const clients = openClientsReplica(db)
  for (const c of CLIENTS) clients.writer.put('acc', c, c)
  clients.writer.put(
    'other',
    client(99, { business_name: 'Panadería de otra cuenta' }),
    client(99, {}),
  )
  return { clients, outbox: new OutboxStore(db) }
}

const ids = (s: ReturnType<typeof store>, q: ClientQuery) =>
  s.clients.reader.query('acc', ClientQuerySchema.parse(q)).rows.map((r) => r.id)

describe('local query over the replica', () => {
  const s = store()

  it('searches name, NIF, e-mail, reference and contacts, ignoring accents and case', () => {
    expect(ids(s, { text: 'PANADERIA nunez' })).toEqual([1])
    expect(ids(s, { text: 'álamo' })).toEqual([2])
    expect(ids(s, { text: 'alamo.es' })).toEqual([2])
    expect(ids(s, { text: 'ref-ebano' })).toEqual([3])
    expect(ids(s, { text: 'pena gerente' })).toEqual([4])
    expect(ids(s, { text: 'x1234567l' })).toEqual([5])
    expect(ids(s, { text: 'CAFÉ' })).toEqual([5])
  })

  it('treats % and _ literally and keeps accounts apart', () => {
    expect(ids(s, { text: '%' })).toEqual([])
    expect(ids(s, { text: '_' })).toEqual([])
    expect(ids(s, { text: 'otra cuenta' })).toEqual([])
  })

  it('filters by status, province, CNAE, expert and public', () => {
    expect(ids(s, { status: [2, 3] })).toEqual([2, 3])
    expect(ids(s, { province: [41, 46] })).toEqual([3, 1])
    expect(ids(s, { cnae: [6201] })).toEqual([2, 3, 4])
    expect(ids(s, { expert: [302] })).toEqual([4])
    expect(ids(s, { expert: [301] })).toHaveLength(5)
    expect(ids(s, { public: true })).toEqual([2])
    expect(ids(s, { public: false, province: [28] })).toEqual([])
  })

  it('sorts by every column, both ways, with a stable tie-break', () => {
    for (const field of CLIENT_SORT_FIELDS) {
      const up = ids(s, { sort: { field, direction: 'asc' } })
      const down = ids(s, { sort: { field, direction: 'desc' } })
      expect(up, field).toHaveLength(5)
      expect(new Set(up), field).toEqual(new Set(down))
    }
    expect(ids(s, { sort: { field: 'business_name', direction: 'asc' } })).toEqual([2, 3, 5, 1, 4])
    expect(ids(s, { sort: { field: 'last_year_billing', direction: 'desc' } })).toEqual([
      5, 4, 3, 2, 1,
    ])
    expect(ids(s, { sort: { field: 'province', direction: 'asc' } })).toEqual([4, 2, 1, 3, 5])
  })

  it('pages with offset and limit, and reports the total', () => {
    const page = s.clients.reader.query('acc', ClientQuerySchema.parse({ offset: 1, limit: 2 }))
    expect(page.total).toBe(5)
    expect(page.rows.map((r) => r.id)).toEqual([3, 5])
  })

  it('marks rows with edits waiting, in conflict or failed', () => {
    const t = store()
    const pending = t.outbox.add('acc', 1, { notes: 'a' }, {})
    const conflict = t.outbox.add('acc', 2, { notes: 'b' }, {})
    t.outbox.mark(conflict, 'conflict', { server: { notes: 'c' } })
    const failed = t.outbox.add('acc', 3, { notes: 'd' }, {})
    t.outbox.mark(failed, 'failed', { error: 'no' })
    t.outbox.mark(t.outbox.add('acc', 4, { notes: 'e' }, {}), 'done')
    const marks = Object.fromEntries(
      t.clients.reader.query('acc', ClientQuerySchema.parse({})).rows.map((r) => [r.id, r.pending]),
    )
    expect(marks).toEqual({ 1: 'pending', 2: 'conflict', 3: 'failed', 4: 'none', 5: 'none' })
    expect(pending).toBeGreaterThan(0)
  })

  it('lists the values present for the filter menus', () => {
    expect(s.clients.reader.facets('acc')).toEqual({
      experts: [
        { id: 301, name: 'Laura Martín' },
        { id: 302, name: 'Marta Sánchez' },
      ],
      provinces: [8, 28, 41, 46],
      statuses: [1, 2, 3],
      cnaes: [1071, 4772, 6201],
    })
  })
})

describe('command palette lookup', () => {
  const { db } = openDatabase(join(mkdtempSync(join(tmpdir(), 'gd-l-')), DATABASE_FILE), log)
  const clients = openClientsReplica(db)
  for (const c of [
    client(11, { business_name: 'Talleres Bañón', nif: 'B11111111' }),
    client(12, { business_name: 'Bañón Hermanos S.L.', nif: 'A22222222' }),
    client(13, { business_name: 'Consultora Norte', nif: 'B33333333', reference: 'BAN-2024' }),
    client(14, { business_name: 'Banco de Alimentos', nif: 'G44444444' }),
  ])
    clients.writer.put('acc', c, c)
  clients.writer.put('other', client(15, { business_name: 'Banca Ajena' }), client(15, {}))
  const lookup = (text: string, limit = 8) => clients.reader.lookup('acc', text, limit)

  it('finds a client by a fragment of its NIF, with its reference', () => {
    expect(lookup('2222222')).toEqual({
      total: 1,
      rows: [{ id: 12, businessName: 'Bañón Hermanos S.L.', nif: 'A22222222', reference: null }],
    })
    expect(lookup('b333').rows).toEqual([
      { id: 13, businessName: 'Consultora Norte', nif: 'B33333333', reference: 'BAN-2024' },
    ])
  })

  it('puts names, then references, then inner words that start with the text first', () => {
    expect(lookup('BAN').rows.map((r) => r.id)).toEqual([14, 12, 13, 11])
    expect(lookup('banon').rows.map((r) => r.id)).toEqual([12, 11])
  })

  it('answers a few rows and says how many match, within the account', () => {
    expect(lookup('', 2)).toMatchObject({ total: 4, rows: [{ id: 14 }, { id: 12 }] })
    expect(lookup('ajena')).toEqual({ total: 0, rows: [] })
  })
})

describe('the text indexes', () => {
  /** FTS5 checks its index against the rows it indexes (rank 1); it throws on any difference. */
  const inStep = (db: ReturnType<typeof openDatabase>['db']) => {
    for (const table of ['clients_fts', 'clients_tags']) {
      db.prepare(`INSERT INTO ${table} (${table}, rank) VALUES ('integrity-check', 1)`).run()
    }
  }

  it('stay in step with writes, loads, removals and an erased account', () => {
    const { db } = openDatabase(join(mkdtempSync(join(tmpdir(), 'gd-i-')), DATABASE_FILE), log)
    const clients = openClientsReplica(db)
    for (const c of CLIENTS) clients.writer.put('acc', c, c)
    clients.writer.put(
      'acc',
      CLIENTS[0] ?? client(1),
      client(1, { business_name: 'Otro nombre', nif: 'B99' }),
    )
    clients.writer.remove('acc', 2)
    db.transaction(() => {
      clients.writer.dropIndexes()
      clients.writer.load(
        'other',
        [10, 11, 12].map((id) => ({ client: client(id), json: '{}' })),
      )
      // Written again while its load has not been indexed yet.
      clients.writer.put('other', client(11), client(11, { business_name: 'Cambiado' }))
      clients.writer.remove('other', 12)
    })()
    expect(ids({ clients, outbox: new OutboxStore(db) }, { text: 'cambiado' })).toEqual([])
    clients.writer.indexLoaded()
    clients.writer.showLoaded('other')
    clients.writer.buildIndexes()
    inStep(db)
    expect(
      clients.reader.query('other', ClientQuerySchema.parse({ text: 'cambiado' })).rows,
    ).toMatchObject([{ id: 11 }])
    clients.writer.clear('other')
    inStep(db)
    eraseAccount(db, 'acc')
    inStep(db)
    expect(clients.reader.count('acc')).toBe(0)
  })
})

describe('a load whose text indexes are not built yet', () => {
  it('stays in step with the indexes when another account is erased meanwhile', () => {
    const { db } = openDatabase(join(mkdtempSync(join(tmpdir(), 'gd-e-')), DATABASE_FILE), log)
    const clients = openClientsReplica(db)
    for (const c of CLIENTS) clients.writer.put('acc', c, c)
    clients.writer.load(
      'other',
      [10, 11, 12].map((id) => ({ client: client(id), json: JSON.stringify(client(id)) })),
    )
    clients.writer.showLoaded('other')
    eraseAccount(db, 'acc')
    expect(clients.writer.indexLoaded()).toBe(0)
    for (const table of ['clients_fts', 'clients_tags']) {
      db.prepare(`INSERT INTO ${table} (${table}, rank) VALUES ('integrity-check', 1)`).run()
    }
    expect(clients.reader.query('other', ClientQuerySchema.parse({ text: 'cliente' })).total).toBe(
      3,
    )
  })
})

describe('a load (a first sync under way)', () => {
  it('shows none of its rows until it ends, and nothing if it is cleared instead', () => {
    const { db } = openDatabase(join(mkdtempSync(join(tmpdir(), 'gd-load-')), DATABASE_FILE), log)
    const clients = openClientsReplica(db)
    clients.writer.put('acc', client(1), client(1))
    const page = [2, 3].map((id) => ({ client: client(id), json: JSON.stringify(client(id)) }))
    const list = () =>
      clients.reader.query('acc', ClientQuerySchema.parse({})).rows.map((r) => r.id)
    clients.writer.load('acc', page)
    expect(list()).toEqual([1])
    expect(clients.reader.lookup('acc', 'cliente', 8).total).toBe(1)
    // A client opened meanwhile shows; one of the load written again does not, yet.
    clients.writer.put('acc', client(5), client(5))
    clients.writer.put('acc', client(3), client(3, { business_name: 'Cliente 3 cambiado' }))
    expect(list()).toEqual([1, 5])
    expect(clients.reader.lookup('acc', 'cambiado', 8).total).toBe(0)
    // Its rows go in the text indexes as they come; none shows before the load ends.
    expect(clients.writer.indexLoaded()).toBe(0)
    expect(list()).toEqual([1, 5])
    clients.writer.showLoaded('acc')
    expect(list()).toEqual([1, 2, 3, 5])
    expect(clients.reader.lookup('acc', 'cliente', 8).total).toBe(4)
    expect(clients.reader.lookup('acc', 'cambiado', 8).rows).toMatchObject([{ id: 3 }])

    clients.writer.load(
      'acc',
      [4].map((id) => ({ client: client(id), json: '{}' })),
    )
    expect(list()).toEqual([1, 2, 3, 5])
    clients.writer.clear('acc')
    expect(list()).toEqual([])
  })
})

describe('rows a first sync cut short by a crash left out of the text indexes', () => {
  it('are put in them when the replica opens', () => {
    const { db } = openDatabase(join(mkdtempSync(join(tmpdir(), 'gd-left-')), DATABASE_FILE), log)
    const before = openClientsReplica(db)
    for (const c of CLIENTS) before.writer.put('acc', c, c)
    // As such a sync leaves them: written, out of the text indexes, marked.
    db.transaction(() => {
      for (const [table, column] of [
        ['clients_fts', 'search'],
        ['clients_tags', 'tags'],
      ]) {
        db.prepare(
          `INSERT INTO ${table} (${table}, rowid, ${column}) SELECT 'delete', rid, ${column} FROM clients`,
        ).run()
      }
      db.prepare(
        'INSERT INTO clients_unindexed (rid, account) SELECT rid, account FROM clients',
      ).run()
    })()
    const search = (c: ReturnType<typeof openClientsReplica>) =>
      c.reader.query('acc', ClientQuerySchema.parse({ text: 'panaderia' })).total
    expect(search(before)).toBe(0)
    const after = openClientsReplica(db)
    expect(search(after)).toBe(1)
    for (const table of ['clients_fts', 'clients_tags']) {
      db.prepare(`INSERT INTO ${table} (${table}, rank) VALUES ('integrity-check', 1)`).run()
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM clients_unindexed').get()).toEqual({ n: 0 })
  })
})
