import type Database from 'better-sqlite3'
import { provinceName } from '@shared/catalogues/provinces'
import {
  type ClientFacets,
  type ClientLookup,
  type ClientQuerySchema,
  type ClientRow,
} from '@shared/clients'
import { type ClientData } from '@shared/domain/client'
import { foldText } from '@shared/text'
import { type z } from 'zod'
import { searchWords, textMatch } from './client-search'

type Query = z.output<typeof ClientQuerySchema>
/** What selects rows, without the order or the window. */
export type ClientFilter = Omit<Query, 'sort' | 'offset' | 'limit'>

interface RowRecord {
  id: number
  business_name: string
  nif: string
  province: number | null
  status: number
  cnae: number | null
  expert_id: number
  expert_name: string
  public: number
  pending: ClientRow['pending']
}

/** The replica's searchable, sortable columns of one client (what the list shows). */
export interface DerivedRow {
  account: string
  id: number
  business_name: string
  name_key: string
  nif: string
  search: string
  status: number
  province: number | null
  province_name: string | null
  cnae: number | null
  expert_id: number
  expert_name: string
  public: number
  employees_quantity: number | null
  last_year_billing: number | null
}

/** SQL for each sortable column (each has an index); the id breaks ties so the order is stable. */
const SORT_SQL: Record<Query['sort']['field'], string> = {
  business_name: 'c.name_key',
  nif: 'c.nif',
  province: 'c.province_name',
  status: 'c.status',
  cnae: 'c.cnae',
  expert: 'c.expert_name',
  public: 'c.public',
  employees_quantity: 'c.employees_quantity',
  last_year_billing: 'c.last_year_billing',
}

const PENDING_SQL = `COALESCE((
  SELECT CASE
    WHEN SUM(o.status = 'conflict') > 0 THEN 'conflict'
    WHEN SUM(o.status = 'pending') > 0 THEN 'pending'
    WHEN SUM(o.status = 'failed' AND o.reason IS NOT 'not_saved') > 0 THEN 'failed'
    WHEN SUM(o.status = 'failed') > 0 THEN 'not_saved'
  END
  FROM outbox o WHERE o.account = c.account AND o.client_id = c.id AND o.status NOT IN ('done', 'discarded')
), 'none')`

const ROW_COLUMNS = `c.id, c.business_name, c.nif, c.province, c.status, c.cnae, c.expert_id,
  c.expert_name, c.public`

/**
 * The indexes a load of many rows would otherwise update one row at a time (those of migration 4,
 * and the tags' by client). A first sync drops them and builds them again, sorted, at the end.
 */
export const LOAD_INDEXES: Readonly<Record<string, string>> = {
  clients_by_name: 'clients (account, name_key, id)',
  clients_by_nif: 'clients (account, nif, id)',
  clients_by_province: 'clients (account, province_name, id)',
  clients_by_status: 'clients (account, status, id)',
  clients_by_cnae: 'clients (account, cnae, id)',
  clients_by_expert: 'clients (account, expert_name, id)',
  clients_by_public: 'clients (account, public, id)',
  clients_by_employees: 'clients (account, employees_quantity, id)',
  clients_by_billing: 'clients (account, last_year_billing, id)',
  client_tags_client: 'client_tags (account, client_id)',
}

/** Prepared statements by SQL text: a list asks the same few shapes again and again. */
const STATEMENT_CACHE = 64
/** Totals by filter, until the replica changes: scrolling asks for one window after another. */
const TOTAL_CACHE = 64

/** The columns the list searches and sorts by, from the client as shown (pending edits laid over). */
export function derivedRow(account: string, shown: ClientData): DerivedRow {
  const searchable = [
    shown.business_name,
    shown.nif,
    shown.email,
    shown.reference ?? '',
    shown.contacts,
  ]
  const province = shown.province[0] ?? null
  return {
    account,
    id: shown.id,
    business_name: shown.business_name,
    name_key: foldText(shown.business_name),
    nif: shown.nif,
    search: foldText(searchable.join(' ')),
    status: shown.status,
    province,
    province_name: province === null ? null : foldText(provinceName(province)),
    cnae: shown.cnaes[0] ?? null,
    expert_id: shown.expert_data.id,
    expert_name: shown.expert_data.name,
    public: shown.public ? 1 : 0,
    employees_quantity: shown.employees_quantity,
    last_year_billing: shown.last_year_billing,
  }
}

