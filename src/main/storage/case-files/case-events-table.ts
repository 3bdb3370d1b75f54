import type Database from 'better-sqlite3'
import { type TimelineEntry, type TimelineKind } from '@shared/cases/case-work'
import { type ReportEvent } from '@shared/reports/month-report'

/** What an event says beyond its kind and time; what a kind does not carry stays null. */
export type EventDetail = Partial<Omit<TimelineEntry, 'key' | 'at' | 'kind'>>

interface Row {
  id: number
  at: number
  kind: TimelineKind
  json: string
}

/** What happened to each case file here, and what was seen change in the service (`case_events`). */
export class CaseEventsStore {
  constructor(private readonly db: Database.Database) {}

  add(account: string, caseId: number, kind: TimelineKind, detail: EventDetail, at: number): void {
    this.db
      .prepare('INSERT INTO case_events (account, case_id, at, kind, json) VALUES (?, ?, ?, ?, ?)')
      .run(account, caseId, at, kind, JSON.stringify(detail))
  }

  /** The newest event of one of `kinds`, or null when there is none. */
  latest(
    account: string,
    caseId: number,
    kinds: readonly TimelineKind[],
  ): { at: number; kind: TimelineKind } | null {
    const row = this.db
      .prepare(
        `SELECT at, kind FROM case_events WHERE account = ? AND case_id = ?
           AND kind IN (${kinds.map(() => '?').join(', ')}) ORDER BY at DESC, id DESC LIMIT 1`,
      )
      .get(account, caseId, ...kinds) as Pick<Row, 'at' | 'kind'> | undefined
    return row ?? null
  }

  /** Every creation and status change of the account, oldest first (the month's report). */
  statusHistory(account: string): ReportEvent[] {
    const rows = this.db
      .prepare(
        `SELECT case_id, at, kind, json FROM case_events WHERE account = ?
           AND kind IN ('created', 'status_here', 'status_service') ORDER BY at, id`,
      )
      .all(account) as (Omit<Row, 'id' | 'kind'> & { case_id: number; kind: ReportEvent['kind'] })[]
    return rows.map((row) => ({
      caseId: row.case_id,
      at: row.at,
      kind: row.kind,
      status: (JSON.parse(row.json) as EventDetail).status ?? null,
    }))
  }

  /**
   * The first creation or status change recorded for the account: since then the app has watched
   * its statuses (a sync saw a change, or it made one). Null when none was recorded.
   */
  firstAt(account: string): number | null {
    const row = this.db
      .prepare(
        `SELECT MIN(at) AS at FROM case_events WHERE account = ?
           AND kind IN ('created', 'status_here', 'status_service')`,
      )
      .get(account) as { at: number | null }
    return row.at
  }

  byCase(account: string, caseId: number): TimelineEntry[] {
    const rows = this.db
      .prepare(
        'SELECT id, at, kind, json FROM case_events WHERE account = ? AND case_id = ? ORDER BY at DESC, id DESC',
      )
      .all(account, caseId) as Row[]
    return rows.map((row) => {
      const detail = JSON.parse(row.json) as EventDetail
      return {
        key: `event-${row.id}`,
        at: row.at,
        kind: row.kind,
        status: detail.status ?? null,
        text: detail.text ?? null,
        date: detail.date ?? null,
        deadlineKind: detail.deadlineKind ?? null,
        fields: detail.fields ?? null,
      }
    })
  }
}
