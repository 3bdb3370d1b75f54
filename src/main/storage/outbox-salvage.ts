import Database from 'better-sqlite3'
import { type OutboxStatus } from './outbox-table'
import { scanTableRecords, type SqlValue } from './page-scan'

/** An outbox row as stored, ready to be written into another database. */
export interface OutboxRow {
  id: number
  account: string
  client_id: number
  patch: string
  base: string
  status: OutboxStatus
  server: string | null
  error: string | null
  created_at: number
  updated_at: number
  /** Absent in a file from before case files (migration 6): a client's edit. */
  kind?: 'client' | 'case' | 'create'
  case_id?: number | null
}

const COLUMNS = [
  'id',
  'account',
  'client_id',
  'patch',
  'base',
  'status',
  'server',
  'error',
  'created_at',
  'updated_at',
] as const
/** After `reason` (migration 3), in the table's order: what a case file's change adds (migration 6). */
const CASE_COLUMNS = ['kind', 'case_id'] as const
const CASE_COLUMNS_AT = COLUMNS.length + 1
const OPEN_STATUSES: readonly string[] = ['pending', 'conflict', 'failed']
const STATUSES: readonly string[] = [...OPEN_STATUSES, 'done', 'discarded']

const isInteger = (value: unknown): value is number => Number.isInteger(value)
const isText = (value: unknown): value is string => typeof value === 'string'

function isJsonObject(text: unknown, nullable = false): boolean {
  if (nullable && text === null) return true
  if (!isText(text)) return false
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  } catch {
    return false
  }
}

/** A row whose every column has the type and shape the app writes; anything else is not an edit. */
function validRow(row: Record<string, unknown>): row is Record<string, unknown> & OutboxRow {
  return (
    isInteger(row['id']) &&
    isText(row['account']) &&
    row['account'].length > 0 &&
    isInteger(row['client_id']) &&
    isJsonObject(row['patch']) &&
    isJsonObject(row['base']) &&
    isText(row['status']) &&
    STATUSES.includes(row['status']) &&
    isJsonObject(row['server'], true) &&
    (row['error'] === null || isText(row['error'])) &&
    isInteger(row['created_at']) &&
    isInteger(row['updated_at']) &&
    (row['kind'] === undefined ||
      row['kind'] === null ||
      row['kind'] === 'client' ||
      row['kind'] === 'create' ||
      (row['kind'] === 'case' && isInteger(row['case_id'])))
  )
}

/** The columns to read: a case file's too, when the file has them. */
function columnsOf(db: Database.Database): readonly string[] {
  try {
    const names = (db.pragma('table_info(outbox)') as { name: string }[]).map((c) => c.name)
    return CASE_COLUMNS.every((c) => names.includes(c)) ? [...COLUMNS, ...CASE_COLUMNS] : COLUMNS
  } catch {
    return COLUMNS
  }
}

/**
 * The open outbox entries SQL can read, one at a time so that a damaged page loses only what it
 * holds. `complete` is false when some part could not be read.
 */
export function readOutboxRows(db: Database.Database): { rows: OutboxRow[]; complete: boolean } {
  const rows: OutboxRow[] = []
  const columns = columnsOf(db).join(', ')
  const take = (row: Record<string, unknown> | undefined) => {
    if (row && validRow(row) && OPEN_STATUSES.includes(row.status)) rows.push(row)
  }
  try {
    for (const row of db.prepare(`SELECT ${columns} FROM outbox ORDER BY id`).iterate() as Iterable<
      Record<string, unknown>
    >) {
      take(row)
    }
    return { rows, complete: true }
  } catch {
    // Past a damaged page: look each id up on its own, below and above what was read.
  }
  const seen = new Set(rows.map((row) => row.id))
  let highest = Math.max(0, ...seen)
  for (const sql of [
    "SELECT seq AS n FROM sqlite_sequence WHERE name = 'outbox'",
    'SELECT max(id) AS n FROM outbox',
  ]) {
    try {
      const n = (db.prepare(sql).get() as { n: unknown } | undefined)?.n
      if (isInteger(n)) highest = Math.max(highest, n)
    } catch {
      // that page is damaged too
    }
  }
  let one: Database.Statement
  try {
    one = db.prepare(`SELECT ${columns} FROM outbox WHERE id = ?`)
  } catch {
    return { rows, complete: false }
  }
  for (let id = 1; id <= Math.min(highest, 10_000_000); id++) {
    if (seen.has(id)) continue
    try {
      take(one.get(id) as Record<string, unknown> | undefined)
    } catch {
      // this entry's page is unreadable
    }
  }
  rows.sort((a, b) => a.id - b.id)
  return { rows, complete: false }
}

function fromRecord(rowid: number, values: SqlValue[]): Record<string, unknown> {
  // The id column is the rowid: the record holds NULL in its place.
  const row = Object.fromEntries(COLUMNS.map((name, i) => [name, i === 0 ? rowid : values[i]]))
  CASE_COLUMNS.forEach((name, i) => {
    const value = values[CASE_COLUMNS_AT + i]
    if (value !== undefined) row[name] = value
  })
  return row
}

/** Outbox rows found page by page, for when SQL cannot walk the file. */
function scanOutboxRows(file: string): OutboxRow[] {
  const latest = new Map<number, OutboxRow>()
  const records = scanTableRecords(
    file,
    (values) => values.length >= COLUMNS.length && values[0] === null,
  )
  for (const { rowid, values } of records) {
    const row = fromRecord(rowid, values)
    if (!validRow(row)) continue
    // An older copy of a row may linger on a freed page: the latest change wins.
    const known = latest.get(row.id)
    if (!known || row.updated_at > known.updated_at) latest.set(row.id, row)
  }
  return [...latest.values()]
}

/**
 * Every unsent edit that can still be read from a damaged database file: through SQL while it
 * works, then page by page over the file and its -wal. Never writes to `file`.
 */
export function salvageOutbox(file: string): OutboxRow[] {
  let fromSql: OutboxRow[] = []
  let db: Database.Database | null = null
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const read = readOutboxRows(db)
    if (read.complete) return read.rows
    fromSql = read.rows
  } catch {
    // not even a database header: the pages may still hold the rows
  } finally {
    db?.close()
  }
  const byId = new Map(fromSql.map((row) => [row.id, row]))
  let scanned: OutboxRow[] = []
  try {
    scanned = scanOutboxRows(file)
  } catch {
    // unreadable file: what SQL found is all there is
  }
  for (const row of scanned) {
    const known = byId.get(row.id)
    if (!known || row.updated_at > known.updated_at) byId.set(row.id, row)
  }
  return [...byId.values()]
    .filter((row) => OPEN_STATUSES.includes(row.status))
    .sort((a, b) => a.id - b.id)
}

/** Writes salvaged rows, with their ids (the replay order), into a database with the outbox table. */
export function restoreOutbox(db: Database.Database, rows: readonly OutboxRow[]): void {
  const all = columnsOf(db)
  const insert = db.prepare(
    `INSERT OR IGNORE INTO outbox (${all.join(', ')}) VALUES (${all.map((c) => `@${c}`).join(', ')})`,
  )
  db.transaction(() => {
    for (const row of rows) {
      const full: Record<string, unknown> = {
        ...row,
        kind: row.kind ?? 'client',
        case_id: row.case_id ?? null,
      }
      insert.run(Object.fromEntries(all.map((c) => [c, full[c]])))
    }
  })()
}
