import type Database from 'better-sqlite3'

/** Migrations 12 onwards of `MIGRATIONS` (migrations.ts): what the reports need kept. */
export const REPORT_MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
  // 12: «Ajustes → Informes» of each account: the settings as JSON, and the firm's logo as the
  // bytes the advisor picked (a copy: the report never reads the original file again).
  (db) => {
    db.exec(`
      CREATE TABLE report_settings (
        account TEXT NOT NULL PRIMARY KEY,
        json TEXT NOT NULL,
        logo BLOB,
        logo_type TEXT,
        updated_at INTEGER NOT NULL
      );
    `)
  },
]
