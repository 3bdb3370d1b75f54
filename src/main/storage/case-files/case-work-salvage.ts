import Database from 'better-sqlite3'

/**
 * The advisor's own tables (migration 8): nothing else holds them, so a damaged file gives back
 * whatever SQL can still read of them, as it does the outbox.
 */
const OWN_TABLES = [
  'case_deadlines',
  'case_documents',
  'case_notes',
  'case_events',
  'case_work',
  'case_folder_files',
  'case_facts',
] as const

/** Rows read from a damaged file, by table, as SQLite gave them. */
export type SalvagedRows = Map<string, Record<string, unknown>[]>

/** The rows of a table with an `id` key, one at a time past a damaged page. */
function rowByRow(db: Database.Database, table: string, found: Record<string, unknown>[]): void {
  const seen = new Set(found.map((row) => row['id']))
  let highest = 0
  try {
    const seq = db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').pluck().get(table)
    if (typeof seq === 'number') highest = seq
  } catch {
    // that page is damaged too
  }
  const one = db.prepare(`SELECT * FROM ${table} WHERE id = ?`)
  for (let id = 1; id <= Math.min(highest, 10_000_000); id++) {
    if (seen.has(id)) continue
    try {
      const row = one.get(id) as Record<string, unknown> | undefined
      if (row) found.push(row)
    } catch {
      // this row's page is unreadable
    }
  }
}

/** Every row of the advisor's tables that SQL can read from `file`; never writes to it. */
export function salvageCaseWork(file: string): SalvagedRows {
  const salvaged: SalvagedRows = new Map()
  let db: Database.Database | null = null
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    for (const table of OWN_TABLES) {
      const rows: Record<string, unknown>[] = []
      let statement: Database.Statement
      try {
        statement = db.prepare(`SELECT * FROM ${table}`)
      } catch {
        continue // a file from before these tables, or its schema unreadable
      }
      try {
        for (const row of statement.iterate()) rows.push(row as Record<string, unknown>)
      } catch {
        if (statement.columns().some((column) => column.name === 'id')) rowByRow(db, table, rows)
      }
      salvaged.set(table, rows)
    }
  } catch {
    // not even a database header: nothing of these tables can be read
  } finally {
    db?.close()
  }
  return salvaged
}

/** Writes salvaged rows, with their keys, into a database that has the tables; returns how many. */
export function restoreCaseWork(db: Database.Database, salvaged: SalvagedRows): number {
  let restored = 0
  db.transaction(() => {
    for (const [table, rows] of salvaged) {
      const columns = new Set(
        (db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name),
      )
      for (const row of rows) {
        const names = Object.keys(row).filter((name) => columns.has(name))
        const values = names.map((name) => `@${name}`).join(', ')
        const insert = db.prepare(
          `INSERT OR IGNORE INTO ${table} (${names.join(', ')}) VALUES (${values})`,
        )
        restored += insert.run(Object.fromEntries(names.map((name) => [name, row[name]]))).changes
      }
    }
  })()
  return restored
}
