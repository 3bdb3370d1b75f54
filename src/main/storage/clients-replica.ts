import type Database from 'better-sqlite3'
import {
  type ClientFacets,
  type ClientLookup,
  type ClientQuerySchema,
  type ClientRow,
} from '@shared/clients'
import { type ClientData } from '@shared/wire/client'
import { type z } from 'zod'
import {
  type ClientFilter,
  type Finding,
  orderOf,
  sourceOf,
  type Where,
  whereOf,
} from './client-filter'
import { ClientMatches, MATCHED_SQL } from './client-matches'
import {
  COPY_TEXT_SQL,
  derivedRow,
  type DerivedRow,
  LOAD_FIELDS,
  type LoadRow,
  loadRows,
  type PageRows,
  pagesOf,
  PENDING_SQL,
  ROW_COLUMNS,
  type RowRecord,
  TAG_LETTERS,
  toRow,
} from '../base/client-row'
import { searchWords, STARTS_WORDS_SQL, startsWords } from './client-search'

export { type ClientFilter } from './client-filter'
export { derivedRow } from '../base/client-row'

type Query = z.output<typeof ClientQuerySchema>

/**
 * The indexes a load of many rows would otherwise update one row at a time (those of migration 4).
 * A first sync drops them and builds them again, sorted, at the end.
 */
export const LOAD_INDEXES: Readonly<Record<string, string>> = {
  // The default order's first: a first sync builds it before it ends, the others just after.
  clients_by_name: 'clients (account, name_key, id)',
  clients_by_nif: 'clients (account, nif, id)',
  clients_by_province: 'clients (account, province_name, id)',
  clients_by_status: 'clients (account, status, id)',
  clients_by_cnae: 'clients (account, cnae, id)',
  clients_by_expert: 'clients (account, expert_name, id)',
  clients_by_public: 'clients (account, public, id)',
  clients_by_employees: 'clients (account, employees_quantity, id)',
  clients_by_billing: 'clients (account, last_year_billing, id)',
}

/** The full-text indexes and the column of `clients` each one indexes. */
const TEXT_INDEXES = [
  ['clients_fts', 'search'],
  ['clients_nif', 'nif'],
  ['clients_tags', 'tags'],
] as const
type Indexed = Pick<DerivedRow, 'search' | 'nif' | 'tags'>

/**
 * Up to this many matches, a window is taken by sorting the matches; past it, by reading the sort's
 * index until the window is full (the matches are then dense enough to come at once).
 */
const SORTED_MATCHES = 4000
/** Entries of a sort index checked (MATCHED_SQL) in the time one row is read by its rowid. */
const INDEX_ENTRIES_PER_ROW = 3
/** Prepared statements by SQL text: a list asks the same few shapes again and again. */
const STATEMENT_CACHE = 64
/** Totals by filter, until the replica changes: scrolling asks for one window after another. */
const TOTAL_CACHE = 64
/** The rows `@rids` (a JSON list, see ClientMatches) as `clients c`. */
const MATCHES_SOURCE = 'FROM json_each(@rids) j CROSS JOIN clients c ON c.rid = j.value'
/** SQLite's LIMIT for no limit: `indexLoaded` indexes every row by default. */
const EVERY_ROW = -1

interface Found extends Indexed {
  rid: number
  /** Written by a load whose text indexes are not built yet. */
  unindexed: number
}

/**
 * The replica of the expert's clients: the server copy of each, the columns the list shows, sorts
 * and filters by (derived from the copy with its pending edits), and the indexes that find them.
 */