/** One row per value of the list fields the filters use. */
export function tagsOf(shown: ClientData): [kind: string, value: number][] {
  return [
    ...shown.province.map((value): [string, number] => ['province', value]),
    ...shown.cnaes.map((value): [string, number] => ['cnae', value]),
    ...[...new Set([shown.expert_data.id, ...shown.experts])].map((value): [string, number] => [
      'expert',
      value,
    ]),
  ]
}

function toRow(r: RowRecord): ClientRow {
  return {
    id: r.id,
    businessName: r.business_name,
    nif: r.nif,
    province: r.province,
    status: r.status,
    cnae: r.cnae,
    expertId: r.expert_id,
    expertName: r.expert_name,
    public: r.public === 1,
    pending: r.pending,
  }
}

/** The replica of the expert's clients: the server copy plus columns derived from what is shown. */
export class ClientsStore {
  private readonly findRow: Database.Statement<
    [string, number],
    { rid: number; search: string; nif: string }
  >
  private readonly insertRow: Database.Statement<[DerivedRow]>
  private readonly updateRow: Database.Statement<[DerivedRow & { rid: number }]>
  private readonly indexText: Database.Statement<[number, string]>
  private readonly unindexText: Database.Statement<[number, string]>
  private readonly indexNif: Database.Statement<[number, string]>
  private readonly unindexNif: Database.Statement<[number, string]>
  private readonly insertCopy: Database.Statement<[string, number, string]>
  private readonly insertTag: Database.Statement<[string, number, string, number]>
  private readonly deleteTags: Database.Statement<[string, number]>
  private readonly deleteRow: Database.Statement<[number]>
  private readonly deleteCopy: Database.Statement<[string, number]>
  private readonly readOne: Database.Statement<[string, number], { json: string }>
  private readonly readSome: Database.Statement<[string, string], { id: number; json: string }>
  private readonly readIds: Database.Statement<[string], { id: number }>
  private readonly counter: Database.Statement<[string], { n: number }>
  private readonly statements = new Map<string, Database.Statement>()
  private readonly totals = new Map<string, number>()

  constructor(private readonly db: Database.Database) {
    this.findRow = db.prepare('SELECT rid, search, nif FROM clients WHERE account = ? AND id = ?')
    this.insertRow = db.prepare(`
      INSERT INTO clients (account, id, business_name, name_key, nif, search, status, province,
        province_name, cnae, expert_id, expert_name, public, employees_quantity, last_year_billing)
      VALUES (@account, @id, @business_name, @name_key, @nif, @search, @status, @province,
        @province_name, @cnae, @expert_id, @expert_name, @public, @employees_quantity,
        @last_year_billing)`)
    this.updateRow = db.prepare(`
      UPDATE clients SET business_name = @business_name, name_key = @name_key, nif = @nif,
        search = @search, status = @status, province = @province, province_name = @province_name,
        cnae = @cnae, expert_id = @expert_id, expert_name = @expert_name, public = @public,
        employees_quantity = @employees_quantity, last_year_billing = @last_year_billing
      WHERE rid = @rid AND account = @account AND id = @id`)
    this.indexText = db.prepare('INSERT INTO clients_fts (rowid, search) VALUES (?, ?)')
    this.unindexText = db.prepare(
      "INSERT INTO clients_fts (clients_fts, rowid, search) VALUES ('delete', ?, ?)",
    )
    this.indexNif = db.prepare('INSERT INTO clients_nif (rowid, nif) VALUES (?, ?)')
    this.unindexNif = db.prepare(
      "INSERT INTO clients_nif (clients_nif, rowid, nif) VALUES ('delete', ?, ?)",
    )
    this.insertCopy = db.prepare(
      'INSERT INTO client_copies (account, id, json) VALUES (?, ?, ?) ON CONFLICT (account, id) DO UPDATE SET json = excluded.json',
    )
    this.insertTag = db.prepare(
      'INSERT OR IGNORE INTO client_tags (account, client_id, kind, value) VALUES (?, ?, ?, ?)',
    )
    this.deleteTags = db.prepare('DELETE FROM client_tags WHERE account = ? AND client_id = ?')
    this.deleteRow = db.prepare('DELETE FROM clients WHERE rid = ?')
    this.deleteCopy = db.prepare('DELETE FROM client_copies WHERE account = ? AND id = ?')
    this.readOne = db.prepare('SELECT json FROM client_copies WHERE account = ? AND id = ?')
    this.readSome = db.prepare(
      'SELECT id, json FROM client_copies WHERE account = ? AND id IN (SELECT value FROM json_each(?))',
    )
    this.readIds = db.prepare('SELECT id FROM clients WHERE account = ?')
    this.counter = db.prepare('SELECT COUNT(*) AS n FROM clients WHERE account = ?')
    // A first sync interrupted by a crash may have left them dropped.
    this.buildIndexes()
  }

