import type Database from 'better-sqlite3'

/**
 * Numbered migrations, tracked with PRAGMA user_version. Append only: a shipped migration never
 * changes. The ones a file has not seen run together in one transaction with the version bump.
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
  // 2: every cached answer belongs to one account (`${environmentKey}#${userId}`). Rows whose key
  // names their account keep it; the others (concessions, simulator) cannot be attributed and go.
  (db) => {
    db.exec(`
      CREATE TABLE cache_by_account (
        account TEXT NOT NULL,
        key TEXT NOT NULL,
        json TEXT NOT NULL,
        fetched_at INTEGER NOT NULL,
        PRIMARY KEY (account, key)
      ) WITHOUT ROWID;
      INSERT INTO cache_by_account (account, key, json, fetched_at)
        SELECT substr(key, length('statuses:') + 1), 'statuses', json, fetched_at FROM cache
        WHERE substr(key, 1, length('statuses:')) = 'statuses:' AND instr(key, '#') > 0;
      INSERT INTO cache_by_account (account, key, json, fetched_at)
        SELECT substr(key, length('clients.syncedAt:') + 1), 'clients.syncedAt', json, fetched_at
        FROM cache
        WHERE substr(key, 1, length('clients.syncedAt:')) = 'clients.syncedAt:'
          AND instr(key, '#') > 0;
      DROP TABLE cache;
      ALTER TABLE cache_by_account RENAME TO cache;
    `)
  },
  // 3: a client created without a full profile has no figures (G18): the sort columns take null.
  // An outbox entry says why it stopped (`not_saved`: the service answered without the change).
  (db) => {
    db.exec(`
      CREATE TABLE clients_next (
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
        employees_quantity REAL,
        last_year_billing REAL,
        PRIMARY KEY (account, id)
      ) WITHOUT ROWID;
      INSERT INTO clients_next SELECT * FROM clients;
      DROP TABLE clients;
      ALTER TABLE clients_next RENAME TO clients;
      CREATE INDEX clients_name ON clients (account, name_key);
      ALTER TABLE outbox ADD COLUMN reason TEXT;
    `)
  },
  // 4: «Cartera»: the portfolio runs of each account, the view as shown (JSON), newest last.
  (db) => {
    db.exec(`
      CREATE TABLE portfolio_runs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('opportunities', 'aid')),
        run_at INTEGER NOT NULL,
        json TEXT NOT NULL
      );
      CREATE INDEX portfolio_runs_latest ON portfolio_runs (account, kind, id);
    `)
  },
]

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

/**
 * Runs the migrations the file has not seen yet, all in one transaction: a failure leaves the
 * version and the schema exactly as they were.
 */
export function migrate(db: Database.Database, migrations = MIGRATIONS): number {
  const from = schemaVersion(db)
  if (from > migrations.length) {
    throw new Error(
      `la base de datos es de una versión más nueva (${from}) que la aplicación (${migrations.length})`,
    )
  }
  if (from === migrations.length) return from
  db.transaction(() => {
    migrations.forEach((run, index) => {
      if (index + 1 > from) run(db)
    })
    db.pragma(`user_version = ${migrations.length}`)
  })()
  return schemaVersion(db)
}
