import { statSync } from 'node:fs'
import type Database from 'better-sqlite3'

export interface DatabaseStats {
  schemaVersion: number
  /** The database file and its write-ahead log, in bytes. */
  bytes: number
  tables: { name: string; rows: number }[]
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}

/**
 * Counts only: no row leaves the database here. Virtual tables (the search indexes) are left out;
 * the tables that hold their data are counted like any other.
 */
export function databaseStats(db: Database.Database, path: string): DatabaseStats {
  const names = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name",
    )
    .pluck()
    .all() as string[]
  return {
    schemaVersion: db.pragma('user_version', { simple: true }) as number,
    bytes: sizeOf(path) + sizeOf(`${path}-wal`),
    tables: names.map((name) => ({
      name,
      rows: db
        .prepare(`SELECT count(*) FROM "${name.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    })),
  }
}
