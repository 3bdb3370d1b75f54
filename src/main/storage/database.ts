import { existsSync, renameSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { type StartupNotice, type StorageMode } from '@shared/storage'
import { type Logger } from '../log/logger'
import { ensurePrivateFile, ensurePrivateFolder, tightenFile } from '../base/private-files'
import { migrate, MIGRATIONS } from './migrations'
import { restoreCaseWork, salvageCaseWork } from './case-files/case-work-salvage'
import { readOutboxRows, restoreOutbox, salvageOutbox, type OutboxRow } from './outbox-salvage'
import {
  corruptNotice,
  newerNotice,
  notWritableNotice,
  unavailableNotice,
  type Visible,
} from './database-notices'

export const DATABASE_FILE = 'grants-desk.sqlite'

type Migrations = typeof MIGRATIONS

export interface OpenedDatabase {
  db: Database.Database
  /** `writable` unless the file could not be used as it is (see StorageMode). */
  mode: StorageMode
  /** What the user must be told at start-up; null when all was well. */
  notice: StartupNotice | null
  /** Where a corrupt file was moved; null otherwise. */
  recoveredFrom: string | null
}

type Probe =
  | { kind: 'missing' }
  | { kind: 'ok'; version: number }
  | { kind: 'corrupt'; error: unknown }
  | { kind: 'unavailable'; error: unknown }

function sqliteCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'unknown'
}

/** Only these mean the file itself is damaged; a lock or a permission problem is no reason to move it. */
function isCorruption(error: unknown): boolean {
  const code = sqliteCode(error)
  return code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB')
}

/** Looks at the file without writing to it: its schema version and a quick check. */
function probe(file: string): Probe {
  if (!existsSync(file)) return { kind: 'missing' }
  let db: Database.Database | null = null
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const version = db.pragma('user_version', { simple: true }) as number
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok')
      return { kind: 'corrupt', error: new Error(`quick_check: ${String(check)}`) }
    return { kind: 'ok', version }
  } catch (error) {
    return isCorruption(error) ? { kind: 'corrupt', error } : { kind: 'unavailable', error }
  } finally {
    db?.close()
  }
}

function tune(db: Database.Database): void {
  // FULL: a committed outbox entry survives a crash of the app and of the machine.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  // 16 MB holds what a list's queries read over a 10,000-client replica. A larger one reads the
  // rest from the system's file cache: at 70,000 a local query's p95 is 2.5–2.8 ms (2.2–2.6 with
  // 32 MB), and main's RSS after the sync some 20 MiB less (docs/benchmarks.md).
  db.pragma('cache_size = -16000')
  db.pragma('temp_store = MEMORY')
}

/** Writes of many rows that can be fetched again, such as the pages of a first sync. */
export interface BulkWrites {
  /**
   * A transaction whose commit a power cut may lose but never corrupts (WAL with synchronous
   * NORMAL: no wait for the disk). The outbox is never written this way.
   */
  transaction<T>(fn: () => T): T
  /**
   * From now until `checkpoint`, commits only add to the WAL: its pages are copied into the
   * database file once, by `checkpoint`, not every few megabytes while a first sync writes.
   */
  holdCheckpoints(): void
  /** Copies what the WAL holds into the database file, and checkpoints go on as before. */
  checkpoint(): void
}

/** SQLite's default: a checkpoint once the WAL passes this many pages. */
const AUTO_CHECKPOINT_PAGES = 1000

