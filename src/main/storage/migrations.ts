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
  // 6: case files (expedientes): the server copy of each (JSON, and whether `isActive=1` listed it)
  // beside the columns the list filters and sorts on, taken from the copy as shown (waiting changes
  // laid over). Outbox entries name their kind; a case file's also names the case file.
  (db) => {
    db.exec(`
      CREATE TABLE case_files (
        account TEXT NOT NULL,
        id INTEGER NOT NULL,
        server_active INTEGER NOT NULL,
        identifier TEXT NOT NULL,
        title TEXT NOT NULL,
        title_key TEXT NOT NULL,
        client_id INTEGER NOT NULL,
        client_name TEXT NOT NULL,
        client_nif TEXT NOT NULL,
        client_key TEXT NOT NULL,
        status_group_id INTEGER,
        status_group_name TEXT,
        status_id INTEGER,
        status_name TEXT,
        status_key TEXT,
        requested_amount REAL,
        awarded_amount REAL,
        presentation_date TEXT,
        concession_date TEXT,
        expert_id INTEGER NOT NULL,
        expert_name TEXT NOT NULL,
        expert_key TEXT NOT NULL,
        active INTEGER NOT NULL,
        search TEXT NOT NULL,
        -- Last: the columns a query reads come before it, so a scan never walks the copy's bytes.
        json TEXT NOT NULL,
        PRIMARY KEY (account, id)
      );
      CREATE INDEX case_files_client ON case_files (account, client_id);
      ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'client';
      ALTER TABLE outbox ADD COLUMN case_id INTEGER;
      CREATE INDEX outbox_case ON outbox (account, case_id, status);
    `)
  },
  // 7: the grant a case file was opened for here (its template's), which the service's rows do not name.
  (db) => {
    db.exec(`
      CREATE TABLE case_grants (
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        template_id INTEGER NOT NULL,
        grant_id INTEGER NOT NULL,
        grant_title TEXT,
        PRIMARY KEY (account, case_id)
      ) WITHOUT ROWID;
    `)
  },
  // 8: the advisor's own work on a case file, which exists nowhere else: its deadlines, the
  // documents the client owes, notes, its history, its folder and the files last seen there, and
  // the facts the service cannot store (SC-CASE-16). Never touched by a sync.
  (db) => {
    db.exec(`
      CREATE TABLE case_deadlines (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        label TEXT,
        from_date TEXT,
        unit TEXT,
        count INTEGER,
        computed_date TEXT,
        due_date TEXT NOT NULL,
        -- What the count passed over: {"holidays": [...], "weekends": n}.
        skipped TEXT NOT NULL,
        done_on TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX case_deadlines_by_case ON case_deadlines (account, case_id);
      CREATE INDEX case_deadlines_open ON case_deadlines (account, done_on, due_date);

      CREATE TABLE case_documents (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'received', 'not_applicable')),
        received_on TEXT,
        file_name TEXT,
        origin TEXT NOT NULL CHECK (origin IN ('grant', 'advisor')),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX case_documents_by_case ON case_documents (account, case_id, position);

      CREATE TABLE case_notes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        text TEXT NOT NULL,
        -- The text folded (accents and case), for the case files' search.
        search TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX case_notes_by_case ON case_notes (account, case_id);

      CREATE TABLE case_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        at INTEGER NOT NULL,
        kind TEXT NOT NULL,
        json TEXT NOT NULL
      );
      CREATE INDEX case_events_by_case ON case_events (account, case_id, at);

      CREATE TABLE case_work (
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        folder TEXT,
        holidays TEXT NOT NULL DEFAULT '[]',
        documents_seeded INTEGER NOT NULL DEFAULT 0,
        -- The status last seen in the service's copy: a different one is a change made there.
        seen_status TEXT,
        PRIMARY KEY (account, case_id)
      ) WITHOUT ROWID;

      CREATE TABLE case_folder_files (
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        size INTEGER NOT NULL,
        modified_at INTEGER NOT NULL,
        PRIMARY KEY (account, case_id, name)
      ) WITHOUT ROWID;

      -- A column set here wins over the service's copy; NULL in a column means «not changed here».
      CREATE TABLE case_facts (
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        requested_amount REAL,
        awarded_amount REAL,
        presentation_date TEXT,
        concession_date TEXT,
        reference TEXT,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (account, case_id)
      ) WITHOUT ROWID;
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
