import type Database from 'better-sqlite3'
import { type CaseQueryInput, CaseQuerySchema, type CaseRow } from '@shared/cases/cases'
import { type CaseFile } from '@shared/wire/case-file'
import { foldText } from '@shared/text'
import { FACTS_SQL, NEXT_DEADLINE_SQL, SORT_SQL, whereOf } from './case-filter'

/** What is shown of a case file over its server copy: its status and whether it is active. */
export interface CaseShown {
  statusGroup: { id: number; name: string } | null
  status: { id: number; name: string } | null
  active: boolean
}

/** A case file as the replica holds it: the server copy, and what is shown of it. */
export interface StoredCase {
  server: CaseFile
  /** Whether the service listed it among the active ones (`isActive=1`). */
  serverActive: boolean
  shown: CaseShown
}

interface Record {
  id: number
  identifier: string
  title: string
  client_id: number
  client_name: string
  client_nif: string
  status_group_id: number | null
  status_group_name: string | null
  status_id: number | null
  status_name: string | null
  requested_amount: number | null
  awarded_amount: number | null
  presentation_date: string | null
  concession_date: string | null
  expert_id: number
  expert_name: string
  active: number
  pending: CaseRow['pending']
  next_deadline: string | null
}

/** The worst of a case file's open outbox entries. */
const PENDING_SQL = `COALESCE((
  SELECT CASE
    WHEN SUM(o.status = 'conflict') > 0 THEN 'conflict'
    WHEN SUM(o.status = 'pending') > 0 THEN 'pending'
    WHEN SUM(o.status = 'failed') > 0 THEN 'failed'
  END
  FROM outbox o WHERE o.account = c.account AND o.kind = 'case' AND o.case_id = c.id
    AND o.status NOT IN ('done', 'discarded')
), 'none')`

const COLUMNS = `c.id, c.identifier, c.title, c.client_id, c.client_name, c.client_nif,
  c.status_group_id,
  c.status_group_name, c.status_id, c.status_name,
  ${FACTS_SQL.requested_amount} AS requested_amount, ${FACTS_SQL.awarded_amount} AS awarded_amount,
  ${FACTS_SQL.presentation_date} AS presentation_date,
  ${FACTS_SQL.concession_date} AS concession_date, c.expert_id, c.expert_name, c.active, ${PENDING_SQL} AS pending,
  ${NEXT_DEADLINE_SQL} AS next_deadline`

function toRow(r: Record): CaseRow {
  return {
    id: r.id,
    identifier: r.identifier,
    title: r.title,
    clientId: r.client_id,
    clientName: r.client_name,
    clientNif: r.client_nif,
    statusGroup:
      r.status_group_id === null
        ? null
        : { id: r.status_group_id, name: r.status_group_name ?? '' },
    status: r.status_id === null ? null : { id: r.status_id, name: r.status_name ?? '' },
    requestedAmount: r.requested_amount,
    awardedAmount: r.awarded_amount,
    presentationDate: r.presentation_date,
    concessionDate: r.concession_date,
    expertId: r.expert_id,
    expertName: r.expert_name,
    archived: r.active === 0,
    pending: r.pending,
    nextDeadline: r.next_deadline,
  }
}

/**
 * The replica of the case files, per account: each server copy (JSON) with the columns the list
 * filters and sorts on, taken from the copy as shown. Answers every query of the case-files screen.
 */
export class CasesStore {
  private readonly upsert: Database.Statement

