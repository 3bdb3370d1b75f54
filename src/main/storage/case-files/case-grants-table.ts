import type Database from 'better-sqlite3'
import { type CaseGrant } from '@shared/cases/cases'

/**
 * The grant each case file was opened for in this app, by its template's `fund_data` (SC-CASE-10):
 * the service's case files name no template or grant, so only this account's own record knows it.
 */
export class CaseGrantsStore {
  private readonly insert: Database.Statement<[string, number, number, number, string | null]>
  private readonly select: Database.Statement<[string, number]>
  private readonly selectAll: Database.Statement<
    [string],
    { caseId: number; id: number; title: string | null }
  >

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT OR REPLACE INTO case_grants (account, case_id, template_id, grant_id, grant_title)
       VALUES (?, ?, ?, ?, ?)`,
    )
    this.select = db.prepare(
      'SELECT grant_id AS id, grant_title AS title FROM case_grants WHERE account = ? AND case_id = ?',
    )
    this.selectAll = db.prepare(
      'SELECT case_id AS caseId, grant_id AS id, grant_title AS title FROM case_grants WHERE account = ?',
    )
  }

  remember(account: string, caseId: number, templateId: number, grant: CaseGrant): void {
    this.insert.run(account, caseId, templateId, grant.id, grant.title)
  }

  of(account: string, caseId: number): CaseGrant | null {
    return (this.select.get(account, caseId) as CaseGrant | undefined) ?? null
  }

  /** Every case file's grant known here, by case file id. */
  all(account: string): Map<number, CaseGrant> {
    return new Map(
      this.selectAll.all(account).map(({ caseId, id, title }) => [caseId, { id, title }]),
    )
  }
}
