import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import {
  CLIENT_SORT_FIELDS,
  type ClientQuery,
  ClientQuerySchema,
  type ClientRow,
} from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { provinceName } from '@shared/catalogues/provinces'
import { foldText } from '@shared/text'
import { DemoServiceState } from '../../../demo-service/state'
import { type ClientsReplica, openClientsReplica } from './clients-replica'
import { migrate } from '../migrations'

/**
 * Windows of a seeded replica, checked against the plain answer: every client filtered and sorted
 * here, in memory, then cut. Enough clients that some filters match more than the store sorts
 * (SORTED_MATCHES) and take the other plan.
 */
const ACCOUNT = 'demo#1'
const state = new DemoServiceState({ clients: 9000, concessions: 0, today: '2026-05-14' })
const CLIENTS = state.clients
  .sorted({ field: 'id', descending: false })
  .map((record) => record.client)

/**
 * How the replica was written: client by client, or as a first sync loads it (pages without
 * indexes, their text indexes as they come, the sort indexes after it: all of them, or only the
 * default order's yet).
 */
type Written = 'put' | 'indexed' | 'sorted-by-name'

function replica(written: Written, others = true): ClientsReplica {
  const db = new Database(':memory:')
  migrate(db)
  const store = openClientsReplica(db)
  if (written !== 'put') {
    db.transaction(() => store.writer.dropIndexes())()
    for (let i = 0; i < CLIENTS.length; i += 200) {
      const page = CLIENTS.slice(i, i + 200).map((client) => ({
        client,
        json: JSON.stringify(client),
      }))
      db.transaction(() => store.writer.load(ACCOUNT, page))()
      store.writer.indexLoaded(150)
    }
    store.writer.indexLoaded()
    const names = written === 'indexed' ? undefined : ['clients_by_name']
    db.transaction(() => store.writer.buildIndexes(names))()
    store.writer.showLoaded(ACCOUNT)
  } else {
    db.transaction(() => CLIENTS.forEach((client) => store.writer.put(ACCOUNT, client, client)))()
  }
  // Another account's clients never show.
  if (others) {
    db.transaction(() =>
      CLIENTS.slice(0, 50).forEach((client) => store.writer.put('other#2', client, client)),
    )()
  }
  return store
}

const tokensOf = (client: ClientData) =>
  foldText(
    [client.business_name, client.nif, client.email, client.reference ?? '', client.contacts].join(
      ' ',
    ),
  )
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The documented meaning of a search word: the start of a word, or (with a digit) part of the NIF. */
const TOKENS = new Map(CLIENTS.map((client) => [client.id, tokensOf(client)]))

function matchesWords(client: ClientData, words: readonly string[]): boolean {
  const tokens = TOKENS.get(client.id) ?? []
  return words.every(
    (word) =>
      tokens.some((token) => token.startsWith(word)) ||
      (/\d/.test(word) && client.nif.toLowerCase().includes(word)),
  )
}

type SortField = (typeof CLIENT_SORT_FIELDS)[number]
type SortKey = Buffer | number | null
const sortKey: Record<SortField, (c: ClientData) => string | number | null> = {
  business_name: (c) => foldText(c.business_name),
  nif: (c) => c.nif,
  province: (c) => (c.province[0] === undefined ? null : foldText(provinceName(c.province[0]))),
  status: (c) => c.status,
  cnae: (c) => c.cnaes[0] ?? null,
  expert: (c) => c.expert_data.name,
  public: (c) => (c.public ? 1 : 0),
  employees_quantity: (c) => c.employees_quantity,
  last_year_billing: (c) => c.last_year_billing,
}

/** Every client's key for each sort field, text as its UTF-8 bytes (SQLite's binary order). */
const SORT_KEYS = new Map(
  CLIENT_SORT_FIELDS.map((field) => {
    const keys = new Map<number, SortKey>()
    for (const c of CLIENTS) {
      const key = sortKey[field](c)
      keys.set(c.id, typeof key === 'string' ? Buffer.from(key) : key)
    }
    return [field, keys] as const
  }),
)

/** SQLite's order: binary text, numbers by value, nulls last either way (then the id). */
function compare(a: SortKey, b: SortKey): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return Buffer.compare(a as Buffer, b as Buffer)
}

/** The clients each filter selects, in id order, worked out once per filter. */
const selections = new Map<string, ClientData[]>()

