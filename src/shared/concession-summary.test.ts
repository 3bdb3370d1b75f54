import { describe, expect, it } from 'vitest'
import { groupByGrant, summarize, totalsByYear } from './concession-summary'

const rows = [
  { fund_id: 2, fund_title: 'Kit Digital', concession_date: null, awarded_amount: 2000 },
  { fund_id: 1, fund_title: 'MOVES III', concession_date: '2025-03-01', awarded_amount: 1500.1 },
  { fund_id: 2, fund_title: 'Kit Digital', concession_date: '2024-12-31', awarded_amount: 0.2 },
  { fund_id: 1, fund_title: 'MOVES III', concession_date: '2023-01-15', awarded_amount: 100 },
]

describe('concession summaries', () => {
  it('count, total awarded (rounded to cents), date range and undated rows', () => {
    expect(summarize(rows)).toEqual({
      count: 4,
      total: 3600.3,
      first: '2023-01-15',
      last: '2025-03-01',
      undated: 1,
    })
    expect(summarize([])).toEqual({ count: 0, total: 0, first: null, last: null, undated: 0 })
  })

  it('amounts by year, oldest first, undated last', () => {
    expect(totalsByYear(rows)).toEqual([
      { year: 2023, total: 100, count: 1 },
      { year: 2024, total: 0.2, count: 1 },
      { year: 2025, total: 1500.1, count: 1 },
      { year: null, total: 2000, count: 1 },
    ])
  })

  it('groups a NIF search by grant, in the order grants first appear', () => {
    const groups = groupByGrant(rows)
    expect(groups.map((g) => [g.fundId, g.title, g.total, g.rows.length])).toEqual([
      [2, 'Kit Digital', 2000.2, 2],
      [1, 'MOVES III', 1600.1, 2],
    ])
  })
})
