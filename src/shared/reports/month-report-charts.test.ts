import { describe, expect, it } from 'vitest'
import { makeMonthReport } from '../../../test/fixtures/month-report'
import { monthReportCharts, trendRuns, trendTop } from './month-report-charts'

describe('the month report’s charts', () => {
  it('sums the statuses of each group; the files with no status and those not known in bars of their own', () => {
    expect(monthReportCharts(makeMonthReport()).byGroup).toEqual([
      { key: 'group-1', name: 'Preparación', value: 5 },
      { key: 'group-2', name: 'Presentación', value: 4 },
      { key: 'none', name: null, value: 1 },
      { key: 'unknown', name: null, unknown: true, value: 5 },
    ])
  })

  it('gives a bar per technician and the amounts by month, keeping what is not known null', () => {
    const charts = monthReportCharts(makeMonthReport())
    expect(charts.byExpert.map((bar) => [bar.name, bar.value])).toEqual([
      ['Ana Ruiz', 9],
      ['Beatriz Gómez', 5],
    ])
    expect(charts.trend).toHaveLength(12)
    expect(charts.trend[4]).toEqual({ month: '2026-03', requested: null, awarded: 2000 })
    expect(charts.trend.at(-1)).toEqual({ month: '2026-10', requested: 12_345.5, awarded: 8000 })
  })

  it('tops the line’s axis at a round amount, and breaks a series where a month is not known', () => {
    const { trend } = monthReportCharts(makeMonthReport())
    expect(trendTop(trend)).toBe(20_000)
    expect(trendTop([{ month: '2026-10', requested: 0, awarded: null }])).toBe(1)
    expect(trendRuns(trend, 'requested').map((run) => run.map((p) => p.index))).toEqual([
      [0, 1, 2, 3],
      [5, 6, 7, 8, 9, 10, 11],
    ])
    expect(trendRuns(trend, 'awarded')).toHaveLength(1)
  })
})
