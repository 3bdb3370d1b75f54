import type Database from 'better-sqlite3'
import { type CaseDocument, type DocumentState } from '@shared/cases/case-work'

interface Row {
  id: number
  case_id: number
  name: string
  state: DocumentState
  received_on: string | null
  file_name: string | null
  origin: CaseDocument['origin']
}

const toDocument = (row: Row): CaseDocument => ({
  id: row.id,
  caseId: row.case_id,
  name: row.name,
  state: row.state,
  receivedOn: row.received_on,
  file: row.file_name,
  origin: row.origin,
})

/** What a document changes to: its name, state, the day it came and its file. */
export type DocumentChange = Pick<CaseDocument, 'name' | 'state' | 'receivedOn' | 'file'>

/** The checklist of documents each case file needs from its client (table `case_documents`). */
export class CaseDocumentsStore {
  constructor(private readonly db: Database.Database) {}

  /** Adds documents at the end of the case file's list, in the order given. */
  add(
    account: string,
    caseId: number,
    names: readonly string[],
    origin: CaseDocument['origin'],
    now: number,
  ): CaseDocument[] {
    const last = this.db
      .prepare(
        'SELECT COALESCE(MAX(position), 0) FROM case_documents WHERE account = ? AND case_id = ?',
      )
      .pluck()
      .get(account, caseId) as number
    const insert = this.db.prepare(
      `INSERT INTO case_documents (account, case_id, position, name, state, origin, created_at,
         updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
    )
    return names.map((name, index) => {
      const { lastInsertRowid } = insert.run(
        account,
        caseId,
        last + index + 1,
        name,
        origin,
        now,
        now,
      )
      return this.get(account, Number(lastInsertRowid)) as CaseDocument
    })
  }

  update(account: string, id: number, change: DocumentChange, now: number): void {
    this.db
      .prepare(
        `UPDATE case_documents SET name = ?, state = ?, received_on = ?, file_name = ?,
           updated_at = ? WHERE account = ? AND id = ?`,
      )
      .run(change.name, change.state, change.receivedOn, change.file, now, account, id)
  }

  /** A file of the folder was renamed: the documents that were it follow. */
  renameFile(account: string, caseId: number, from: string, to: string | null): void {
    this.db
      .prepare(
        'UPDATE case_documents SET file_name = ? WHERE account = ? AND case_id = ? AND file_name = ?',
      )
      .run(to, account, caseId, from)
  }

  remove(account: string, id: number): void {
    this.db.prepare('DELETE FROM case_documents WHERE account = ? AND id = ?').run(account, id)
  }

  get(account: string, id: number): CaseDocument | null {
    const row = this.db
      .prepare('SELECT * FROM case_documents WHERE account = ? AND id = ?')
      .get(account, id) as Row | undefined
    return row ? toDocument(row) : null
  }

  byCase(account: string, caseId: number): CaseDocument[] {
    return (
      this.db
        .prepare(
          'SELECT * FROM case_documents WHERE account = ? AND case_id = ? ORDER BY position, id',
        )
        .all(account, caseId) as Row[]
    ).map(toDocument)
  }
}