export class ClientsStore {
  private readonly findRow: Database.Statement<[string, number], Found>
  private readonly insertRow: Database.Statement<[DerivedRow]>
  private readonly lastRid: Database.Statement<[], { rid: number }>
  private readonly insertLoadedRows: Database.Statement<{ account: string; rows: Uint8Array }>
  private readonly insertLoadedCopies: Database.Statement<{
    account: string
    copies: string
    texts: Uint8Array
  }>
  private readonly storedBefore: Database.Statement<
    { account: string; copies: string; texts: Uint8Array; before: number },
    { json: string }
  >
  private readonly markLoaded: Database.Statement<{ before: number }>
  private readonly changedIn: Database.Statement<
    { account: string; copies: string; texts: Uint8Array },
    { id: number; json: string; stored: number }
  >
  private readonly updateRow: Database.Statement<[DerivedRow & { rid: number }]>
  private readonly insertCopy: Database.Statement<[string, number, string]>
  private readonly deleteRow: Database.Statement<[number]>
  private readonly deleteCopy: Database.Statement<[string, number]>
  private readonly markUnindexed: Database.Statement<[string, string]>
  private readonly unmarkUnindexed: Database.Statement<[number]>
  private readonly index: ((rid: number, value: string) => void)[]
  private readonly unindex: ((rid: number, value: string) => void)[]
  private readonly readOne: Database.Statement<[string, number], { json: string }>
  private readonly readSome: Database.Statement<[string, string], { id: number; json: string }>
  private readonly readIds: Database.Statement<[string], number>
  private readonly counter: Database.Statement<[string], { n: number }>
  private readonly statements = new Map<string, Database.Statement>()
  private readonly totals = new Map<string, number>()
  private readonly matches: ClientMatches
  /** See soleAccount: unknown until asked, forgotten with the totals. */
  private sole: string | null | undefined = undefined
  /** Accounts a first sync is loading: its rows show once the load ends (all at once). */
  private readonly loading = new Set<string>()
  /** Accounts with rows not in the text indexes yet (found row by row); forgotten with the totals. */
  private readonly scanned = new Map<string, boolean>()
  private readonly hasUnindexed: Database.Statement<[string], { found: number }>