  constructor(private readonly db: Database.Database) {
    this.upsert = db.prepare(
      `INSERT INTO case_files (account, id, json, server_active, identifier, title, title_key,
         client_id, client_name, client_nif, client_key, status_group_id, status_group_name, status_id,
         status_name, status_key, requested_amount, awarded_amount, presentation_date,
         concession_date, expert_id, expert_name, expert_key, active, search)
       VALUES (@account, @id, @json, @server_active, @identifier, @title, @title_key, @client_id,
         @client_name, @client_nif, @client_key, @status_group_id, @status_group_name, @status_id, @status_name,
         @status_key, @requested_amount, @awarded_amount, @presentation_date, @concession_date,
         @expert_id, @expert_name, @expert_key, @active, @search)
       ON CONFLICT (account, id) DO UPDATE SET json = excluded.json,
         server_active = excluded.server_active, identifier = excluded.identifier,
         title = excluded.title, title_key = excluded.title_key, client_id = excluded.client_id,
         client_name = excluded.client_name, client_nif = excluded.client_nif,
         client_key = excluded.client_key,
         status_group_id = excluded.status_group_id, status_group_name = excluded.status_group_name,
         status_id = excluded.status_id, status_name = excluded.status_name,
         status_key = excluded.status_key, requested_amount = excluded.requested_amount,
         awarded_amount = excluded.awarded_amount, presentation_date = excluded.presentation_date,
         concession_date = excluded.concession_date, expert_id = excluded.expert_id,
         expert_name = excluded.expert_name, expert_key = excluded.expert_key,
         active = excluded.active, search = excluded.search`,
    )
  }

  /** Stores one case file (a new one, or a newer copy of one held). */
  put(account: string, stored: StoredCase): void {
    const { server, shown } = stored
    this.upsert.run({
      account,
      id: server.id,
      json: JSON.stringify(server),
      server_active: stored.serverActive ? 1 : 0,
      identifier: server.identifier,
      title: server.title,
      title_key: foldText(server.title),
      client_id: server.client_data.id,
      client_name: server.client_data.business_name,
      client_nif: server.client_data.nif,
      client_key: foldText(server.client_data.business_name),
      status_group_id: shown.statusGroup?.id ?? null,
      status_group_name: shown.statusGroup?.name ?? null,
      status_id: shown.status?.id ?? null,
      status_name: shown.status?.name ?? null,
      status_key: shown.status ? foldText(shown.status.name) : null,
      requested_amount: server.requested_amount,
      awarded_amount: server.awarded_amount,
      presentation_date: server.presentation_date,
      concession_date: server.concession_date,
      expert_id: server.expert_data.id,
      expert_name: server.expert_data.name,
      expert_key: foldText(server.expert_data.name),
      active: shown.active ? 1 : 0,
      search: foldText(
        [
          server.identifier,
          server.title,
          server.client_data.business_name,
          server.client_data.nif,
          server.reference ?? '',
          server.expert_data.name,
        ].join(' '),
      ),
    })
  }

  /** The account's case files become exactly these, in one transaction. */
  replaceAll(account: string, rows: readonly StoredCase[]): void {
    this.db.transaction(() => {
      this.clear(account)
      for (const row of rows) this.put(account, row)
    })()
  }

  clear(account: string): void {
    this.db.prepare('DELETE FROM case_files WHERE account = ?').run(account)
  }

  get(account: string, id: number): StoredCase | null {
    const row = this.db
      .prepare(
        `SELECT json, server_active, status_group_id, status_group_name, status_id, status_name, active
         FROM case_files WHERE account = ? AND id = ?`,
      )
      .get(account, id) as
      | (Pick<
          Record,
          'status_group_id' | 'status_group_name' | 'status_id' | 'status_name' | 'active'
        > & { json: string; server_active: number })
      | undefined
    if (!row) return null
    return {
      server: JSON.parse(row.json) as CaseFile,
      serverActive: row.server_active === 1,
      shown: {
        statusGroup:
          row.status_group_id === null
            ? null
            : { id: row.status_group_id, name: row.status_group_name ?? '' },
        status: row.status_id === null ? null : { id: row.status_id, name: row.status_name ?? '' },
        active: row.active === 1,
      },
    }
  }

