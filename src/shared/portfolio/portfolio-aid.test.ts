import { describe, expect, it } from 'vitest'
import { madridToday } from '@shared/format'
import {
  aidTotals,
  deMinimisTotals,
  deMinimisWindow,
  lastYears,
  summariseAid,
} from '@shared/portfolio/portfolio-aid'

const client = { client_id: 7, nif: 'B12345674', name: 'Talleres Núñez S.L.' }
const YEARS = [2026, 2025, 2024]
/** Noon of 15/03/2026 in Madrid. */
const NOW = Date.UTC(2026, 2, 15, 11)
const WINDOW = deMinimisWindow(NOW)

describe('the de minimis window', () => {
  it('is the three years that end today: from the day after the same date three years earlier', () => {
    expect(WINDOW).toEqual({ from: '2023-03-16', to: '2026-03-15' })
  })

  it('takes today in Madrid: just after midnight there, the window has moved a day', () => {
    // 2026-03-15T23:30Z is 16/03/2026 00:30 in Madrid (UTC+1).
    expect(deMinimisWindow(Date.UTC(2026, 2, 15, 23, 30))).toEqual({
      from: '2023-03-17',
      to: '2026-03-16',
    })
  })

  it('starts on 1 March when today is 29 February, whose date three years earlier does not exist', () => {
    expect(deMinimisWindow(Date.UTC(2028, 1, 29, 11))).toEqual({
      from: '2025-03-01',
      to: '2028-02-29',
    })
    expect(deMinimisWindow(Date.UTC(2027, 2, 1, 11))).toEqual({
      from: '2024-03-02',
      to: '2027-03-01',
    })
  })

  it('sums a concession of three years ago less a day and of today; not of three years ago, nor more, nor after today', () => {
    const totals = aidTotals(
      [
        { concession_date: '2023-03-16', awarded_amount: 1 }, // three years ago less a day
        { concession_date: '2026-03-15', awarded_amount: 10 }, // today
        { concession_date: '2023-03-15', awarded_amount: 100 }, // exactly three years ago
        { concession_date: '2023-03-14', awarded_amount: 1000 }, // three years ago plus a day
        { concession_date: '2026-03-16', awarded_amount: 10_000 }, // tomorrow
      ],
      WINDOW,
    )
    expect(totals.window_total).toBe(11)
    expect(totals.total).toBe(11_111)
    expect(totals.last_date).toBe('2026-03-16')
  })

  it('counts undated rows apart, summed in neither the window nor a year, and an unreadable date as none', () => {
    const rows = [
      { concession_date: '2026-01-10', awarded_amount: 100 },
      { concession_date: null, awarded_amount: 70 },
      { awarded_amount: 30 },
      { concession_date: '15/03/2026', awarded_amount: 5 },
      { concession_date: '2025-02-30', awarded_amount: null },
    ]
    expect(aidTotals(rows, WINDOW)).toEqual({
      count: 5,
      total: 205,
      last_date: '2026-01-10',
      window_total: 100,
      undated_count: 4,
      undated_total: 105,
    })
    expect(summariseAid(client, rows, YEARS, 1_000_000, WINDOW).by_year).toEqual({
      '2026': 100,
      '2025': 0,
      '2024': 0,
    })
  })
})