  constructor(private readonly db: Database.Database) {
    this.matches = new ClientMatches(db, (sql) => this.statement(sql))
    db.function(STARTS_WORDS_SQL, { deterministic: true }, (text, word) =>
      typeof text === 'string' && typeof word === 'string' && startsWords(text, word) ? 1 : 0,
    )
    this.hasUnindexed = db.prepare(
      'SELECT EXISTS (SELECT 1 FROM clients_unindexed WHERE account = ?) AS found',
    )
    this.findRow = db.prepare(
      `SELECT c.rid, c.search, c.nif, c.tags, u.rid IS NOT NULL AS unindexed FROM clients c
       LEFT JOIN clients_unindexed u ON u.rid = c.rid WHERE c.account = ? AND c.id = ?`,
    )
    this.insertRow = db.prepare(`
      INSERT INTO clients (account, id, business_name, name_key, nif, search, status, province,
        province_name, cnae, expert_id, expert_name, public, employees_quantity, last_year_billing,
        tags, reference_key)
      VALUES (@account, @id, @business_name, @name_key, @nif, @search, @status, @province,
        @province_name, @cnae, @expert_id, @expert_name, @public, @employees_quantity,
        @last_year_billing, @tags, @reference_key)`)
    // A page's rows and copies, each list one JSON text (see PageRows).
    this.lastRid = db.prepare('SELECT COALESCE(MAX(rid), 0) AS rid FROM clients')
    this.insertLoadedRows = db.prepare(
      `INSERT INTO clients (account, ${LOAD_FIELDS.join(', ')})
       SELECT @account, ${LOAD_FIELDS.map((_, i) => `r.value ->> ${i}`).join(', ')}
       FROM json_each(CAST(@rows AS TEXT)) r WHERE true
       ON CONFLICT (account, id) DO NOTHING`,
    )
    this.insertLoadedCopies = db.prepare(
      `INSERT INTO client_copies (account, id, json)
       SELECT @account, p.value ->> 0, ${COPY_TEXT_SQL} FROM json_each(@copies) p WHERE true
       ON CONFLICT (account, id) DO NOTHING`,
    )
    this.storedBefore = db.prepare(
      `SELECT ${COPY_TEXT_SQL} AS json FROM json_each(@copies) p
       JOIN clients c ON c.account = @account AND c.id = p.value ->> 0 WHERE c.rid <= @before`,
    )
    this.markLoaded = db.prepare(
      'INSERT INTO clients_unindexed (rid, account) SELECT rid, account FROM clients WHERE rid > @before',
    )
    this.changedIn = db.prepare(
      `SELECT p.id, p.json, c.json IS NOT NULL AS stored FROM (
         SELECT p.value ->> 0 AS id, ${COPY_TEXT_SQL} AS json FROM json_each(@copies) p) p
       LEFT JOIN client_copies c ON c.account = @account AND c.id = p.id
       WHERE c.json IS NOT p.json`,
    )
    this.updateRow = db.prepare(`
      UPDATE clients SET business_name = @business_name, name_key = @name_key, nif = @nif,
        search = @search, status = @status, province = @province, province_name = @province_name,
        cnae = @cnae, expert_id = @expert_id, expert_name = @expert_name, public = @public,
        employees_quantity = @employees_quantity, last_year_billing = @last_year_billing,
        tags = @tags, reference_key = @reference_key
      WHERE rid = @rid`)
    this.insertCopy = db.prepare(
      'INSERT INTO client_copies (account, id, json) VALUES (?, ?, ?) ON CONFLICT (account, id) DO UPDATE SET json = excluded.json',
    )
    this.deleteRow = db.prepare('DELETE FROM clients WHERE rid = ?')
    this.deleteCopy = db.prepare('DELETE FROM client_copies WHERE account = ? AND id = ?')
    this.markUnindexed = db.prepare(
      'INSERT INTO clients_unindexed (rid, account) SELECT value, ? FROM json_each(?)',
    )
    this.unmarkUnindexed = db.prepare('DELETE FROM clients_unindexed WHERE rid = ?')
    this.index = TEXT_INDEXES.map(([table, column]) => {
      const statement = db.prepare(`INSERT INTO ${table} (rowid, ${column}) VALUES (?, ?)`)
      return (rid: number, value: string) => void statement.run(rid, value)
    })
    this.unindex = TEXT_INDEXES.map(([table, column]) => {
      const statement = db.prepare(
        `INSERT INTO ${table} (${table}, rowid, ${column}) VALUES ('delete', ?, ?)`,
      )
      return (rid: number, value: string) => void statement.run(rid, value)
    })
    this.readOne = db.prepare('SELECT json FROM client_copies WHERE account = ? AND id = ?')
    this.readSome = db.prepare(
      'SELECT id, json FROM client_copies WHERE account = ? AND id IN (SELECT value FROM json_each(?))',
    )
    this.readIds = db.prepare<[string], number>('SELECT id FROM clients WHERE account = ?').pluck()
    this.counter = db.prepare('SELECT COUNT(*) AS n FROM clients WHERE account = ?')
    // A first sync interrupted by a crash may have left these to do.
    this.buildIndexes()
    this.indexLoaded()
  }

  /**
   * Stores the server copy; `shown` (the copy with pending edits) feeds the searchable columns and
   * the text indexes. Callers group many in one transaction.
   */
  put(
    account: string,
    server: ClientData,
    shown: ClientData,
    serverJson = JSON.stringify(server),
  ): void {
    this.forget()
    this.insertCopy.run(account, server.id, serverJson)
    const row = derivedRow(account, { ...shown, id: server.id })
    const old = this.findRow.get(account, server.id)
    if (!old) {
      const rid = Number(this.insertRow.run(row).lastInsertRowid)
      TEXT_INDEXES.forEach(([, column], i) => this.index[i]?.(rid, row[column]))
      return
    }
    this.updateRow.run({ ...row, rid: old.rid })
    if (old.unindexed) return // indexed with the rest of its load
    TEXT_INDEXES.forEach(([, column], i) => {
      if (old[column] === row[column]) return
      this.unindex[i]?.(old.rid, old[column])
      this.index[i]?.(old.rid, row[column])
    })
  }

  /**
   * A page of a first sync: server copies, shown as they are (no edits laid over), written without
   * their text indexes, which `indexLoaded` builds later, in few passes. No list shows them until
   * `showLoaded`, so a sync that does not finish shows nothing of what it wrote. A client already
   * stored meanwhile is stored as `put` would.
   */
  load(account: string, clients: readonly { client: ClientData; json: string }[]): void {
    this.loadRows(
      account,
      loadRows(
        clients.map((c) => c.client),
        clients.map((c) => c.json),
      ),
    )
  }

