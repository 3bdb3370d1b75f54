import type Database from 'better-sqlite3'

/** Migrations 6 onwards of `MIGRATIONS` (migrations.ts): the case files and the advisor's work on them. */
export const CASE_FILE_MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
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
  // 8: the template each case file was created with here (null: none), whose statuses it is offered.
  (db) => {
    db.exec(`
      CREATE TABLE case_templates (
        account TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        template_id INTEGER,
        PRIMARY KEY (account, case_id)
      ) WITHOUT ROWID;
      INSERT INTO case_templates (account, case_id, template_id)
        SELECT account, case_id, template_id FROM case_grants;
    `)
  },
  // 9: the advisor's own work on a case file, which exists nowhere else: its deadlines, the
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
