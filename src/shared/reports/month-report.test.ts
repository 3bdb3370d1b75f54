import { describe, expect, it } from 'vitest'
import {
  computeMonthReport,
  type MonthReportData,
  MonthReportSchema,
  type ReportCase,
  type ReportEvent,
} from './month-report'
import { previousMonth } from '../format'

const at = (day: string) => new Date(`${day}T12:00:00`).getTime()
const DRAFT = { group: { id: 1, name: 'Preparación' }, status: { id: 11, name: 'Borrador' } }
const FILED = { group: { id: 2, name: 'Presentación' }, status: { id: 22, name: 'Presentada' } }
const PAID = { group: { id: 4, name: 'Ejecución' }, status: { id: 45, name: 'Cobrada' } }

function file(id: number, over: Partial<ReportCase> = {}): ReportCase {
  return {
    id,
    identifier: `EXP-${id}`,
    statusGroup: FILED.group,
    status: FILED.status,
    expertId: 7,
    expertName: 'Ana',
    requestedAmount: null,
    awardedAmount: null,
    presentationDate: null,
    concessionDate: null,
    archived: false,
    ...over,
  }
}

const event = (caseId: number, day: string, kind: ReportEvent['kind'], status = FILED) => ({
  caseId,
  at: at(day),
  kind,
  status,
})

/** October 2026 seen from 15 November: the app has watched the account since 1 September. */
function seeded(over: Partial<MonthReportData> = {}): MonthReportData {
  return {
    month: '2026-10',
    expert: 7,
    now: at('2026-11-15'),
    today: '2026-11-15',
    staleDays: 30,
    closingStatuses: null,
    watchedSince: at('2026-09-01'),
    credits: null,
    deadlines: [],
    cases: [
      // Filed before October, untouched since: stale for 75 days.
      file(1, { requestedAmount: 1000, presentationDate: '2026-10-03' }),
      // Created in October as a draft, filed in November.
      file(2, { requestedAmount: 2500.5, presentationDate: '2026-10-20' }),
      // Paid in October, awarded then.
      file(3, {
        ...{ statusGroup: PAID.group, status: PAID.status },
        awardedAmount: 800,
        concessionDate: '2026-10-28',
        expertId: 9,
        expertName: 'Bea',
      }),
      // Created in November: not there at the end of October.
      file(4, { presentationDate: '2026-11-02', requestedAmount: 50 }),
      // Archived: apart from every count, even with an October amount.
      file(5, { archived: true, requestedAmount: 99_999, presentationDate: '2026-10-05' }),
    ],
    events: [
      event(1, '2026-09-01', 'status_service'),
      event(2, '2026-10-10', 'created', DRAFT),
      event(2, '2026-11-10', 'status_here'),
      event(3, '2026-09-20', 'status_service', FILED),
      event(3, '2026-10-25', 'status_here', PAID),
      event(4, '2026-11-02', 'created'),
      event(5, '2026-10-02', 'created'),
    ],
    ...over,
  }
}