  /** Before writing a whole replica: its rows go in without updating the sort indexes. */
  dropIndexes(): void {
    for (const name of Object.keys(LOAD_INDEXES)) this.db.exec(`DROP INDEX IF EXISTS ${name}`)
  }

  /** Builds the indexes `dropIndexes` dropped, each in one sorted pass; nothing when they exist. */
  buildIndexes(): void {
    for (const [name, on] of Object.entries(LOAD_INDEXES)) {
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`)
    }
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
    this.totals.clear()
    this.insertCopy.run(account, server.id, serverJson)
    const row = derivedRow(account, { ...shown, id: server.id })
    const old = this.findRow.get(account, server.id)
    if (old) {
      this.updateRow.run({ ...row, rid: old.rid })
      if (old.search !== row.search) {
        this.unindexText.run(old.rid, old.search)
        this.indexText.run(old.rid, row.search)
      }
      if (old.nif !== row.nif) {
        this.unindexNif.run(old.rid, old.nif)
        this.indexNif.run(old.rid, row.nif)
      }
      this.deleteTags.run(account, server.id)
    } else {
      const rid = Number(this.insertRow.run(row).lastInsertRowid)
      this.indexText.run(rid, row.search)
      this.indexNif.run(rid, row.nif)
    }
    for (const [kind, value] of tagsOf(shown)) this.insertTag.run(account, server.id, kind, value)
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
    return this.readIds.all(account).map((row) => row.id)
  }

  remove(account: string, id: number): void {
    this.totals.clear()
    const old = this.findRow.get(account, id)
    if (old) {
      this.unindexText.run(old.rid, old.search)
      this.unindexNif.run(old.rid, old.nif)
      this.deleteRow.run(old.rid)
    }
    this.deleteTags.run(account, id)
    this.deleteCopy.run(account, id)
  }

  /** Every client of the account, and what indexes them. */
  clear(account: string): void {
    this.totals.clear()
    this.db
      .prepare(
        `INSERT INTO clients_fts (clients_fts, rowid, search)
           SELECT 'delete', rid, search FROM clients WHERE account = ?`,
      )
      .run(account)
    this.db
      .prepare(
        `INSERT INTO clients_nif (clients_nif, rowid, nif)
           SELECT 'delete', rid, nif FROM clients WHERE account = ?`,
      )
      .run(account)
    for (const table of ['clients', 'client_copies', 'client_tags']) {
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

  /** The WHERE clause of a filter over `clients c`, with its parameters. */
  private where(account: string, q: ClientFilter) {
    const text = textMatch(q.text)
    const where = ['c.account = @account', ...text.clauses]
    const params: Record<string, unknown> = { account, ...text.params }
    if (q.status?.length) where.push(`c.status IN (${q.status.map(Number).join(',')})`)
    if (q.public !== null) where.push(`c.public = ${q.public ? 1 : 0}`)
    for (const kind of ['province', 'cnae', 'expert'] as const) {
      const values = q[kind]
      if (!values?.length) continue
      where.push(
        `EXISTS (SELECT 1 FROM client_tags t WHERE t.account = c.account AND t.kind = '${kind}' AND t.client_id = c.id AND t.value IN (${values.map(Number).join(',')}))`,
      )
    }
    return { clause: where.join(' AND '), params }
  }

  private orderBy(sort: Query['sort']): string {
    const direction = sort.direction === 'desc' ? 'DESC' : 'ASC'
    return `${SORT_SQL[sort.field]} ${direction} NULLS LAST, c.id ${direction}`
  }

  /** How many clients a filter selects; kept until the replica changes. */
  total(account: string, q: ClientFilter): number {
    const { clause, params } = this.where(account, q)
    const key = `${clause}\n${JSON.stringify(params)}`
    const known = this.totals.get(key)
    if (known !== undefined) return known
    const row = this.statement(`SELECT COUNT(*) AS n FROM clients c WHERE ${clause}`).get(
      params,
    ) as { n: number }
    if (this.totals.size >= TOTAL_CACHE) this.totals.clear()
    this.totals.set(key, row.n)
    return row.n
  }

  /** One window of the list (`offset`, `limit`) in the query's order, and how many there are. */
  query(account: string, q: Query): { rows: ClientRow[]; total: number } {
    const { clause, params } = this.where(account, q)
    const records = this.statement(
      `SELECT ${ROW_COLUMNS}, ${PENDING_SQL} AS pending FROM clients c WHERE ${clause}
       ORDER BY ${this.orderBy(q.sort)} LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: q.limit, offset: q.offset }) as RowRecord[]
    return { rows: records.map(toRow), total: this.total(account, q) }
  }

  /** The ids a query selects, in its order, whole: an export walks them in chunks. */
  matchingIds(account: string, q: ClientFilter & Pick<Query, 'sort'>): number[] {
    const { clause, params } = this.where(account, q)
    return (
      this.statement(
        `SELECT c.id FROM clients c WHERE ${clause} ORDER BY ${this.orderBy(q.sort)}`,
      ).all(params) as { id: number }[]
    ).map((row) => row.id)
  }

  /**
   * A few clients for the command palette. Every word must match, as in `query`; a NIF, then a name,
   * then a reference that starts with the first word comes first, then a name with a word starting
   * with it. The reference shown is the service's (a pending edit of it is found, not shown).
   */
  lookup(account: string, text: string, limit: number): ClientLookup {
    const first = searchWords(text)[0] ?? ''
    const { clause, params } = this.where(account, {
      text,
      public: null,
    })
    const records = this.statement(
      `SELECT c.id, c.business_name, c.nif, json_extract(cc.json, '$.reference') AS reference
       FROM clients c LEFT JOIN client_copies cc ON cc.account = c.account AND cc.id = c.id
       WHERE ${clause}
       ORDER BY CASE
           WHEN @first = '' THEN 0
           WHEN instr(lower(c.nif), @first) = 1 THEN 0
           WHEN instr(c.name_key, @first) = 1 THEN 1
           WHEN instr(lower(COALESCE(json_extract(cc.json, '$.reference'), '')), @first) = 1 THEN 2
           WHEN instr(c.name_key, ' ' || @first) > 0 THEN 3
           ELSE 4
         END, c.name_key, c.id
       LIMIT @limit`,
    ).all({ ...params, first, limit }) as {
      id: number
      business_name: string
      nif: string
      reference: unknown
    }[]
    return {
      total: records.length < limit ? records.length : this.total(account, { text, public: null }),
      rows: records.map((r) => ({
        id: r.id,
        businessName: r.business_name,
        nif: r.nif,
        reference: typeof r.reference === 'string' && r.reference !== '' ? r.reference : null,
      })),
    }
  }

  /** The values present in the replica, for the filter menus. */
  facets(account: string): ClientFacets {
    const experts = this.db
      .prepare(
        `SELECT DISTINCT t.value AS id, COALESCE(
           (SELECT c.expert_name FROM clients c WHERE c.account = t.account AND c.expert_id = t.value LIMIT 1),
           '') AS name
         FROM client_tags t WHERE t.account = ? AND t.kind = 'expert' ORDER BY t.value`,
      )
      .all(account) as { id: number; name: string }[]
    const distinct = (kind: string) =>
      (
        this.db
          .prepare(
            'SELECT DISTINCT value FROM client_tags WHERE account = ? AND kind = ? ORDER BY value',
          )
          .all(account, kind) as { value: number }[]
      ).map((r) => r.value)
    const statuses = (
      this.db
        .prepare('SELECT DISTINCT status FROM clients WHERE account = ? ORDER BY status')
        .all(account) as {
        status: number
      }[]
    ).map((r) => r.status)
    return {
      experts: experts.map((e) => ({ id: e.id, name: e.name || `Experto #${e.id}` })),
      provinces: distinct('province'),
      statuses,
      cnaes: distinct('cnae'),
    }
  }
}
