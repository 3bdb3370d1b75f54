import type Database from 'better-sqlite3'
import { type CaseFacts } from '@shared/cases/case-work'

interface Row {
  requested_amount: number | null
  awarded_amount: number | null
  presentation_date: string | null
  concession_date: string | null
  reference: string | null
}

const COLUMNS = {
  requestedAmount: 'requested_amount',
  awardedAmount: 'awarded_amount',
  presentationDate: 'presentation_date',
  concessionDate: 'concession_date',
  reference: 'reference',
} as const satisfies Record<keyof CaseFacts, keyof Row>

/**
 * The facts of each case file kept only on this computer (table `case_facts`, SC-CASE-16): a
 * column set here is shown over the service's copy; NULL is «as the service says».
 */
export class CaseFactsStore {
  constructor(private readonly db: Database.Database) {}

  get(account: string, caseId: number): CaseFacts {
    const row = this.db
      .prepare(
        `SELECT requested_amount, awarded_amount, presentation_date, concession_date, reference
         FROM case_facts WHERE account = ? AND case_id = ?`,
      )
      .get(account, caseId) as Row | undefined
    const facts: CaseFacts = {}
    if (!row) return facts
    for (const [field, column] of Object.entries(COLUMNS) as [keyof CaseFacts, keyof Row][]) {
      const value = row[column]
      if (value !== null) Object.assign(facts, { [field]: value })
    }
    return facts
  }

  /** Sets the fields given (null: back to the service's), leaving the others as they were. */
  set(account: string, caseId: number, change: CaseFacts, now: number): void {
    const next = { ...this.get(account, caseId), ...change }
    const value = (field: keyof CaseFacts) => next[field] ?? null
    this.db
      .prepare(
        `INSERT INTO case_facts (account, case_id, requested_amount, awarded_amount,
           presentation_date, concession_date, reference, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (account, case_id) DO UPDATE SET requested_amount = excluded.requested_amount,
           awarded_amount = excluded.awarded_amount, presentation_date = excluded.presentation_date,
           concession_date = excluded.concession_date, reference = excluded.reference,
           updated_at = excluded.updated_at`,
      )
      .run(
        account,
        caseId,
        value('requestedAmount'),
        value('awardedAmount'),
        value('presentationDate'),
        value('concessionDate'),
        value('reference'),
        now,
      )
  }
}