describe('the month report', () => {
  it('counts each status at the month’s end against the month before, archived files apart', () => {
    const report = MonthReportSchema.parse(computeMonthReport(seeded()))
    expect(report.byStatus).toEqual([
      { statusGroup: DRAFT.group, status: DRAFT.status, count: 1, previous: 0, change: 1 },
      { statusGroup: FILED.group, status: FILED.status, count: 1, previous: 2, change: -1 },
      { statusGroup: PAID.group, status: PAID.status, count: 1, previous: 0, change: 1 },
    ])
    expect(report.byExpert).toEqual([
      { expert: { id: 7, name: 'Ana' }, count: 2, previous: 1, change: 1 },
      { expert: { id: 9, name: 'Bea' }, count: 1, previous: 1, change: 0 },
    ])
    expect(report.archived).toBe(1)
  })

  it('sums the month’s requested and awarded amounts by their dates, never the archived', () => {
    const report = computeMonthReport(seeded())
    expect(report.requested).toEqual({ amount: 3500.5, cases: 2 })
    expect(report.awarded).toEqual({ amount: 800, cases: 1 })
  })

  it('draws the amounts of the 12 months ending at the report’s, null where an amount is missing', () => {
    const report = computeMonthReport(
      seeded({
        cases: [
          ...seeded().cases,
          file(6, { requestedAmount: 300, presentationDate: '2025-11-30' }),
          file(7, { requestedAmount: 999, presentationDate: '2025-10-31' }),
          file(8, { presentationDate: '2026-03-02' }),
        ],
      }),
    )
    expect(report.trend.map((point) => point.month)).toEqual([
      ...['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'],
      ...['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'],
    ])
    expect(report.trend[0]?.requested).toEqual({ amount: 300, cases: 1 })
    expect(report.trend[4]?.requested).toEqual({ amount: null, cases: 1 })
    expect(report.trend[5]?.requested).toEqual({ amount: 0, cases: 0 })
    // The report's month is the last point, and the archived file stays out of it.
    expect(report.trend.at(-1)).toEqual({
      month: '2026-10',
      requested: report.requested,
      awarded: report.awarded,
    })
    expect(report.trend.at(-1)?.requested).toEqual({ amount: 3500.5, cases: 2 })
  })

  it('gives no requested sum when a file of the month has no amount', () => {
    const report = computeMonthReport(
      seeded({ cases: [...seeded().cases, file(6, { presentationDate: '2026-10-09' })] }),
    )
    expect(report.requested).toEqual({ amount: null, cases: 3 })
  })

  it('counts the files opened here in the month, and closed only into named closing statuses', () => {
    expect(computeMonthReport(seeded()).opened).toBe(1)
    expect(computeMonthReport(seeded()).closed).toBeNull()
    expect(computeMonthReport(seeded({ closingStatuses: [45] })).closed).toBe(1)
    expect(computeMonthReport(seeded({ closingStatuses: [22] })).closed).toBe(0)
  })

  it('counts each file moved in the month into any named closing status once, none named: null', () => {
    const DENIED = { group: PAID.group, status: { id: 46, name: 'Denegada' } }
    const data = seeded({
      cases: [...[1, 2, 3, 4, 6, 7].map((id) => file(id)), file(5, { archived: true })],
      events: [
        // Paid in October, then reopened: it was closed in the month all the same.
        event(1, '2026-10-05', 'status_here', PAID),
        event(1, '2026-10-20', 'status_service', FILED),
        // Denied twice in October (seen in the service, then set here): one file closed.
        event(2, '2026-10-07', 'status_service', DENIED),
        event(2, '2026-10-31', 'status_here', DENIED),
        // Paid in September or in November: not October's.
        event(3, '2026-09-30', 'status_here', PAID),
        event(4, '2026-11-01', 'status_here', PAID),
        // Created already closed in October: a creation is an opening, not a closing.
        event(6, '2026-10-12', 'created', PAID),
        // Moved in October into a status that closes nothing.
        event(7, '2026-10-15', 'status_here', DRAFT),
        // Archived: apart from every count.
        event(5, '2026-10-09', 'status_here', PAID),
      ],
    })
    expect(computeMonthReport({ ...data, closingStatuses: [45, 46] }).closed).toBe(2)
    expect(computeMonthReport({ ...data, closingStatuses: [46] }).closed).toBe(1)
    expect(computeMonthReport({ ...data, closingStatuses: [99] }).closed).toBe(0)
    expect(computeMonthReport({ ...data, closingStatuses: [] }).closed).toBeNull()
    expect(computeMonthReport({ ...data, closingStatuses: null }).closed).toBeNull()
    // The same statuses over September: file 3 only.
    const september = computeMonthReport({
      ...data,
      month: '2026-09',
      watchedSince: at('2026-08-01'),
      closingStatuses: [45, 46],
    })
    expect(september.closed).toBe(1)
  })

  it('says nothing of openings, closings or past statuses the history does not cover', () => {
    const report = computeMonthReport(
      seeded({
        watchedSince: at('2026-10-15'),
        closingStatuses: [45],
        cases: [...seeded().cases, file(9)],
      }),
    )
    expect(report.opened).toBeNull()
    expect(report.closed).toBeNull()
    // File 9 has no change recorded and was not watched on 1 October: its status then is unknown.
    expect(report.byStatus.find((row) => row.status?.id === 22)?.previous).toBeNull()
  })

  it('lists the files without a status change for more than N days, with their last change', () => {
    const report = computeMonthReport(seeded())
    expect(report.stale).toEqual([
      { id: 1, identifier: 'EXP-1', days: 75, lastChange: at('2026-09-01') },
    ])
    expect(computeMonthReport(seeded({ staleDays: 10 })).stale.map((s) => s.id)).toEqual([1, 3, 4])
    expect(report.staleUnknown).toBe(0)
  })

  it('puts a file whose status at the month’s end is not known in a row of its own', () => {
    const data = seeded({
      cases: [file(8)],
      events: [event(8, '2026-11-03', 'status_service')],
    })
    expect(computeMonthReport(data).byStatus).toEqual([
      { statusGroup: null, status: null, unknown: true, count: 1, previous: null, change: null },
    ])
    expect(computeMonthReport(seeded({ cases: [file(9)], events: [] })).staleUnknown).toBe(1)
  })

  it('knows the current month’s statuses from the replica even with no history at all', () => {
    const report = computeMonthReport(
      seeded({ month: '2026-11', watchedSince: null, cases: [file(10)], events: [] }),
    )
    expect(report.byStatus).toEqual([
      { statusGroup: FILED.group, status: FILED.status, count: 1, previous: null, change: null },
    ])
    expect(report.byExpert).toEqual([
      { expert: { id: 7, name: 'Ana' }, count: 1, previous: null, change: null },
    ])
    expect(report.opened).toBeNull()
  })

  it('lists the open deadlines of the next 30 days of active files, soonest first', () => {
    const deadline = (caseId: number, until: string, doneOn: string | null = null) => ({
      caseId,
      kind: 'subsanacion' as const,
      label: null,
      until,
      doneOn,
    })
    const report = computeMonthReport(
      seeded({
        deadlines: [
          deadline(1, '2026-12-15'),
          deadline(2, '2026-11-20'),
          deadline(3, '2026-11-18', '2026-11-14'),
          deadline(5, '2026-11-19'),
          deadline(1, '2026-12-16'),
          deadline(1, '2026-11-14'),
        ],
      }),
    )
    expect(report.deadlines.map((d) => [d.identifier, d.until])).toEqual([
      ['EXP-2', '2026-11-20'],
      ['EXP-1', '2026-12-15'],
    ])
  })

  it('tells the credits spent only for the current month when the allowance runs with it', () => {
    const balance = { monthLeft: 300, monthly: 1000, bag: 0, left: 300, resetDate: '2026-12-01' }
    expect(computeMonthReport(seeded({ credits: { balance } })).creditsSpent).toBeNull()
    const current = seeded({ month: '2026-11', credits: { balance } })
    expect(computeMonthReport(current).creditsSpent).toBe(700)
    const exhausted = { ...balance, monthLeft: 0 }
    expect(computeMonthReport({ ...current, credits: { balance: exhausted } }).creditsSpent).toBe(
      null,
    )
  })

  it('names the month before, across a year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12')
    expect(previousMonth('2026-11')).toBe('2026-10')
  })
})
