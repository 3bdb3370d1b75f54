import { describe, expect, it } from 'vitest'
import { REPORT_NOW, reportParts } from '../../../test/fixtures/client-report'
import { buildClientReport } from './client-report-build'
import { sectionState } from './client-report'

const DAY = 86_400_000

describe('buildClientReport', () => {
  it('names the activity and province, and sorts the opportunities by closing date', () => {
    const report = buildClientReport(reportParts())
    expect(report.company).toMatchObject({
      name: 'Talleres Ruiz SL',
      nif: 'B12345674',
      activity: { code: '2562' },
      province: 'Valladolid',
    })
    expect(report.company.activity?.name).toMatch(/mecánica|Ingeniería/i)
    expect(report.opportunities.rows.map((row) => [row.grant, row.closing, row.received])).toEqual([
      ['Kit Digital para pymes', '2026-06-30', false],
      ['Ayudas a la eficiencia energética', null, true],
    ])
  })

  it('sums the aid of the three-year window by year, undated ones apart', () => {
    const { aid } = buildClientReport(reportParts())
    expect(aid.window).toEqual({ from: '2023-05-15', to: '2026-05-14' })
    expect(aid.years).toEqual([
      { year: 2023, count: 0, total: 0 },
      { year: 2024, count: 1, total: 12_345.67 },
      { year: 2025, count: 1, total: 20_000 },
      { year: 2026, count: 0, total: 0 },
    ])
    expect(aid.windowTotal).toBe(32_345.67)
    expect(aid.undated).toEqual({ count: 1, total: 500 })
  })

  it('gives the registry’s de minimis and headroom under the ceiling in force', () => {
    const { registry } = buildClientReport(reportParts())
    expect(registry.minimis).toMatchObject({
      used: 45_000,
      ceiling: 300_000,
      headroom: 255_000,
      regulation: '2023/2831',
    })
  })

  it('marks each section missing, stale or fresh with the date it was kept', () => {
    const old = REPORT_NOW - 45 * DAY
    const report = buildClientReport(
      reportParts({
        opportunities: null,
        minimis: null,
        concessions: { keptAt: old, value: { complete: false, rows: [] } },
      }),
    )
    expect(report.opportunities.meta).toEqual({ state: 'missing', keptAt: null })
    expect(report.registry).toEqual({ meta: { state: 'missing', keptAt: null }, minimis: null })
    expect(report.aid.meta).toEqual({ state: 'stale', keptAt: old })
    expect(report.aid.complete).toBe(false)
    expect(report.cases.meta.state).toBe('fresh')
    expect(sectionState(REPORT_NOW - 10 * DAY, REPORT_NOW, 7)).toBe('stale')
    expect(sectionState(REPORT_NOW - 10 * DAY, REPORT_NOW, 30)).toBe('fresh')
  })
})
