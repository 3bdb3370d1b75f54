import { describe, expect, it } from 'vitest'
import { madridToday } from '@shared/format'
import { lastYears, summariseAid } from '@shared/portfolio-aid'

const client = { client_id: 7, nif: 'B12345674', name: 'Talleres Núñez S.L.' }
const YEARS = [2026, 2025, 2024]

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
    )
    expect(summary).toEqual({
      ...client,
      by_year: { '2026': 100, '2025': 200.1, '2024': 0.2 },
      total: 5400.3,
      count: 6,
      last_date: '2026-01-01',
      over_threshold: false,
    })
  })

  it('marks a client whose total of the years reaches the threshold, not what lies outside them', () => {
    const rows = [
      { concession_date: '2026-03-01', awarded_amount: 200_000 },
      { concession_date: '2024-06-30', awarded_amount: 100_000 },
      { concession_date: '2023-06-30', awarded_amount: 900_000 },
      { concession_date: null, awarded_amount: 900_000 },
    ]
    expect(summariseAid(client, rows, YEARS, 300_000).over_threshold).toBe(true)
    expect(summariseAid(client, rows, YEARS, 300_000.01).over_threshold).toBe(false)
    expect(summariseAid(client, rows.slice(2), YEARS, 1).over_threshold).toBe(false)
  })

  it('has every year with 0 and no last date for a client without concessions', () => {
    expect(summariseAid(client, [], YEARS, 300_000)).toMatchObject({
      by_year: { '2026': 0, '2025': 0, '2024': 0 },
      total: 0,
      count: 0,
      last_date: null,
      over_threshold: false,
    })
  })
})