  /**
   * `load`, of clients already read (see PageRows): checked, derived and made JSON elsewhere
   * (the sync's worker thread), so this thread only writes.
   */
  loadRows(account: string, rows: readonly LoadRow[]): void {
    for (const page of pagesOf(rows)) this.loadPage(account, page)
  }

  private loadPage(account: string, { rows, copies, texts, size }: PageRows): void {
    if (size === 0) return
    this.forget()
    this.loading.add(account)
    const before = this.lastRid.get()?.rid ?? 0
    // Read out of the page's bytes by SQLite: no value of a row becomes an object of this heap.
    const inserted = this.insertLoadedRows.run({ account, rows }).changes
    this.insertLoadedCopies.run({ account, copies, texts })
    // New rows take rids past the highest: those are this page's, to be indexed with the load.
    if (inserted > 0) this.markLoaded.run({ before })
    if (inserted === size) return
    // Stored meanwhile (a client opened during the sync): the copy as it came, as `put` would.
    for (const { json } of this.storedBefore.all({ account, copies, texts, before })) {
      const client = JSON.parse(json) as ClientData
      this.put(account, client, client, json)
    }
  }

  /**
   * The clients of a sync's pages whose stored copy differs (or that have none), with their copy
   * as the page has it: a sync that finds nothing new reads nothing back.
   */
  changedOf(
    account: string,
    rows: readonly LoadRow[],
  ): { id: number; json: string; stored: boolean }[] {
    return pagesOf(rows).flatMap(({ copies, texts }) =>
      this.changedIn
        .all({ account, copies, texts })
        .map((r) => ({ id: r.id, json: r.json, stored: r.stored === 1 })),
    )
  }

  /**
   * The rows of a first sync of `account` show from now on, all at once; until `indexLoaded` has
   * put them in the text indexes, its searches and filters check them row by row (same answers).
   */
  showLoaded(account: string): void {
    this.forget()
    this.loading.delete(account)
  }

  /**
   * Puts up to `limit` loaded rows (the oldest first; of `account` only, if given) in the text
   * indexes, in one pass per index, each index's rows in rowid order; rows of a load still under
   * way wait for it to end. Returns how many rows are left to index (not counting those).
   */
  indexLoaded(limit = EVERY_ROW, account: string | null = null): number {
    const loading = JSON.stringify([...this.loading])
    const waiting = `u.account NOT IN (SELECT value FROM json_each(@loading))
      AND (@only IS NULL OR u.account = @only)`
    const left = this.db.transaction(() => {
      const last = this.statement(
        `SELECT COALESCE(MAX(rid), 0) AS rid FROM (
             SELECT u.rid FROM clients_unindexed u WHERE ${waiting} ORDER BY u.rid LIMIT @limit)`,
      ).get({ loading, limit, only: account }) as { rid: number }
      for (const [table, column] of TEXT_INDEXES) {
        this.statement(
          `INSERT INTO ${table} (rowid, ${column})
             SELECT c.rid, c.${column} FROM clients_unindexed u JOIN clients c ON c.rid = u.rid
             WHERE u.rid <= @last AND ${waiting} ORDER BY c.rid`,
        ).run({ loading, only: account, last: last.rid })
      }
      this.statement(`DELETE FROM clients_unindexed AS u WHERE u.rid <= @last AND ${waiting}`).run({
        loading,
        only: account,
        last: last.rid,
      })
      return (
        this.statement(`SELECT COUNT(*) AS n FROM clients_unindexed u WHERE ${waiting}`).get({
          loading,
          only: account,
        }) as { n: number }
      ).n
    })()
    this.forget()
    return left
  }

  /** Before writing a whole replica: its rows go in without updating the sort indexes. */
  dropIndexes(): void {
    for (const name of Object.keys(LOAD_INDEXES)) this.db.exec(`DROP INDEX IF EXISTS ${name}`)
  }

