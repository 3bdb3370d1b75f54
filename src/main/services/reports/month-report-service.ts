import type Database from 'better-sqlite3'
import { appError, AppFailure } from '@shared/errors'
import { type CreditBalance } from '@shared/credits'
import { localIsoDate, previousMonth } from '@shared/format'
import {
  computeMonthReport,
  type MonthReport,
  type MonthReportInput,
  MonthReportInputSchema,
  type ReportCase,
} from '@shared/reports/month-report'
import { STALE_DAYS_DEFAULT } from '@shared/reports/report-sections'
import { type CaseFile } from '@shared/wire/case-file'
import { CaseDeadlinesStore } from '../../storage/case-files/case-deadlines-table'
import { CaseEventsStore } from '../../storage/case-files/case-events-table'

/** Where the report's case files and the rest come from: the app's replica, or the CLI's walk. */
export interface MonthReportSources {
  db: Database.Database
  account: () => string | null
  /** The signed-in advisor's expert id, when known. */
  me: (account: string) => Promise<number | null> | number | null
  /** Every case file of the account, active and archived. */
  cases: (account: string) => Promise<readonly ReportCase[]> | readonly ReportCase[]
  /** The usage statistics' balance, when the service gives them; no request from the app. */
  credits: () => Promise<CreditBalance | null> | CreditBalance | null
  /** The closing statuses kept for the account, when the input names none (the app's settings). */
  closingStatuses?: (account: string) => readonly number[]
  /**
   * Whether this database records the status changes seen in the service (the app's syncs do; the
   * command line never watches): without it no past status is known.
   */
  watches: boolean
  now?: () => number
}

/** A server copy as the report reads it (the command line keeps no replica). */
export function reportCaseOf(file: CaseFile, archived: boolean): ReportCase {
  return {
    id: file.id,
    identifier: file.identifier,
    statusGroup: file.status_group,
    status: file.current_status,
    expertId: file.expert_data.id,
    expertName: file.expert_data.name,
    requestedAmount: file.requested_amount,
    awardedAmount: file.awarded_amount,
    presentationDate: file.presentation_date,
    concessionDate: file.concession_date,
    archived,
  }
}

/** «Informe mensual» (issue 37): a month's figures of one technician, or of the whole team. */
export function createMonthReportService(sources: MonthReportSources) {
  const events = new CaseEventsStore(sources.db)
  const deadlines = new CaseDeadlinesStore(sources.db)
  const now = sources.now ?? Date.now

  return {
    async month(input: MonthReportInput = {}): Promise<MonthReport> {
      const options = MonthReportInputSchema.parse(input)
      const account = sources.account()
      if (!account) throw new AppFailure(appError('error.no_session.signed_out', {}))
      const instant = now()
      const today = localIsoDate(new Date(instant))
      let expert = options.expert
      if (expert === undefined) {
        const me = await sources.me(account)
        if (me === null) throw new AppFailure(appError('error.no_expert.unknown_expert', {}))
        expert = me
      }
      const all = await sources.cases(account)
      const wanted = expert
      const cases = wanted === 'all' ? all : all.filter((file) => file.expertId === wanted)
      const balance = await sources.credits()
      return computeMonthReport({
        month: options.month ?? previousMonth(today.slice(0, 7)),
        expert,
        now: instant,
        today,
        staleDays: options.staleDays ?? STALE_DAYS_DEFAULT,
        closingStatuses: options.closingStatuses ?? sources.closingStatuses?.(account) ?? null,
        cases,
        events: events.statusHistory(account),
        deadlines: deadlines.running(account),
        watchedSince: sources.watches ? events.firstAt(account) : null,
        credits: balance ? { balance } : null,
      })
    },
  }
}
