import type Database from 'better-sqlite3'

export interface Cached<T> {
  value: T
  fetchedAt: number
}

/** Keyed answers (profile, statuses, concessions, simulator…) of one account each, with when they were fetched. */
export class CacheStore {
  private readonly read: Database.Statement<[string, string], { json: string; fetched_at: number }>
  private readonly write: Database.Statement<[string, string, string, number]>
  private readonly remove: Database.Statement<[string, string]>
  private readonly listKeys: Database.Statement<[string], { key: string }>
  private readonly listPrefixed: Database.Statement<[string, number, string], { key: string }>

  constructor(private readonly db: Database.Database) {
    this.read = db.prepare('SELECT json, fetched_at FROM cache WHERE account = ? AND key = ?')
    this.write = db.prepare(
      'INSERT INTO cache (account, key, json, fetched_at) VALUES (?, ?, ?, ?) ON CONFLICT (account, key) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at',
    )
    this.remove = db.prepare('DELETE FROM cache WHERE account = ? AND key = ?')
    this.listKeys = db.prepare('SELECT key FROM cache WHERE account = ? ORDER BY key')
    this.listPrefixed = db.prepare(
      'SELECT key FROM cache WHERE account = ? AND substr(key, 1, ?) = ? ORDER BY key',
    )
  }

  get<T>(account: string, key: string): Cached<T> | null {
    const row = this.read.get(account, key)
    if (!row) return null
    try {
      return { value: JSON.parse(row.json) as T, fetchedAt: row.fetched_at }
    } catch {
      return null
    }
  }

  set(account: string, key: string, value: unknown, fetchedAt = Date.now()): void {
    this.write.run(account, key, JSON.stringify(value), fetchedAt)
  }

  /** Several answers in one transaction: one commit (one fsync) instead of one each. */
  setMany(
    entries: readonly { account: string; key: string; value: unknown; fetchedAt: number }[],
  ): void {
    if (entries.length === 0) return
    this.db.transaction(() => {
      for (const entry of entries) {
        this.write.run(entry.account, entry.key, JSON.stringify(entry.value), entry.fetchedAt)
      }
    })()
  }

  delete(account: string, key: string): void {
    this.remove.run(account, key)
  }

  /** The account's keys, or those that start with `prefix`. */
  keys(account: string, prefix?: string): string[] {
    const rows =
      prefix === undefined
        ? this.listKeys.all(account)
        : this.listPrefixed.all(account, prefix.length, prefix)
    return rows.map((row) => row.key)
  }
}