  /**
   * Builds the indexes `dropIndexes` dropped (`names`, or all), each in one sorted pass; nothing
   * for those that exist.
   */
  buildIndexes(names: readonly string[] = Object.keys(LOAD_INDEXES)): void {
    this.db.transaction(() => {
      for (const name of names) {
        const on = LOAD_INDEXES[name]
        if (on) this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`)
      }
    })()
  }

  /** The sort indexes not built (yet). */
  missingIndexes(): string[] {
    const present = new Set(
      (
        this.db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'clients'")
          .all() as { name: string }[]
      ).map((row) => row.name),
    )
    return Object.keys(LOAD_INDEXES).filter((name) => !present.has(name))
  }

  get(account: string, id: number): ClientData | null {
    const row = this.readOne.get(account, id)
    return row ? (JSON.parse(row.json) as ClientData) : null
  }

  /** The stored server copies of `ids` as JSON text, by id: a sync compares them without parsing. */
  copiesOf(account: string, ids: readonly number[]): Map<number, string> {
    return new Map(this.readSome.all(account, JSON.stringify(ids)).map((row) => [row.id, row.json]))
  }

  /** The ids of every client in the replica. */
  ids(account: string): number[] {
    return this.readIds.all(account)
  }

  remove(account: string, id: number): void {
    this.forget()
    const old = this.findRow.get(account, id)
    if (old) {
      if (old.unindexed) this.unmarkUnindexed.run(old.rid)
      else TEXT_INDEXES.forEach(([, column], i) => this.unindex[i]?.(old.rid, old[column]))
      this.deleteRow.run(old.rid)
    }
    this.deleteCopy.run(account, id)
  }

  /** Every client of the account, and what indexes them. */
  clear(account: string): void {
    this.forget()
    this.loading.delete(account)
    for (const [table, column] of TEXT_INDEXES) {
      this.db
        .prepare(
          `INSERT INTO ${table} (${table}, rowid, ${column})
           SELECT 'delete', rid, ${column} FROM clients
           WHERE account = ? AND rid NOT IN (SELECT rid FROM clients_unindexed)`,
        )
        .run(account)
    }
    for (const table of ['clients_unindexed', 'clients', 'client_copies']) {
      this.db.prepare(`DELETE FROM ${table} WHERE account = ?`).run(account)
    }
  }

  count(account: string): number {
    return this.counter.get(account)?.n ?? 0
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE) this.statements.clear()
      statement = this.db.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  private where(account: string, q: ClientFilter): Where {
    return whereOf(account, q, this.finding(account))
  }

  private finding(account: string): Finding {
    if (this.loading.has(account)) return 'loading'
    let scan = this.scanned.get(account)
    if (scan === undefined) {
      scan = this.hasUnindexed.get(account)?.found === 1
      this.scanned.set(account, scan)
    }
    return scan ? 'scan' : 'indexed'
  }

  /** The replica changed: what was counted is counted again. */
  private forget(): void {
    this.totals.clear()
    this.scanned.clear()
    this.matches.forget()
    this.sole = undefined
  }

  private remember(key: string, total: number): number {
    if (this.totals.size >= TOTAL_CACHE) this.totals.clear()
    this.totals.set(key, total)
    return total
  }

  private totalOf(w: Where): number {
    const key = JSON.stringify(w)
    const known = this.totals.get(key)
    if (known !== undefined) return known
    if (w.parts.length === 0) {
      const row = this.statement(`SELECT COUNT(*) AS n ${sourceOf(w, false)}`).get(w.params)
      return this.remember(key, (row as { n: number }).n)
    }
    const rids = this.matchesOf(w)
    if (w.clauses.length === 0) return this.remember(key, rids.length)
    const row = this.statement(
      `SELECT COUNT(*) AS n ${MATCHES_SOURCE} WHERE ${w.clauses.join(' AND ')}`,
    ).get({ ...w.params, rids: JSON.stringify(Array.from(rids)) })
    return this.remember(key, (row as { n: number }).n)
  }

  /** The rows the index parts of `w` select, of its account (see ClientMatches). */
  private matchesOf(w: Where): Int32Array {
    return this.matches.of(w, this.soleAccount() === w.params['account'])
  }

  /** The account whose clients the replica holds, when it holds one account's only; else null. */
  private soleAccount(): string | null {
    if (this.sole === undefined) {
      // The first and the last in an index that starts with the account: two lookups, no scan.
      const end = (sql: string) => (this.statement(sql).get() as { a: string | null }).a
      const first = end('SELECT MIN(account) AS a FROM clients')
      const last = end('SELECT MAX(account) AS a FROM clients')
      this.sole = first !== null && first === last ? first : null
    }
    return this.sole
  }

  /** How many clients a filter selects; kept until the replica changes. */
  total(account: string, q: ClientFilter): number {
    return this.totalOf(this.where(account, q))
  }

  /**
   * One window of the list (`offset`, `limit`) in the query's order, and how many there are. The
   * window's rows are chosen first (by rowid, with nothing but the sort's columns), then read: what
   * a row shows, and its outbox state, is worked out for the window only.
   *
   * A filter with index parts (words, tag filters) starts from the rows they all select (see
   * ClientMatches): up to SORTED_MATCHES of them are checked, sorted and counted in one pass;
   * more are found by reading the sort's index until the window is full. A filter without any
   * reads the sort's index.
   */
  query(account: string, q: Query): { rows: ClientRow[]; total: number } {
    const w = this.where(account, q)
    const key = JSON.stringify(w)
    const window = { ...w.params, limit: q.limit, offset: q.offset }
    const order = `ORDER BY ${orderOf(q.sort)} LIMIT @limit OFFSET @offset`
    const clauses = w.clauses.length > 0 ? w.clauses.join(' AND ') : '1'
    let total = this.totals.get(key)
    let picked: { rid: number; total?: number }[]
    const rids = w.parts.length > 0 ? this.matchesOf(w) : null
    if (rids && rids.length <= SORTED_MATCHES && !this.denseEnough(rids.length, w, q)) {
      if (rids.length === 0) return { rows: [], total: this.remember(key, 0) }
      picked = this.statement(
        `SELECT c.rid, COUNT(*) OVER () AS total ${MATCHES_SOURCE} WHERE ${clauses} ${order}`,
      ).all({ ...window, rids: JSON.stringify(Array.from(rids)) }) as {
        rid: number
        total: number
      }[]
      total ??= this.remember(key, picked[0]?.total ?? (q.offset > 0 ? this.totalOf(w) : 0))
    } else {
      total ??= this.totalOf(w)
      if (total === 0 || q.offset >= total) return { rows: [], total }
      let source = sourceOf({ ...w, parts: [] }, false)
      if (rids) {
        this.matches.mark(rids)
        source += ` AND ${MATCHED_SQL}(c.rid)`
      }
      picked = this.statement(`SELECT c.rid ${source} ${order}`).all(window) as { rid: number }[]
    }
    return { rows: this.rowsOf(picked.map((p) => p.rid)), total }
  }

  /**
   * Whether the window is found sooner by reading the sort's index than by sorting the `matches`
   * (every one of them read): with nothing to check on the rows, the total is known without them,
   * and the index gives a match every `rows / matches` entries, each a fraction of a row's cost.
   */
  private denseEnough(matches: number, w: Where, q: Query): boolean {
    if (w.clauses.length > 0 || matches === 0) return false
    const account = String(w.params['account'])
    const rows =
      this.totals.get(`rows:${account}`) ?? this.remember(`rows:${account}`, this.count(account))
    return ((q.offset + q.limit) * rows) / matches < matches * INDEX_ENTRIES_PER_ROW
  }

  /** The rows of `rids`, in that order. */
  private rowsOf(rids: number[]): ClientRow[] {
    if (rids.length === 0) return []
    const records = this.statement(
      `SELECT c.rid, ${ROW_COLUMNS}, ${PENDING_SQL} AS pending FROM clients c
       WHERE c.rid IN (SELECT value FROM json_each(@rids))`,
    ).all({ rids: JSON.stringify(rids) }) as (RowRecord & { rid: number })[]
    const byRid = new Map(records.map((record) => [record.rid, toRow(record)]))
    return rids.flatMap((rid) => byRid.get(rid) ?? [])
  }

  /** The ids a query selects, in its order, whole: an export walks them in chunks. */
  matchingIds(account: string, q: ClientFilter & Pick<Query, 'sort'>): number[] {
    const w = this.where(account, q)
    return (
      this.statement(`SELECT c.id ${sourceOf(w, true)} ORDER BY ${orderOf(q.sort)}`).all(
        w.params,
      ) as { id: number }[]
    ).map((row) => row.id)
  }

  /**
   * A few clients for the command palette. Every word must match, as in `query`; a NIF, then a name,
   * then a reference that starts with the first word comes first, then a name with a word starting
   * with it. The reference shown is the service's (a pending edit of it is found, not shown).
   */
  lookup(account: string, text: string, limit: number): ClientLookup {
    const first = searchWords(text)[0] ?? ''
    const w = this.where(account, { text, public: null })
    const total = this.totalOf(w)
    if (total === 0) return { total, rows: [] }
    // Nothing typed: the list's first clients, by name (its index).
    const rank = first
      ? `CASE
           WHEN instr(lower(c.nif), @first) = 1 THEN 0
           WHEN instr(c.name_key, @first) = 1 THEN 1
           WHEN instr(c.reference_key, @first) = 1 THEN 2
           WHEN instr(c.name_key, ' ' || @first) > 0 THEN 3
           ELSE 4
         END,`
      : ''
    const records = this.statement(
      `SELECT c.id, c.business_name, c.nif, json_extract(cc.json, '$.reference') AS reference
       FROM (SELECT c.account, c.id, c.business_name, c.nif, c.name_key, c.reference_key
             ${sourceOf(w, total <= SORTED_MATCHES)}
             ORDER BY ${rank} c.name_key, c.id LIMIT @limit) c
         LEFT JOIN client_copies cc ON cc.account = c.account AND cc.id = c.id
       ORDER BY ${rank} c.name_key, c.id`,
    ).all({ ...w.params, ...(first ? { first } : {}), limit }) as {
      id: number
      business_name: string
      nif: string
      reference: unknown
    }[]
    return {
      total,
      rows: records.map((r) => ({
        id: r.id,
        businessName: r.business_name,
        nif: r.nif,
        reference: typeof r.reference === 'string' && r.reference !== '' ? r.reference : null,
      })),
    }
  }

  /** The filter values of the account's clients, from the filter index. */
  private tags(account: string): string[] {
    const held = this.statement(
      `SELECT 1 FROM clients_tags t CROSS JOIN clients c ON c.rid = t.rowid
       WHERE t.clients_tags MATCH @tag AND c.account = @account LIMIT 1`,
    )
    return (this.statement('SELECT term FROM clients_tag_values').all() as { term: string }[])
      .map((row) => row.term)
      .filter((tag) => held.get({ tag, account }) !== undefined)
  }

  /** The same, read from the rows (some are not in the filter index yet). */
  private tagsOfRows(account: string): string[] {
    return (
      this.statement(
        'SELECT DISTINCT t.value AS tag FROM clients c, json_each(c.tags) t WHERE c.account = ?',
      ).all(account) as { tag: string }[]
    ).map((row) => row.tag)
  }

  /**
   * The values present in the replica, for the filter menus: those the filter index holds (every
   * account's), each kept if a client of this account has it.
   */
  facets(account: string): ClientFacets {
    const tags = this.finding(account) === 'scan' ? this.tagsOfRows(account) : this.tags(account)
    const valuesOf = (letter: string) =>
      tags
        .filter((tag) => tag.startsWith(letter))
        .map((tag) => Number(tag.slice(1)))
        .filter(Number.isSafeInteger)
        .sort((a, b) => a - b)
    const nameOf = this.statement(
      'SELECT expert_name AS name FROM clients WHERE account = ? AND expert_id = ? LIMIT 1',
    )
    const statuses = (
      this.statement('SELECT DISTINCT status FROM clients WHERE account = ? ORDER BY status').all(
        account,
      ) as { status: number }[]
    ).map((r) => r.status)
    return {
      experts: valuesOf(TAG_LETTERS.expert).map((id) => {
        const found = nameOf.get(account, id) as { name: string } | undefined
        return { id, name: found?.name || `Experto #${id}` }
      }),
      provinces: valuesOf(TAG_LETTERS.province),
      statuses,
      cnaes: valuesOf(TAG_LETTERS.cnae),
    }
  }
}
