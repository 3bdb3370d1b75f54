import type Database from 'better-sqlite3'
import { type Indexed, LOAD_INDEXES, TEXT_INDEXES } from './clients-schema'

type IndexRow = (rid: number, value: string) => void

/** SQLite's LIMIT for no limit: `indexMarked` indexes every marked row by default. */
const EVERY_ROW = -1

/**
 * What finds the replica's rows: the full-text indexes, kept row by row (a first sync's rows as
 * they come, see `indexMarked`), and the sort indexes a first sync drops and builds again.
 */
export class ClientIndexes {
  private readonly insert: IndexRow[]
  private readonly delete: IndexRow[]
  private readonly lastOf: Database.Statement<{ limit: number }>
  private readonly fill: Database.Statement<{ last: number }>[]
  private readonly unmark: Database.Statement<{ last: number }>
  private readonly left: Database.Statement

  constructor(private readonly db: Database.Database) {
    this.lastOf = db.prepare(
      `SELECT COALESCE(MAX(rid), 0) AS last FROM (
         SELECT rid FROM clients_unindexed ORDER BY rid LIMIT @limit)`,
    )
    this.fill = TEXT_INDEXES.map(([table, column]) =>
      db.prepare(
        // CROSS JOIN: the marked rows drive (a plan reading every row of clients would not end).
        `INSERT INTO ${table} (rowid, ${column})
         SELECT u.rid, c.${column} FROM clients_unindexed u CROSS JOIN clients c ON c.rid = u.rid
         WHERE u.rid <= @last ORDER BY u.rid`,
      ),
    )
    this.unmark = db.prepare('DELETE FROM clients_unindexed WHERE rid <= @last')
    this.left = db.prepare('SELECT COUNT(*) AS n FROM clients_unindexed')
    this.insert = TEXT_INDEXES.map(([table, column]) => {
      const statement = db.prepare(`INSERT INTO ${table} (rowid, ${column}) VALUES (?, ?)`)
      return (rid: number, value: string) => void statement.run(rid, value)
    })
    this.delete = TEXT_INDEXES.map(([table, column]) => {
      const statement = db.prepare(
        `INSERT INTO ${table} (${table}, rowid, ${column}) VALUES ('delete', ?, ?)`,
      )
      return (rid: number, value: string) => void statement.run(rid, value)
    })
  }

  /** A new row, in the text indexes. */
  add(rid: number, row: Indexed): void {
    TEXT_INDEXES.forEach(([, column], i) => this.insert[i]?.(rid, row[column]))
  }

  /** A row written again: its text indexes, where what they index changed. */
  update(rid: number, old: Indexed, row: Indexed): void {
    TEXT_INDEXES.forEach(([, column], i) => {
      if (old[column] === row[column]) return
      this.delete[i]?.(rid, old[column])
      this.insert[i]?.(rid, row[column])
    })
  }

  /** A row removed, out of the text indexes. */
  remove(rid: number, old: Indexed): void {
    TEXT_INDEXES.forEach(([, column], i) => this.delete[i]?.(rid, old[column]))
  }

  /** Every indexed row of the account, out of the text indexes (before the rows go). */
  clear(account: string): void {
    for (const [table, column] of TEXT_INDEXES) {
      this.db
        .prepare(
          `INSERT INTO ${table} (${table}, rowid, ${column})
           SELECT 'delete', rid, ${column} FROM clients
           WHERE account = ? AND rid NOT IN (SELECT rid FROM clients_unindexed)`,
        )
        .run(account)
    }
  }

  /**
   * Puts up to `limit` marked rows (the oldest first) in the text indexes, in one pass per index,
   * in rowid order, in one transaction; returns how many are left. A first sync marks the rows
   * it loads (ClientsBulkLoad) and indexes them in the same transaction; marks outlive it only in
   * a file written by a version that indexed them after the sync, cut short by a crash.
   */
  indexMarked(limit = EVERY_ROW): number {
    // IMMEDIATE: a transaction that read first, then writes, fails at once (SQLITE_BUSY, no wait)
    // when another connection wrote meanwhile (clients-index-worker.ts's).
    return this.db
      .transaction(() => {
        const { last } = this.lastOf.get({ limit }) as { last: number }
        for (const statement of this.fill) statement.run({ last })
        this.unmark.run({ last })
        return (this.left.get() as { n: number }).n
      })
      .immediate()
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
    this.db
      .transaction(() => {
        for (const name of names) {
          const on = LOAD_INDEXES[name]
          if (on) this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`)
        }
      })
      .immediate()
  }

  /** Whether the replica (every account's rows) holds fewer than `rows` clients. */
  fewerRowsThan(rows: number): boolean {
    const { n } = this.db
      .prepare('SELECT COUNT(*) AS n FROM (SELECT 1 FROM clients LIMIT ?)')
      .get(rows) as { n: number }
    return n < rows
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
}
