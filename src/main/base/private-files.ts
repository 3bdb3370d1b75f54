import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'

/** Folders the app and the command line create: only their owner may enter them. */
const PRIVATE_FOLDER_MODE = 0o700
/** Files they write (settings, session, window state, the database and its -wal/-shm). */
export const PRIVATE_FILE_MODE = 0o600

/**
 * The names the app and the command line write in their data folder, with the copies set aside
 * (`.corrupt-…`) and the temporary files of atomic writes. Only these are tightened at start-up:
 * a folder the user chose may hold other files that are none of our business.
 */
const OWN_FILE = /^(?:(?:settings|session|window-state)\.json|grants-desk\.sqlite)(?:[-.].*)?$/

// Windows has no POSIX modes: the user's profile ACLs already keep these folders private.
const POSIX = process.platform !== 'win32'

function chmod(path: string, mode: number): void {
  try {
    chmodSync(path, mode)
  } catch (error) {
    // Gone in between (a -shm removed on close): nothing left to protect.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/** Creates `folder` and any missing parent as 0700 (the umask can only take bits away). */
export function ensurePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
}

/** Sets 0600 on a file if it exists. */
export function tightenFile(file: string): void {
  if (POSIX) chmod(file, PRIVATE_FILE_MODE)
}

/**
 * Creates `file` empty with 0600 unless it exists (then tightens it). SQLite gives its -wal and
 * -shm files the mode of the database file, so creating that one first covers all three.
 */
export function ensurePrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  tightenFile(file)
}

/**
 * At start-up, for what older versions wrote with the default modes: the data folder becomes 0700
 * and our files directly in it 0600. A shared folder (sticky bit, like /tmp), one of another user
 * or the home folder itself keeps its mode; a folder that does not exist is not created. Returns
 * what could not be tightened (e.g. a file left by a run as another user), for the log.
 */
export function tightenPrivateFolder(folder: string): string[] {
  if (!POSIX) return []
  const untouched: string[] = []
  const attempt = (path: string, mode: number) => {
    try {
      chmod(path, mode)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'EPERM' && code !== 'EACCES') throw error
      untouched.push(path)
    }
  }
  let names: string[]
  try {
    const stats = lstatSync(folder)
    if (!stats.isDirectory()) return []
    const ours = stats.uid === process.getuid?.()
    const shared = (stats.mode & 0o1000) !== 0
    if (ours && !shared && resolve(folder) !== resolve(homedir())) {
      attempt(folder, PRIVATE_FOLDER_MODE)
    }
    names = readdirSync(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  for (const name of names.filter((n) => OWN_FILE.test(n))) {
    const path = join(folder, name)
    try {
      if (lstatSync(path).isFile()) attempt(path, PRIVATE_FILE_MODE)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return untouched
}
