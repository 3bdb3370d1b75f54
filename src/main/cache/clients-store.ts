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

type Query = z.output<typeof ClientQuerySchema>

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

/** SQL for each sortable column; the id breaks ties so the order is stable. */
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

/** The replica of the expert's clients: the server copy plus columns derived from what is shown. */
export class ClientsStore {
  private readonly insert: Database.Statement
  private readonly insertCopy: Database.Statement<[string, number, string]>
  private readonly insertTag: Database.Statement
  private readonly deleteTags: Database.Statement<[string, number]>
  private readonly deleteClient: Database.Statement<[string, number]>
  private readonly deleteCopy: Database.Statement<[string, number]>
  private readonly readOne: Database.Statement<[string, number], { json: string }>
  private readonly readAll: Database.Statement<[string], { id: number; json: string }>
  private readonly counter: Database.Statement<[string], { n: number }>

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(`
      INSERT INTO clients (account, id, business_name, name_key, nif, search, status, province,
        province_name, cnae, expert_id, expert_name, public, employees_quantity, last_year_billing)
      VALUES (@account, @id, @business_name, @name_key, @nif, @search, @status, @province,
        @province_name, @cnae, @expert_id, @expert_name, @public, @employees_quantity,
        @last_year_billing)
      ON CONFLICT (account, id) DO UPDATE SET
        business_name = excluded.business_name, name_key = excluded.name_key,
        nif = excluded.nif, search = excluded.search, status = excluded.status,
        province = excluded.province, province_name = excluded.province_name,
        cnae = excluded.cnae, expert_id = excluded.expert_id,
        expert_name = excluded.expert_name, public = excluded.public,
        employees_quantity = excluded.employees_quantity,
        last_year_billing = excluded.last_year_billing`)
    this.insertCopy = db.prepare(
      'INSERT INTO client_copies (account, id, json) VALUES (?, ?, ?) ON CONFLICT (account, id) DO UPDATE SET json = excluded.json',
    )
    this.insertTag = db.prepare(
      'INSERT OR IGNORE INTO client_tags (account, client_id, kind, value) VALUES (?, ?, ?, ?)',
    )
    this.deleteTags = db.prepare('DELETE FROM client_tags WHERE account = ? AND client_id = ?')
    this.deleteClient = db.prepare('DELETE FROM clients WHERE account = ? AND id = ?')
    this.deleteCopy = db.prepare('DELETE FROM client_copies WHERE account = ? AND id = ?')
    this.readOne = db.prepare('SELECT json FROM client_copies WHERE account = ? AND id = ?')
    this.readAll = db.prepare('SELECT id, json FROM client_copies WHERE account = ?')
    this.counter = db.prepare('SELECT COUNT(*) AS n FROM clients WHERE account = ?')
  }

  /** Stores the server copy; `shown` (the copy with pending edits) feeds the searchable columns. */
  put(
    account: string,
    server: ClientData,
    shown: ClientData,
    serverJson = JSON.stringify(server),
  ): void {
    this.insertCopy.run(account, server.id, serverJson)
    const searchable = [
      shown.business_name,
      shown.nif,
      shown.email,
      shown.reference ?? '',
      shown.contacts,
    ]
    const province = shown.province[0] ?? null
    this.insert.run({
      account,
      id: server.id,
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
    })
    this.deleteTags.run(account, server.id)
    for (const value of shown.province) this.insertTag.run(account, server.id, 'province', value)
    for (const value of shown.cnaes) this.insertTag.run(account, server.id, 'cnae', value)
    for (const value of new Set([shown.expert_data.id, ...shown.experts])) {
      this.insertTag.run(account, server.id, 'expert', value)
    }
  }

  get(account: string, id: number): ClientData | null {
    const row = this.readOne.get(account, id)
    return row ? (JSON.parse(row.json) as ClientData) : null
  }

  /** The stored server copies as JSON text, by id: a sync compares them without parsing. */
  copies(account: string): Map<number, string> {
    return new Map(this.readAll.all(account).map((row) => [row.id, row.json]))
  }

  remove(account: string, id: number): void {
    this.deleteTags.run(account, id)
    this.deleteClient.run(account, id)
    this.deleteCopy.run(account, id)
  }

  count(account: string): number {
    return this.counter.get(account)?.n ?? 0
  }

  query(account: string, q: Query): { rows: ClientRow[]; total: number } {
    const where = ['c.account = @account']
    const params: Record<string, unknown> = { account }
    foldText(q.text)
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word, i) => {
        // Both sides are folded already, so a plain substring test is enough (and literal).
        where.push(`instr(c.search, @w${i}) > 0`)
        params[`w${i}`] = word
      })
    if (q.status?.length) where.push(`c.status IN (${q.status.map(Number).join(',')})`)
    if (q.public !== null) {
      where.push('c.public = @public')
      params['public'] = q.public ? 1 : 0
    }
    for (const kind of ['province', 'cnae', 'expert'] as const) {
      const values = q[kind]
      if (!values?.length) continue
      where.push(
        `EXISTS (SELECT 1 FROM client_tags t WHERE t.account = c.account AND t.client_id = c.id AND t.kind = '${kind}' AND t.value IN (${values.map(Number).join(',')}))`,
      )
    }
    const clause = where.join(' AND ')
    const direction = q.sort.direction === 'desc' ? 'DESC' : 'ASC'
    const order = `${SORT_SQL[q.sort.field]} ${direction} NULLS LAST, c.id ${direction}`
    // One scan: the window count is taken before LIMIT applies.
    const records = this.db
      .prepare(
        `SELECT c.id, c.business_name, c.nif, c.province, c.status, c.cnae, c.expert_id, c.expert_name,
          c.public, ${PENDING_SQL} AS pending, COUNT(*) OVER () AS total
         FROM clients c WHERE ${clause} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: q.limit, offset: q.offset }) as (RowRecord & { total: number })[]
    const total =
      records[0]?.total ??
      (q.offset > 0
        ? (
            this.db.prepare(`SELECT COUNT(*) AS n FROM clients c WHERE ${clause}`).get(params) as {
              n: number
            }
          ).n
        : 0)
    return {
      total,
      rows: records.map((r) => ({
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
      })),
    }
  }

  /**
   * A few clients for the command palette. Every word must match, as in `query`; a NIF, then a name,
   * then a reference that starts with the first word comes first, then a name with a word starting
   * with it. The reference shown is the service's (a pending edit of it is found, not shown).
   */
  lookup(account: string, text: string, limit: number): ClientLookup {
    const words = foldText(text).split(/\s+/).filter(Boolean)
    const where = ['c.account = @account']
    const params: Record<string, unknown> = { account, limit, first: words[0] ?? '' }
    words.forEach((word, i) => {
      where.push(`instr(c.search, @w${i}) > 0`)
      params[`w${i}`] = word
    })
    const records = this.db
      .prepare(
        `SELECT c.id, c.business_name, c.nif, json_extract(cc.json, '$.reference') AS reference,
           COUNT(*) OVER () AS total
         FROM clients c LEFT JOIN client_copies cc ON cc.account = c.account AND cc.id = c.id
         WHERE ${where.join(' AND ')}
         ORDER BY CASE
             WHEN @first = '' THEN 0
             WHEN instr(lower(c.nif), @first) = 1 THEN 0
             WHEN instr(c.name_key, @first) = 1 THEN 1
             WHEN instr(lower(COALESCE(json_extract(cc.json, '$.reference'), '')), @first) = 1 THEN 2
             WHEN instr(c.name_key, ' ' || @first) > 0 THEN 3
             ELSE 4
           END, c.name_key, c.id
         LIMIT @limit`,
      )
      .all(params) as {
      id: number
      business_name: string
      nif: string
      reference: unknown
      total: number
    }[]
    return {
      total: records[0]?.total ?? 0,
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