describe('the aid summary', () => {
  it('takes the years in Madrid: just after midnight of 1 January there, it is already the new year', () => {
    // 2026-12-31T23:30Z is 2027-01-01 00:30 in Madrid (UTC+1).
    const newYearInMadrid = Date.UTC(2026, 11, 31, 23, 30)
    expect(madridToday(newYearInMadrid)).toBe('2027-01-01')
    expect(lastYears(newYearInMadrid, 3)).toEqual([2027, 2026, 2025])
    expect(lastYears(Date.UTC(2026, 11, 31, 22, 30), 3)).toEqual([2026, 2025, 2024])
  })

  it('splits by calendar year at the boundaries; undated rows count in the total and count, in no year', () => {
    const summary = summariseAid(
      client,
      [
        { concession_date: '2026-01-01', awarded_amount: 100 },
        { concession_date: '2025-12-31', awarded_amount: 200.1 },
        { concession_date: '2024-01-01', awarded_amount: 0.2 },
        { concession_date: '2023-12-31', awarded_amount: 5000 },
        { concession_date: null, awarded_amount: 70 },
        { awarded_amount: 30 },
      ],
      YEARS,
      1_000_000,
      WINDOW,
    )
    expect(summary).toEqual({
      ...client,
      by_year: { '2026': 100, '2025': 200.1, '2024': 0.2 },
      total: 5400.3,
      count: 6,
      last_date: '2026-01-01',
      window_total: 5300.3,
      undated_count: 2,
      undated_total: 100,
      over_threshold: false,
      // No grant named, no registry kept: nothing known to be de minimis, the window's aid unknown.
      de_minimis_total: 0,
      de_minimis_unknown: 5300.3,
      de_minimis_source: 'grants',
      over_de_minimis: false,
      only_grants: null,
      only_registry: null,
    })
  })

  it('holds the threshold against the three years that end today, not the three calendar years', () => {
    // The case: 250,000 € three years ago less a day and 100,000 € last month.
    const lastMonth = { concession_date: '2026-02-15', awarded_amount: 100_000 }
    const rows = [{ concession_date: '2023-03-16', awarded_amount: 250_000 }, lastMonth]
    const summary = summariseAid(client, rows, YEARS, 300_000, WINDOW)
    expect(summary.by_year).toEqual({ '2026': 100_000, '2025': 0, '2024': 0 })
    expect(summary.window_total).toBe(350_000)
    expect(summary.over_threshold).toBe(true)
    // A day older, the 250,000 € are out of the window, though still in a year of the columns once
    // the years are four.
    const older = [{ concession_date: '2023-03-15', awarded_amount: 250_000 }, lastMonth]
    const four = summariseAid(client, older, [...YEARS, 2023], 300_000, WINDOW)
    expect(four.by_year['2023']).toBe(250_000)
    expect(four.window_total).toBe(100_000)
    expect(four.over_threshold).toBe(false)
  })

  it('marks a client whose window total reaches the threshold, not what lies outside it or has no date', () => {
    const rows = [
      { concession_date: '2026-03-01', awarded_amount: 200_000 },
      { concession_date: '2024-06-30', awarded_amount: 100_000 },
      { concession_date: '2023-01-30', awarded_amount: 900_000 },
      { concession_date: null, awarded_amount: 900_000 },
    ]
    expect(summariseAid(client, rows, YEARS, 300_000, WINDOW).over_threshold).toBe(true)
    expect(summariseAid(client, rows, YEARS, 300_000.01, WINDOW).over_threshold).toBe(false)
    expect(summariseAid(client, rows.slice(2), YEARS, 1, WINDOW).over_threshold).toBe(false)
  })

  it('has every year with 0 and no last date for a client without concessions', () => {
    expect(summariseAid(client, [], YEARS, 300_000, WINDOW)).toMatchObject({
      by_year: { '2026': 0, '2025': 0, '2024': 0 },
      total: 0,
      count: 0,
      last_date: null,
      window_total: 0,
      undated_count: 0,
      over_threshold: false,
    })
  })
})

describe('deMinimisTotals (issue 36, point 6)', () => {
  const window = { from: '2023-05-15', to: '2026-05-14' }
  const rows = [
    { fund_id: 1, concession_date: '2025-01-01', awarded_amount: 200_000 },
    { fund_id: 2, concession_date: '2025-02-01', awarded_amount: 150_000 },
    { fund_id: 3, concession_date: '2025-03-01', awarded_amount: 50_000 },
    { fund_id: 1, concession_date: '2023-05-14', awarded_amount: 999_999 },
  ]
  const grant = (id: number) => (id === 1 ? true : id === 2 ? false : null)

  it('counts only the aid of grants known to be de minimis, and sums the unknown apart', () => {
    expect(deMinimisTotals(rows, window, 300_000, { grant, registry: null })).toEqual({
      de_minimis_total: 200_000,
      de_minimis_unknown: 50_000,
      de_minimis_source: 'grants',
      over_de_minimis: false,
    })
  })

  it('takes the registry’s rows instead when they are kept, adding nothing of the grants service', () => {
    const registry = [
      {
        id: 'r1',
        callCode: '600001',
        grantor: null,
        regulationText: 'REGLAMENTO (UE) 2023/2831 de minimis',
        grantedOn: '2025-01-01',
        registeredOn: null,
        beneficiary: null,
        instrument: null,
        amount: 310_000,
      },
    ]
    expect(deMinimisTotals(rows, window, 300_000, { grant, registry })).toEqual({
      de_minimis_total: 310_000,
      de_minimis_unknown: 0,
      de_minimis_source: 'registry',
      over_de_minimis: true,
    })
  })
})
