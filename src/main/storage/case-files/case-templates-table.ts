import type Database from 'better-sqlite3'
import { type CaseTemplateRef } from '@shared/cases/case-status-rules'

/**
 * The template each case file was created with in this app, or none (SC-CASE-11): the service's
 * case files name no template, so a case file made elsewhere has no row and its template is not
 * known (`undefined`).
 */
export class CaseTemplatesStore {
  private readonly insert: Database.Statement<[string, number, number | null]>
  private readonly select: Database.Statement<[string, number], { template_id: number | null }>

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      'INSERT OR REPLACE INTO case_templates (account, case_id, template_id) VALUES (?, ?, ?)',
    )
    this.select = db.prepare(
      'SELECT template_id FROM case_templates WHERE account = ? AND case_id = ?',
    )
  }

  remember(account: string, caseId: number, templateId: number | null): void {
    this.insert.run(account, caseId, templateId)
  }

  of(account: string, caseId: number): CaseTemplateRef {
    const row = this.select.get(account, caseId)
    return row === undefined ? undefined : row.template_id
  }
}
