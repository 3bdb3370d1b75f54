import type Database from 'better-sqlite3'
import { CALLS_MIGRATIONS } from './calls-migrations'
import { BDNS_MIGRATIONS } from './bdns-migrations'
import { CASE_FILE_MIGRATIONS } from './case-files/case-file-migrations'
import { REPORT_MIGRATIONS } from './report-migrations'

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
  // 3: a client created without a full profile has no figures (SC-DIALECT-4): the sort columns take null.
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
  // 4: the list asks for windows of tens of thousands of rows. Every sortable column gets an index
  // (the id breaks ties, and SQLite walks an index twice for NULLS LAST). Three FTS5 indexes over
  // the replica's own columns (external content) find rows: the words of the search text by prefix
  // (accents and case folded), the NIF's trigrams (fragments from its middle), and the filter
  // values, which `tags` holds as a JSON list («["p28","c6201","e301"]», in place of client_tags).
  // `reference_key` ranks the palette's matches without reading the client's copy.
  // ClientsWriter keeps them in step in the transaction that writes the row (triggers made a sync
  // three times slower); rows a first sync writes in bulk wait in clients_unindexed until it ends.
  (db) => {
    db.exec(`
      CREATE TABLE clients_next (
        rid INTEGER PRIMARY KEY,
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
        tags TEXT NOT NULL,
        reference_key TEXT NOT NULL,
        UNIQUE (account, id)
      );
      INSERT INTO clients_next (account, id, business_name, name_key, nif, search, status,
          province, province_name, cnae, expert_id, expert_name, public, employees_quantity,
          last_year_billing, reference_key, tags)
        SELECT c.account, c.id, c.business_name, c.name_key, c.nif, c.search, c.status, c.province,
          c.province_name, c.cnae, c.expert_id, c.expert_name, c.public, c.employees_quantity,
          c.last_year_billing, lower(COALESCE((
            SELECT json_extract(cc.json, '$.reference') FROM client_copies cc
            WHERE cc.account = c.account AND cc.id = c.id), '')),
          COALESCE((
            SELECT json_group_array(substr(t.kind, 1, 1) || t.value) FROM (
              SELECT kind, value FROM client_tags
              WHERE account = c.account AND client_id = c.id
              ORDER BY CASE kind WHEN 'province' THEN 1 WHEN 'cnae' THEN 2 ELSE 3 END
            ) t), '[]')
        FROM clients c ORDER BY c.account, c.id;
      DROP TABLE clients;
      DROP TABLE client_tags;
      ALTER TABLE clients_next RENAME TO clients;

      CREATE INDEX clients_by_name ON clients (account, name_key, id);
      CREATE INDEX clients_by_nif ON clients (account, nif, id);
      CREATE INDEX clients_by_province ON clients (account, province_name, id);
      CREATE INDEX clients_by_status ON clients (account, status, id);
      CREATE INDEX clients_by_cnae ON clients (account, cnae, id);
      CREATE INDEX clients_by_expert ON clients (account, expert_name, id);
      CREATE INDEX clients_by_public ON clients (account, public, id);
      CREATE INDEX clients_by_employees ON clients (account, employees_quantity, id);
      CREATE INDEX clients_by_billing ON clients (account, last_year_billing, id);

      -- No ranking (columnsize = 0): the list has its own order.
      CREATE VIRTUAL TABLE clients_fts USING fts5(
        search, content = 'clients', content_rowid = 'rid',
        tokenize = 'unicode61 remove_diacritics 2', prefix = '3', columnsize = 0
      );
      CREATE VIRTUAL TABLE clients_nif USING fts5(
        nif, content = 'clients', content_rowid = 'rid', tokenize = 'trigram', columnsize = 0
      );
      CREATE VIRTUAL TABLE clients_tags USING fts5(
        tags, content = 'clients', content_rowid = 'rid', tokenize = 'unicode61', detail = 'none',
        columnsize = 0
      );
      -- The filter values present (every account's): the menus' candidates.
      CREATE VIRTUAL TABLE clients_tag_values USING fts5vocab(clients_tags, 'row');
      INSERT INTO clients_fts (clients_fts) VALUES ('rebuild');
      INSERT INTO clients_nif (clients_nif) VALUES ('rebuild');
      INSERT INTO clients_tags (clients_tags) VALUES ('rebuild');

      CREATE TABLE clients_unindexed (
        rid INTEGER PRIMARY KEY,
        account TEXT NOT NULL
      );
    `)
  },
  // 5: «Cartera»: the portfolio runs of each account, the view as shown (JSON), newest last.
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
  ...CASE_FILE_MIGRATIONS,
  ...CALLS_MIGRATIONS,
  ...BDNS_MIGRATIONS,
  ...REPORT_MIGRATIONS,
  // The text indexes a first sync writes before its list shows, cheaper: no index of 3-letter
  // prefixes (it saved under a millisecond a search, and cost 40 % of the words' index), no
  // trigrams of the NIF (a fragment of a NIF is looked for in the NIFs themselves, some 4 ms over
  // 70,000; the trigrams cost more than the words' index). The words' and the filter values'
  // indexes are built again from every row, those a first sync cut short left marked included.
  (db) => {
    db.exec(`
      DROP TABLE clients_nif;
      DROP TABLE clients_fts;
      CREATE VIRTUAL TABLE clients_fts USING fts5(
        search, content = 'clients', content_rowid = 'rid',
        tokenize = 'unicode61 remove_diacritics 2', columnsize = 0
      );
      INSERT INTO clients_fts (clients_fts) VALUES ('rebuild');
      INSERT INTO clients_tags (clients_tags) VALUES ('rebuild');
      DELETE FROM clients_unindexed;
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
