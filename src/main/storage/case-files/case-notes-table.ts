import type Database from 'better-sqlite3'
import { type CaseNote } from '@shared/cases/case-work'
import { foldText } from '@shared/text'

interface Row {
  id: number
  case_id: number
  text: string
  created_at: number
  updated_at: number
}

const toNote = (row: Row): CaseNote => ({
  id: row.id,
  caseId: row.case_id,
  text: row.text,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/**
 * The advisor's notes on each case file (table `case_notes`), with their folded text, which the
 * case files' search also looks in (`case-filter.ts`).
 */
export class CaseNotesStore {
  constructor(private readonly db: Database.Database) {}

  add(account: string, caseId: number, text: string, now: number): CaseNote {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO case_notes (account, case_id, text, search, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(account, caseId, text, foldText(text), now, now)
    return this.get(account, Number(lastInsertRowid)) as CaseNote
  }

  update(account: string, id: number, text: string, now: number): void {
    this.db
      .prepare(
        'UPDATE case_notes SET text = ?, search = ?, updated_at = ? WHERE account = ? AND id = ?',
      )
      .run(text, foldText(text), now, account, id)
  }

  remove(account: string, id: number): void {
    this.db.prepare('DELETE FROM case_notes WHERE account = ? AND id = ?').run(account, id)
  }

  get(account: string, id: number): CaseNote | null {
    const row = this.db
      .prepare('SELECT * FROM case_notes WHERE account = ? AND id = ?')
      .get(account, id) as Row | undefined
    return row ? toNote(row) : null
  }

  /** A case file's notes, newest first. */
  byCase(account: string, caseId: number): CaseNote[] {
    return (
      this.db
        .prepare(
          'SELECT * FROM case_notes WHERE account = ? AND case_id = ? ORDER BY created_at DESC, id DESC',
        )
        .all(account, caseId) as Row[]
    ).map(toNote)
  }
}
