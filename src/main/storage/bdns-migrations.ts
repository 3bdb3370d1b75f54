import type Database from 'better-sqlite3'

/** Migrations 11 onwards of `MIGRATIONS` (migrations.ts): what the official registry (BDNS) needs kept. */
export const BDNS_MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
  // 11: «empresa única» groups (clients that are one undertaking under the de minimis regulations,
  // a NIF in one group at most), and the watch of the call behind each case file: its BDNS code
  // (NULL when its grant names none), when it was last read, and the changes not yet seen.
  (db) => {
    db.exec(`
      CREATE TABLE minimis_groups (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (account, name)
      );

      CREATE TABLE minimis_group_members (
        account TEXT NOT NULL,
        nif TEXT NOT NULL,
        group_id INTEGER NOT NULL,
        client_id INTEGER,
        name TEXT,
        PRIMARY KEY (account, nif)
      ) WITHOUT ROWID;
      CREATE INDEX minimis_group_members_by_group ON minimis_group_members (account, group_id);

      CREATE TABLE bdns_watch (
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        code TEXT,
        checked_at INTEGER,
        unseen INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (account, case_id)
      ) WITHOUT ROWID;
    `)
  },
]
