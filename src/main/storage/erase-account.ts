import type Database from 'better-sqlite3'

/** The tables that hold rows of an account: every one with an `account` column. */
export function accountTables(db: Database.Database): string[] {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )
    .all() as { name: string }[]
  return tables
    .map((table) => table.name)
    .filter((name) =>
      (db.pragma(`table_info("${name.replace(/"/g, '""')}")`) as { name: string }[]).some(
        (column) => column.name === 'account',
      ),
    )
}

/** The full-text indexes (FTS5): they hold words of the rows they index, in pages of their own. */
function textIndexes(db: Database.Database): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5(%'",
      )
      .all() as { name: string }[]
  ).map((table) => table.name)
}

/**
 * Deletes every row of `account` in one transaction, and the bytes with them: `secure_delete`
 * zeroes what is removed, the full-text indexes are rebuilt from the rows that stay (a deleted
 * row's words would otherwise linger in their pages until a merge), and a truncating checkpoint
 * empties the -wal that held the old pages. Returns how many rows went.
 */
export function eraseAccount(db: Database.Database, account: string): number {
  const tables = accountTables(db)
  const previous = db.pragma('secure_delete', { simple: true }) as number
  db.pragma('secure_delete = ON')
  try {
    const removed = db.transaction(() => {
      const rows = tables.reduce(
        (total, table) =>
          total +
          db.prepare(`DELETE FROM "${table.replace(/"/g, '""')}" WHERE account = ?`).run(account)
            .changes,
        0,
      )
      const waiting = tables.includes('clients_unindexed')
      for (const index of textIndexes(db)) {
        const name = `"${index.replace(/"/g, '""')}"`
        db.prepare(`INSERT INTO ${name} (${name}) VALUES ('rebuild')`).run()
        if (!waiting) continue
        // The rebuild indexed every row of `clients`, those a first sync left to index later too
        // (another account's): out again, they wait as they did.
        const [column] = (db.pragma(`table_info(${name})`) as { name: string }[]).map((c) => c.name)
        if (!column) continue
        const col = `"${column.replace(/"/g, '""')}"`
        db.prepare(
          `INSERT INTO ${name} (${name}, rowid, ${col})
           SELECT 'delete', c.rid, c.${col} FROM clients_unindexed u JOIN clients c ON c.rid = u.rid`,
        ).run()
      }
      return rows
    })()
    if (!db.memory) db.pragma('wal_checkpoint(TRUNCATE)')
    return removed
  } finally {
    db.pragma(`secure_delete = ${previous}`)
  }
}
