import type Database from 'better-sqlite3'

export interface Cached<T> {
  value: T
  fetchedAt: number
}

/** Keyed answers (profile, statuses, concessions, simulator…) with when they were fetched. */
export class CacheStore {
  private readonly read: Database.Statement<[string], { json: string; fetched_at: number }>
  private readonly write: Database.Statement<[string, string, number]>
  private readonly remove: Database.Statement<[string]>

  constructor(db: Database.Database) {
    this.read = db.prepare('SELECT json, fetched_at FROM cache WHERE key = ?')
    this.write = db.prepare(
      'INSERT INTO cache (key, json, fetched_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at',
    )
    this.remove = db.prepare('DELETE FROM cache WHERE key = ?')
  }

  get<T>(key: string): Cached<T> | null {
    const row = this.read.get(key)
    if (!row) return null
    try {
      return { value: JSON.parse(row.json) as T, fetchedAt: row.fetched_at }
    } catch {
      return null
    }
  }

  set(key: string, value: unknown, fetchedAt = Date.now()): void {
    this.write.run(key, JSON.stringify(value), fetchedAt)
  }

  delete(key: string): void {
    this.remove.run(key)
  }
}
