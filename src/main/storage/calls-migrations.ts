import type Database from 'better-sqlite3'

/** Migrations of «Convocatorias», appended to `MIGRATIONS` (migrations.ts) after the case files'. */
export const CALLS_MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
  // 10: searches of calls kept under a name per account, with their last run (the calls it listed,
  // as JSON) so the next run says what is new and what went.
  (db) => {
    db.exec(`
      CREATE TABLE saved_searches (
        account TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        filters TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_run_at INTEGER,
        last_run TEXT,
        PRIMARY KEY (account, name)
      ) WITHOUT ROWID;
    `)
  },
]