  /** One case file as a row of the list (what is shown, its outbox state). */
  row(account: string, id: number): CaseRow | null {
    const row = this.db
      .prepare(`SELECT ${COLUMNS} FROM case_files c WHERE c.account = ? AND c.id = ?`)
      .get(account, id) as Record | undefined
    return row ? toRow(row) : null
  }

  /** The rows a query selects (a window of them) and how many it selects in all. */
  query(
    account: string,
    query: CaseQueryInput,
    me: number | null,
    window: { offset: number; limit: number } = query,
  ): { rows: CaseRow[]; total: number } {
    const { sql, params } = whereOf(account, query, me)
    const total = this.total(account, query, me)
    const column = SORT_SQL[query.sort.field]
    const direction = query.sort.direction === 'desc' ? 'DESC' : 'ASC'
    const rows = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM case_files c WHERE ${sql}
         ORDER BY (${column} IS NULL), ${column} ${direction}, c.id ASC LIMIT ? OFFSET ?`,
      )
      .all(...params, window.limit, window.offset) as Record[]
    return { rows: rows.map(toRow), total }
  }

  /** How many case files a query selects. */
  total(account: string, query: CaseQueryInput, me: number | null): number {
    const { sql, params } = whereOf(account, query, me)
    return (
      this.db.prepare(`SELECT COUNT(*) AS n FROM case_files c WHERE ${sql}`).get(...params) as {
        n: number
      }
    ).n
  }

  /**
   * Active case files per status and those without one, selected by `whereOf` as `query` selects
   * them (`mine` the advisor's only), so each count is the length of the list it opens.
   */
  counts(account: string, mine: boolean, me: number | null) {
    const { sql, params } = whereOf(account, CaseQuerySchema.parse({ mine }), me)
    const rows = this.db
      .prepare(
        `SELECT c.status_group_id AS statusGroup, c.status_id AS status, COUNT(*) AS count
         FROM case_files c WHERE ${sql}
         GROUP BY c.status_group_id, c.status_id ORDER BY c.status_group_id, c.status_id`,
      )
      .all(...params) as { statusGroup: number | null; status: number | null; count: number }[]
    const byStatus = rows.flatMap((r) =>
      r.statusGroup === null || r.status === null
        ? []
        : [{ statusGroup: r.statusGroup, status: r.status, count: r.count }],
    )
    const withoutStatus = rows
      .filter((r) => r.statusGroup === null || r.status === null)
      .reduce((sum, r) => sum + r.count, 0)
    return { byStatus, withoutStatus }
  }

  /** Every case file of the account, or of one client, active and archived, in id order. */
  listed(account: string, clientId: number | null): CaseRow[] {
    const client = clientId === null ? '' : 'AND c.client_id = ?'
    const params = clientId === null ? [account] : [account, clientId]
    return (
      this.db
        .prepare(`SELECT ${COLUMNS} FROM case_files c WHERE c.account = ? ${client} ORDER BY c.id`)
        .all(...params) as Record[]
    ).map(toRow)
  }

  /** A client's case files, active and archived, newest presentation first. */
  byClient(account: string, clientId: number): CaseRow[] {
    return (
      this.db
        .prepare(
          `SELECT ${COLUMNS} FROM case_files c WHERE c.account = ? AND c.client_id = ?
           ORDER BY (presentation_date IS NULL), presentation_date DESC, c.id ASC`,
        )
        .all(account, clientId) as Record[]
    ).map(toRow)
  }

  /** The server copies of these case files that are held, by id. */
  serverCopies(account: string, ids: readonly number[]): Map<number, CaseFile> {
    const rows = this.db
      .prepare(
        'SELECT id, json FROM case_files WHERE account = ? AND id IN (SELECT value FROM json_each(?))',
      )
      .all(account, JSON.stringify(ids)) as { id: number; json: string }[]
    return new Map(rows.map((r) => [r.id, JSON.parse(r.json) as CaseFile]))
  }

  count(account: string): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM case_files WHERE account = ?').get(account) as {
        n: number
      }
    ).n
  }
}