function filtered(q: ClientQuery): ClientData[] {
  const key = JSON.stringify([q.text, q.status, q.public, q.province, q.cnae, q.expert])
  const known = selections.get(key)
  if (known) return known
  const words = foldText(q.text ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const selected = CLIENTS.filter(
    (c) =>
      matchesWords(c, words) &&
      (!q.status?.length || q.status.includes(c.status)) &&
      (q.public === null || c.public === q.public) &&
      (!q.province?.length || c.province.some((p) => q.province?.includes(p))) &&
      (!q.cnae?.length || c.cnaes.some((p) => q.cnae?.includes(p))) &&
      (!q.expert?.length || [c.expert_data.id, ...c.experts].some((p) => q.expert?.includes(p))),
  )
  selections.set(key, selected)
  return selected
}

/** The plain answers worked out so far: every replica is checked against the same ones. */
const answers = new Map<string, number[]>()

/** The ids a query selects, in its order: every client filtered and sorted here, in memory. */
function plain(query: ClientQuery): number[] {
  const q = ClientQuerySchema.parse(query)
  const key = JSON.stringify({ ...q, offset: 0, limit: 0 })
  const known = answers.get(key)
  if (known) return known
  const sign = q.sort.direction === 'desc' ? -1 : 1
  const keys = SORT_KEYS.get(q.sort.field) ?? new Map<number, SortKey>()
  const keyOf = (c: ClientData) => keys.get(c.id) ?? null
  const answer = [...filtered(q)]
    .sort((a, b) => {
      const x = keyOf(a)
      const y = keyOf(b)
      // Nulls last in either direction; among them, the id in the direction asked.
      if (x === null || y === null) return compare(x, y) || sign * (a.id - b.id)
      return sign * compare(x, y) || sign * (a.id - b.id)
    })
    .map((c) => c.id)
  answers.set(key, answer)
  return answer
}

const FILTERS: ClientQuery[] = [
  {},
  { status: [1] },
  { status: [2, 3] },
  { public: true },
  { province: [28] },
  { province: [41, 46, 8] },
  { cnae: [CLIENTS[0]?.cnaes[0] ?? 0] },
  { expert: [301] },
  { expert: [302], status: [1] },
  { text: 'sl' },
  { text: 'constru' },
  { text: 'garc' },
  { text: 'b28' },
  { text: '45' },
  { text: 'madr', province: [28] },
  { text: 'xyzzy' },
]

let byPut: ClientsReplica | null = null
/** A replica written client by client, its indexes always in step. */
const reference = () => (byPut ??= replica('put'))

describe.each([
  ['written client by client', 'put'],
  ['loaded as a first sync loads it', 'indexed'],
  ['loaded, its sort indexes but the default order’s not built yet', 'sorted-by-name'],
] as const)('windows of a replica %s', (_how, written) => {
  const store = written === 'put' ? reference() : replica(written)
  const window = (q: ClientQuery) => store.reader.query(ACCOUNT, ClientQuerySchema.parse(q))

  it(
    'give the plain answer for every filter, sort and direction, at any offset',
    { timeout: 180_000 },
    () => {
      for (const filter of FILTERS) {
        for (const field of CLIENT_SORT_FIELDS) {
          for (const direction of ['asc', 'desc'] as const) {
            const expected = plain({ ...filter, sort: { field, direction } })
            const what = JSON.stringify({ ...filter, field, direction })
            for (const offset of [0, 150, Math.max(0, expected.length - 40)]) {
              const got = window({ ...filter, sort: { field, direction }, offset, limit: 100 })
              expect(got.total, what).toBe(expected.length)
              expect(
                got.rows.map((r: ClientRow) => r.id),
                `${what} @${offset}`,
              ).toEqual(expected.slice(offset, offset + 100))
            }
          }
        }
      }
    },
  )

  it('offer the filter values of the account’s clients', () => {
    expect(store.reader.facets(ACCOUNT)).toEqual(reference().reader.facets(ACCOUNT))
  })

  it('answers no rows past the end, and the count all the same', () => {
    const total = plain({ status: [1] }).length
    expect(window({ status: [1], offset: total + 5 })).toEqual({ rows: [], total })
  })

  it('gives an export every match, in the list order', () => {
    const sort = { field: 'last_year_billing' as const, direction: 'desc' as const }
    expect(
      store.reader.matchingIds(ACCOUNT, ClientQuerySchema.parse({ text: 'sl', sort })),
    ).toEqual(plain({ text: 'sl', sort }))
  })
})

describe('windows of a replica that holds one account only', () => {
  // Its counts may come from the indexes alone: they must be the same.
  const store = replica('put', false)

  it('count and show what the plain answer has, for every filter', () => {
    for (const filter of FILTERS) {
      for (const field of ['business_name', 'last_year_billing'] as const) {
        const sort = { field, direction: 'asc' as const }
        const expected = plain({ ...filter, sort })
        const got = store.reader.query(
          ACCOUNT,
          ClientQuerySchema.parse({ ...filter, sort, limit: 100 }),
        )
        expect(got.total, JSON.stringify(filter)).toBe(expected.length)
        expect(got.rows.map((r: ClientRow) => r.id)).toEqual(expected.slice(0, 100))
      }
    }
  })

  it('offers the filter values of its clients, and none that only removed clients had', () => {
    const own = replica('put', false)
    expect(own.reader.facets(ACCOUNT)).toEqual(reference().reader.facets(ACCOUNT))
    const [province] = own.reader.facets(ACCOUNT).provinces
    for (const client of CLIENTS) {
      if (province !== undefined && client.province.includes(province))
        own.writer.remove(ACCOUNT, client.id)
    }
    expect(province).toBeDefined()
    expect(own.reader.facets(ACCOUNT).provinces).not.toContain(province)
  })

  it('counts again once another account is stored', () => {
    const before = store.reader.total(ACCOUNT, ClientQuerySchema.parse({ text: 'sl' }))
    expect(before).toBe(plain({ text: 'sl' }).length)
    const [first] = CLIENTS
    if (first) store.writer.put('other#2', first, first)
    expect(store.reader.total(ACCOUNT, ClientQuerySchema.parse({ text: 'sl' }))).toBe(before)
    expect(store.reader.total('other#2', ClientQuerySchema.parse({ text: '' }))).toBe(1)
  })
})
