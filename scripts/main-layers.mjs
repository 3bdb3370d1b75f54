// The folders of src/main, bottom to top (ARCH-LAYERS-2): a folder imports only the folders of the
// rows below its own, never one of its own row or above. ESLint's zones (eslint.config.mjs) and the
// tables of docs/architecture.md (scripts/layer-table.mjs) are made from these lists.

/** @type {{ folder: string, holds: string }[][]} */
export const MAIN_LAYERS = [
  [
    {
      folder: 'base',
      holds:
        "Knows no other folder of main: private files, JSON and atomic writes, a client's replica row, the `Platform` and `Notifier` ports",
    },
  ],
  [{ folder: 'log', holds: 'The log file (size-rotated, redacted) and the logger' }],
  [
    {
      folder: 'bridge',
      holds: "`dispatch` and the event emitter's type, free of any transport's details",
    },
    {
      folder: 'api',
      holds:
        "The service's HTTP client: addresses, auth, errors, paging, the operations by area (`*-operations.ts`), answer checks, request limits",
    },
    {
      folder: 'storage',
      holds:
        "The SQLite database: the clients' replica (`clients/`), the case files and the advisor's work on them (`case-files/`), the outbox, cached answers, the portfolio runs, migrations",
    },
  ],
  [
    { folder: 'session', holds: 'Signs in and out and keeps the tokens' },
    { folder: 'update', holds: "The app's updates: when to check, the download, the restart" },
  ],
  [
    {
      folder: 'services',
      holds:
        'The operations the bridge exposes, a folder per feature (the table below) and the few that every feature uses',
    },
  ],
  [{ folder: 'portfolio', holds: '«Cartera»: profiles, runs, the calendar' }],
  [
    {
      folder: 'export',
      holds:
        'Exports: what each list costs and its pages (`plans/`), datasets, columns, CSV and XLSX writers, file names',
    },
  ],
  [{ folder: 'diagnostics', holds: 'The diagnostic zip' }],
  [
    {
      folder: 'composition',
      holds:
        "The composition root (`app-services.ts` wires all of the above), the background sync, and the bridge's handlers by area",
    },
    { folder: 'cli', holds: "The command line: its commands' arguments and runs, by command" },
  ],
  [
    {
      folder: 'shell',
      holds: "The Electron binding: IPC, windows, menus, the ports' desktop implementations",
    },
  ],
]

/** The feature folders of src/main/services: everything of one feature's operations in one place. */
export const SERVICE_FEATURES = [
  {
    folder: 'calls',
    holds:
      '«Convocatorias»: the search of calls (`funds/`) through the cost cache, the saved searches and what is new since their last run, the clients of the replica that fit a call',
  },
  {
    folder: 'bdns',
    holds:
      'The official registry (BDNS), free and without a session: its client (paced, retried), answers kept a day per NIF or call, de minimis by NIF and «empresa única» groups, the declaration, the calls behind case files watched',
  },
  {
    folder: 'case-work',
    holds:
      "The advisor's work on a case file, kept only here: deadlines counted in business days, the documents the client owes, notes, the history, its folder (watched), facts kept here, the e-mail asking for documents, reminders",
  },
  {
    folder: 'cases',
    holds:
      "Case files: the service's operations (`remote-cases.ts`), the replica's reads (`case-file-reads.ts`), its sync, creation, status changes and archiving online or queued, the statuses catalogue",
  },
  {
    folder: 'clients',
    holds: "The clients: the replica's list, a client's copy and edit (online or queued), the sync",
  },
  {
    folder: 'concessions',
    holds: 'Concessions by NIF or by grant through the cost cache, «Ya recibida»',
  },
  {
    folder: 'connection',
    holds: 'The environment (demo, FANDIT, custom), the API client it wires, online or offline',
  },
  { folder: 'credits', holds: 'The credit balance and what a paid 403 means' },
  {
    folder: 'grants',
    holds:
      "A grant's sections, the grants this account keeps, the simulation by NIF and CNAE, the grant picker",
  },
  { folder: 'outbox', holds: 'The edits waiting to be sent: replay, listing, conflicts, failures' },
  {
    folder: 'reports',
    holds:
      "«Informe mensual»: a month's figures from the case files, the history recorded here and the deadlines kept here; the client's «Informe de ayudas» (what it is made of, its refresh, its files); «Ajustes → Informes» and a report's e-mail draft",
  },
  {
    folder: 'simulator',
    holds: "The simulator: its runs as kept, pages as needed, «Cartera»'s collection",
  },
]

/** Every folder of src/main that has a row, in order. */
export const MAIN_FOLDERS = MAIN_LAYERS.flat().map((entry) => entry.folder)
