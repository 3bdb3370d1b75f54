import type Database from 'better-sqlite3'

/**
 * Numbered migrations, tracked with PRAGMA user_version. Append only: a shipped migration never
 * changes. Each runs in one transaction together with its version bump.
 */
export const MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
  // 1: keyed answers, the clients replica and the outbox.
  (db) => {
    db.exec(`
      CREATE TABLE cache (
        key TEXT PRIMARY KEY,
        json TEXT NOT NULL,
        fetched_at INTEGER NOT NULL
      );

      -- The searchable, sortable columns of what the list shows: kept narrow so a scan is cheap.
      CREATE TABLE clients (
        account TEXT NOT NULL,
        id INTEGER NOT NULL,
        business_name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        nif TEXT NOT NULL,
        search TEXT NOT NULL,
        status INTEGER NOT NULL,
        province INTEGER,
        province_name TEXT,
        cnae INTEGER,
        expert_id INTEGER NOT NULL,
        expert_name TEXT NOT NULL,
        public INTEGER NOT NULL,
        employees_quantity REAL NOT NULL,
        last_year_billing REAL NOT NULL,
        PRIMARY KEY (account, id)
      ) WITHOUT ROWID;
      CREATE INDEX clients_name ON clients (account, name_key);

      -- The server's copy of each client, as received.
      CREATE TABLE client_copies (
        account TEXT NOT NULL,
        id INTEGER NOT NULL,
        json TEXT NOT NULL,
        PRIMARY KEY (account, id)
      );

      -- One row per value of the list fields the filters use.
      CREATE TABLE client_tags (
        account TEXT NOT NULL,
        client_id INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('province', 'cnae', 'expert')),
        value INTEGER NOT NULL,
        PRIMARY KEY (account, kind, value, client_id)
      ) WITHOUT ROWID;
      CREATE INDEX client_tags_client ON client_tags (account, client_id);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        client_id INTEGER NOT NULL,
        patch TEXT NOT NULL,
        base TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'conflict', 'failed', 'done', 'discarded')),
        server TEXT,
        error TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_open ON outbox (account, status, id);
      CREATE INDEX outbox_client ON outbox (account, client_id, status);
    `)
  },
]

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

/** Runs the migrations the file has not seen yet, each in its own transaction. */
export function migrate(db: Database.Database, migrations = MIGRATIONS): number {
  const from = schemaVersion(db)
  if (from > migrations.length) {
    throw new Error(
      `la base de datos es de una versión más nueva (${from}) que la aplicación (${migrations.length})`,
    )
  }
  migrations.forEach((run, index) => {
    const version = index + 1
    if (version <= from) return
    db.transaction(() => {
      run(db)
      db.pragma(`user_version = ${version}`)
    })()
  })
  return schemaVersion(db)
}