export function bulkWrites(db: Database.Database): BulkWrites {
  return {
    holdCheckpoints() {
      db.pragma('wal_autocheckpoint = 0')
    },
    checkpoint() {
      // PASSIVE: never waits on a reader (another process may be reading the file).
      db.pragma('wal_checkpoint(PASSIVE)')
      db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`)
    },
    transaction<T>(fn: () => T): T {
      const previous = db.pragma('synchronous', { simple: true }) as number
      db.pragma('synchronous = NORMAL')
      try {
        // IMMEDIATE: see app-services.ts's transactions.
        return db.transaction(fn).immediate()
      } finally {
        db.pragma(`synchronous = ${previous}`)
      }
    },
  }
}

/**
 * Opens the file for writing and brings it up to date. WAL is switched on only after the
 * migrations: a file they fail on keeps every byte (its own journal mode rolls them back).
 */
function openWritable(file: string, migrations: Migrations): Database.Database {
  ensurePrivateFile(file)
  const db = new Database(file)
  try {
    tune(db)
    migrate(db, migrations)
    db.pragma('journal_mode = WAL')
    // They take the database file's mode when created; these may be older than that rule.
    for (const suffix of ['-wal', '-shm']) tightenFile(file + suffix)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

function inMemory(migrations: Migrations, fallback?: Migrations): Database.Database {
  const db = new Database(':memory:')
  tune(db)
  try {
    migrate(db, migrations)
  } catch (error) {
    if (!fallback) throw error
    migrate(db, fallback)
  }
  return db
}

/** The file's content as an in-memory database (a serialized WAL image must say «no WAL»). */
function memoryCopy(source: Database.Database): Database.Database {
  const image = source.serialize()
  image[18] = 1
  image[19] = 1
  const copy = new Database(image)
  tune(copy)
  return copy
}

/** The file's content, migrated in memory; throws if the migrations fail on it. */
function migratedCopy(file: string, migrations: Migrations): Database.Database {
  const source = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const copy = memoryCopy(source)
    try {
      migrate(copy, migrations)
      return copy
    } catch (error) {
      copy.close()
      throw error
    }
  } finally {
    source.close()
  }
}

/** When not even a migrated copy can be had: an empty store with the file's outbox entries. */
function outboxOnly(
  file: string,
  migrations: Migrations,
  fileVersion: number,
  log: Logger,
): { db: Database.Database; visible: Visible; pending: number } {
  const db = inMemory(migrations, migrations.slice(0, fileVersion))
  let source: Database.Database | null = null
  try {
    source = new Database(file, { readonly: true, fileMustExist: true })
    const { rows } = readOutboxRows(source)
    restoreOutbox(db, rows)
    return { db, visible: 'outbox', pending: rows.length }
  } catch (error) {
    log.error('No se pudo leer nada de la base de datos local', error)
    return { db, visible: 'none', pending: 0 }
  } finally {
    source?.close()
  }
}

function pendingIn(db: Database.Database): number {
  return readOutboxRows(db).rows.length
}

function moveAside(file: string): string {
  const target = `${file}.corrupt-${Date.now()}`
  renameSync(file, target)
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix)
  }
  return target
}

/**
 * Salvages the outbox and the advisor's own work on case files of a damaged file, sets the file
 * aside and starts a new one with them.
 */
function recoverCorrupt(file: string, migrations: Migrations, log: Logger): OpenedDatabase {
  const salvaged: OutboxRow[] = salvageOutbox(file)
  const work = salvageCaseWork(file)
  let movedTo: string | null = null
  try {
    movedTo = moveAside(file)
    const db = openWritable(file, migrations)
    restoreOutbox(db, salvaged)
    const rows = restoreCaseWork(db, work)
    log.info(
      `Rescatado: ${salvaged.length} cambios de la bandeja de salida, ${rows} filas de expedientes`,
    )
    return {
      db,
      mode: 'writable',
      notice: corruptNotice(movedTo, salvaged.length),
      recoveredFrom: movedTo,
    }
  } catch (error) {
    // The folder cannot be written: the rescued edits are at least shown, from memory.
    log.error(
      'No se pudo apartar la base de datos dañada ni empezar otra: se trabaja en memoria',
      error,
    )
    const db = inMemory(migrations)
    restoreOutbox(db, salvaged)
    restoreCaseWork(db, work)
    return {
      db,
      mode: 'memory',
      notice: unavailableNotice(file, sqliteCode(error)),
      recoveredFrom: movedTo,
    }
  }
}

/**
 * Opens the local store; the app never crashes on it and never loses an unsent edit:
 * - a file from a newer version of the app is neither written nor moved: the app works on an empty
 *   store in memory (`memory`) and says so;
 * - a file it cannot migrate (or write) is left byte for byte as it was: the app works read-only
 *   on a copy in memory (`read-only`), or at least on its outbox entries;
 * - a damaged file has its outbox salvaged, is moved aside (never deleted), and a fresh database
 *   starts with those entries;
 * - a file that cannot be opened at all (permissions, a lock) is left alone (`memory`).
 */
export function openDatabase(
  file: string,
  log: Logger,
  migrations: Migrations = MIGRATIONS,
): OpenedDatabase {
  ensurePrivateFolder(dirname(file))
  const found = probe(file)
  const appVersion = migrations.length

  if (found.kind === 'unavailable') {
    log.error('No se puede abrir la base de datos local: se trabaja en memoria', found.error)
    return {
      db: inMemory(migrations),
      mode: 'memory',
      notice: unavailableNotice(file, sqliteCode(found.error)),
      recoveredFrom: null,
    }
  }

  if (found.kind === 'corrupt') {
    log.error(
      'Base de datos local dañada: se rescata la bandeja de salida y se aparta',
      found.error,
    )
    return recoverCorrupt(file, migrations, log)
  }

  const fileVersion = found.kind === 'ok' ? found.version : 0
  if (fileVersion > appVersion) {
    log.warn(`Base de datos local de una versión más nueva (${fileVersion} > ${appVersion})`)
    return {
      db: inMemory(migrations),
      mode: 'memory',
      notice: newerNotice(file, fileVersion, appVersion),
      recoveredFrom: null,
    }
  }

  const readOnly = (
    error: unknown,
    { db, visible, pending }: { db: Database.Database; visible: Visible; pending: number },
  ): OpenedDatabase => {
    log.error('No se pudo abrir o actualizar la base de datos local: solo lectura', error)
    return {
      db,
      mode: 'read-only',
      notice: notWritableNotice(file, { fileVersion, appVersion, visible, pending }),
      recoveredFrom: null,
    }
  }

  // A migration is first proven on a copy in memory: one that cannot work never touches the file.
  let trial: Database.Database | null = null
  if (found.kind === 'ok' && fileVersion < appVersion) {
    try {
      trial = migratedCopy(file, migrations)
    } catch (error) {
      return readOnly(error, outboxOnly(file, migrations, fileVersion, log))
    }
  }
  try {
    const db = openWritable(file, migrations)
    trial?.close()
    return { db, mode: 'writable', notice: null, recoveredFrom: null }
  } catch (error) {
    if (trial) return readOnly(error, { db: trial, visible: 'all', pending: pendingIn(trial) })
    try {
      const copy = migratedCopy(file, migrations)
      return readOnly(error, { db: copy, visible: 'all', pending: pendingIn(copy) })
    } catch {
      return readOnly(error, outboxOnly(file, migrations, fileVersion, log))
    }
  }
}
