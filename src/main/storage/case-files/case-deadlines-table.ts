import type Database from 'better-sqlite3'
import { type CaseDeadline } from '@shared/cases/case-deadlines'
import { type CaseDeadlineKind } from '@shared/cases/deadline-kinds'
import { type DeadlinePeriod, type Holiday } from '@shared/deadlines/deadline-engine'

/** A deadline as written: what was counted, from when, and where it ends. */
export interface DeadlineRecord {
  kind: CaseDeadlineKind
  label: string | null
  from: string | null
  period: DeadlinePeriod | null
  computed: string | null
  until: string
  skipped: Holiday[]
  weekends: number
  doneOn: string | null
}

interface Row {
  id: number
  case_id: number
  kind: CaseDeadlineKind
  label: string | null
  from_date: string | null
  unit: DeadlinePeriod['unit'] | null
  count: number | null
  computed_date: string | null
  due_date: string
  skipped: string
  done_on: string | null
  created_at: number
}

function toDeadline(row: Row): CaseDeadline {
  const skipped = JSON.parse(row.skipped) as { holidays: Holiday[]; weekends: number }
  return {
    id: row.id,
    caseId: row.case_id,
    kind: row.kind,
    label: row.label,
    from: row.from_date,
    period: row.unit && row.count ? { unit: row.unit, count: row.count } : null,
    computed: row.computed_date,
    until: row.due_date,
    skipped: skipped.holidays,
    weekends: skipped.weekends,
    doneOn: row.done_on,
    createdAt: row.created_at,
  }
}

const params = (record: DeadlineRecord) => ({
  kind: record.kind,
  label: record.label,
  from_date: record.from,
  unit: record.period?.unit ?? null,
  count: record.period?.count ?? null,
  computed_date: record.computed,
  due_date: record.until,
  skipped: JSON.stringify({ holidays: record.skipped, weekends: record.weekends }),
  done_on: record.doneOn,
})

/** The deadlines of each account's case files (table `case_deadlines`). */
export class CaseDeadlinesStore {
  constructor(private readonly db: Database.Database) {}

  add(account: string, caseId: number, record: DeadlineRecord, now: number): CaseDeadline {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO case_deadlines (account, case_id, kind, label, from_date, unit, count,
           computed_date, due_date, skipped, done_on, created_at, updated_at)
         VALUES (@account, @case_id, @kind, @label, @from_date, @unit, @count, @computed_date,
           @due_date, @skipped, @done_on, @now, @now)`,
      )
      .run({ account, case_id: caseId, now, ...params(record) })
    return this.get(account, Number(lastInsertRowid)) as CaseDeadline
  }

  update(account: string, id: number, record: DeadlineRecord, now: number): void {
    this.db
      .prepare(
        `UPDATE case_deadlines SET kind = @kind, label = @label, from_date = @from_date,
           unit = @unit, count = @count, computed_date = @computed_date, due_date = @due_date,
           skipped = @skipped, done_on = @done_on, updated_at = @now
         WHERE account = @account AND id = @id`,
      )
      .run({ account, id, now, ...params(record) })
  }

  remove(account: string, id: number): void {
    this.db.prepare('DELETE FROM case_deadlines WHERE account = ? AND id = ?').run(account, id)
  }

  get(account: string, id: number): CaseDeadline | null {
    const row = this.db
      .prepare('SELECT * FROM case_deadlines WHERE account = ? AND id = ?')
      .get(account, id) as Row | undefined
    return row ? toDeadline(row) : null
  }

  /** A case file's deadlines: the running ones by their last day, then those met. */
  byCase(account: string, caseId: number): CaseDeadline[] {
    return (
      this.db
        .prepare(
          `SELECT * FROM case_deadlines WHERE account = ? AND case_id = ?
           ORDER BY (done_on IS NOT NULL), due_date, id`,
        )
        .all(account, caseId) as Row[]
    ).map(toDeadline)
  }

  /** Every deadline of the account still running, by its last day. */
  running(account: string): CaseDeadline[] {
    return (
      this.db
        .prepare(
          `SELECT * FROM case_deadlines WHERE account = ? AND done_on IS NULL
           ORDER BY due_date, id`,
        )
        .all(account) as Row[]
    ).map(toDeadline)
  }
}
