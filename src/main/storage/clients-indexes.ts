import type Database from 'better-sqlite3'
import { type Indexed, LOAD_INDEXES, TEXT_INDEXES } from './clients-schema'
import { type Prepare, statementCache } from './statement-cache'

/** SQLite's LIMIT for no limit: `indexLoaded` indexes every row by default. */
const EVERY_ROW = -1

type IndexRow = (rid: number, value: string) => void

/**
 * What finds the replica's rows: the full-text indexes, kept row by row (or built after a load,
 * see `indexLoaded`), and the sort indexes a first sync drops and builds again.
 */
export class ClientIndexes {
  private readonly statement: Prepare
  private readonly insert: IndexRow[]
  private readonly delete: IndexRow[]

  /** `loading`: accounts a first sync is loading, whose rows wait for the load to end. */
  constructor(
    private readonly db: Database.Database,
    private readonly loading: ReadonlySet<string>,
  ) {
    this.statement = statementCache(db)
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
   * Puts up to `limit` loaded rows (the oldest first; of `account` only, if given) in the text
   * indexes, in one pass per index, each index's rows in rowid order; rows of a load still under
   * way wait for it to end. Returns how many rows are left to index (not counting those).
   */
  indexLoaded(limit = EVERY_ROW, account: string | null = null): number {
    const loading = JSON.stringify([...this.loading])
    const waiting = `u.account NOT IN (SELECT value FROM json_each(@loading))
      AND (@only IS NULL OR u.account = @only)`
    // IMMEDIATE: a transaction that read first, then writes, fails at once (SQLITE_BUSY, no wait)
    // when another connection wrote meanwhile (clients-index-worker.ts's, and main's).
    return this.db
      .transaction(() => {
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
        this.statement(
          `DELETE FROM clients_unindexed AS u WHERE u.rid <= @last AND ${waiting}`,
        ).run({
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
