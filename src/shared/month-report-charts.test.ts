import { describe, expect, it } from 'vitest'
import { type MonthReport } from './month-report'
import { monthReportCharts } from './month-report-charts'

const amount = (value: number | null, cases = 1) => ({ amount: value, cases })
const group = (id: number, name: string) => ({ id, name })

const report: MonthReport = {
  month: '2026-10',
  expert: 'all',
  byStatus: [
    {
      statusGroup: group(1, 'Preparación'),
      status: group(11, 'Borrador'),
      count: 2,
      previous: 1,
      change: 1,
    },
    {
      statusGroup: group(1, 'Preparación'),
      status: group(12, 'Revisión'),
      count: 3,
      previous: 3,
      change: 0,
    },
    {
      statusGroup: group(2, 'Presentación'),
      status: group(22, 'Presentada'),
      count: 4,
      previous: null,
      change: null,
    },
    { statusGroup: null, status: null, count: 5, previous: null, change: null },
  ],
  byExpert: [
    { expert: group(7, 'Ana'), count: 9, previous: null, change: null },
    { expert: group(9, 'Bea'), count: 5, previous: null, change: null },
  ],
  opened: null,
  closed: null,
  requested: amount(1000),
  awarded: amount(null),
  trend: [
    { month: '2026-09', requested: amount(0, 0), awarded: amount(250.5) },
    { month: '2026-10', requested: amount(1000), awarded: amount(null) },
  ],
  staleDays: 30,
  stale: [],
  staleUnknown: 0,
  deadlines: [],
  archived: 0,
  creditsSpent: null,
}

describe('the month report’s charts', () => {
  it('sums the statuses of each group, the unknown ones in a bar of their own', () => {
    expect(monthReportCharts(report).byGroup).toEqual([
      { key: 'group-1', name: 'Preparación', value: 5 },
      { key: 'group-2', name: 'Presentación', value: 4 },
      { key: 'unknown', name: null, value: 5 },
    ])
  })

  it('gives a bar per technician and the amounts by month, keeping what is not known null', () => {
    const charts = monthReportCharts(report)
    expect(charts.byExpert.map((bar) => [bar.name, bar.value])).toEqual([
      ['Ana', 9],
      ['Bea', 5],
    ])
    expect(charts.trend).toEqual([
      { month: '2026-09', requested: 0, awarded: 250.5 },
      { month: '2026-10', requested: 1000, awarded: null },
    ])
  })
})
