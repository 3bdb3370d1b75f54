import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { type Logger } from '../log/logger'
import { migrate } from './migrations'

export const DATABASE_FILE = 'grants-desk.sqlite'

export interface OpenedDatabase {
  db: Database.Database
  /** Where a corrupt file was moved, so the user can be told; null when all was well. */
  recoveredFrom: string | null
}

function open(file: string): Database.Database {
  const db = new Database(file)
  try {
    db.pragma('journal_mode = WAL')
    // FULL: a committed outbox entry survives a crash of the app and of the machine.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    // A 10,000-client replica and its indexes fit in memory: queries never wait on the disk.
    db.pragma('cache_size = -32000')
    db.pragma('temp_store = MEMORY')
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new Error(`quick_check: ${String(check)}`)
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
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
 * Opens the local store. A file that is not a database, fails its check or cannot be migrated is
 * moved aside (never deleted) and a fresh one is started: the app never crashes on it.
 */
export function openDatabase(file: string, log: Logger): OpenedDatabase {
  mkdirSync(dirname(file), { recursive: true })
  try {
    return { db: open(file), recoveredFrom: null }
  } catch (error) {
    log.error('Base de datos local ilegible: se aparta y se empieza una nueva', error)
    const recoveredFrom = existsSync(file) ? moveAside(file) : null
    return { db: open(file), recoveredFrom }
  }
}
