import { performance } from 'node:perf_hooks'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { LOAD_INDEXES } from '../../src/main/storage/clients-schema'
import { DATABASE_FILE } from '../../src/main/storage/database'

/**
 * Waits until the indexes a first sync leaves for after it (text, then sort) are all built, as
 * another reader of the file sees them; returns how long that took, in ms (at most 60 s).
 */
export async function indexesBuilt(dir: string): Promise<number> {
  const started = performance.now()
  const reader = new Database(join(dir, DATABASE_FILE), { readonly: true, fileMustExist: true })
  try {
    const unindexed = reader.prepare('SELECT EXISTS (SELECT 1 FROM clients_unindexed) AS n')
    const sortIndexes = Object.keys(LOAD_INDEXES)
    const named = reader.prepare(
      `SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'index' AND name IN (${sortIndexes
        .map(() => '?')
        .join(', ')})`,
    )
    while (performance.now() - started < 60_000) {
      const left = (unindexed.get() as { n: number }).n
      const built = (named.get(...sortIndexes) as { n: number }).n
      if (left === 0 && built === sortIndexes.length) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    reader.close()
  }
  return performance.now() - started
}
