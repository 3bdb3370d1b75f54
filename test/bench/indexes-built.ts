import { performance } from 'node:perf_hooks'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { LOAD_INDEXES } from '../../src/main/storage/clients/clients-schema'
import { DATABASE_FILE } from '../../src/main/storage/database'

/**
 * Waits until the sort indexes a first sync leaves for after it are all built, as another reader
 * of the file sees them; returns how long that took, in ms (at most 60 s).
 */
export async function indexesBuilt(dir: string): Promise<number> {
  const started = performance.now()
  const reader = new Database(join(dir, DATABASE_FILE), { readonly: true, fileMustExist: true })
  try {
    const sortIndexes = Object.keys(LOAD_INDEXES)
    const named = reader.prepare(
      `SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'index' AND name IN (${sortIndexes
        .map(() => '?')
        .join(', ')})`,
    )
    while (performance.now() - started < 60_000) {
      const built = (named.get(...sortIndexes) as { n: number }).n
      if (built === sortIndexes.length) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    reader.close()
  }
  return performance.now() - started
}
