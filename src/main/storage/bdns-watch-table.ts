import type Database from 'better-sqlite3'

export interface WatchRow {
  caseId: number
  /** The call's BDNS code; null when the case file's grant names none. */
  code: string | null
  checkedAt: number | null
  /** Changes written to the history and not yet looked at: the badge. */
  unseen: number
}

/** The watch of the call behind each case file, per account (`bdns_watch`, migration 10). */
export class BdnsWatchStore {
  constructor(private readonly db: Database.Database) {}

  all(account: string): WatchRow[] {
    return this.db
      .prepare(
        `SELECT case_id AS caseId, code, checked_at AS checkedAt, unseen
         FROM bdns_watch WHERE account = ? ORDER BY case_id`,
      )
      .all(account) as WatchRow[]
  }

  get(account: string, caseId: number): WatchRow | null {
    return (
      (this.db
        .prepare(
          `SELECT case_id AS caseId, code, checked_at AS checkedAt, unseen
           FROM bdns_watch WHERE account = ? AND case_id = ?`,
        )
        .get(account, caseId) as WatchRow | undefined) ?? null
    )
  }

  /** Records the case file's code (found once) and, when given, when its call was read. */
  record(account: string, caseId: number, code: string | null, checkedAt: number | null): void {
    this.db
      .prepare(
        `INSERT INTO bdns_watch (account, case_id, code, checked_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (account, case_id) DO UPDATE SET code = excluded.code,
           checked_at = COALESCE(excluded.checked_at, bdns_watch.checked_at)`,
      )
      .run(account, caseId, code, checkedAt)
  }

  addUnseen(account: string, caseId: number, count: number): void {
    this.db
      .prepare('UPDATE bdns_watch SET unseen = unseen + ? WHERE account = ? AND case_id = ?')
      .run(count, account, caseId)
  }

  markSeen(account: string, caseId: number): void {
    this.db
      .prepare('UPDATE bdns_watch SET unseen = 0 WHERE account = ? AND case_id = ?')
      .run(account, caseId)
  }
}
