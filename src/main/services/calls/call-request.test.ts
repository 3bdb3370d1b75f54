import { describe, expect, it } from 'vitest'
import { CallFiltersSchema, type CallFiltersInput } from '@shared/calls'
import { callPageKey, callRequestData } from './call-request'

const dataOf = (filters: CallFiltersInput) => callRequestData(CallFiltersSchema.parse(filters))

describe('the requestData of a search of calls', () => {
  it('sends only the order when no filter is given: no state is assumed', () => {
    expect(dataOf({})).toEqual({ order: 'final_period_end_date' })
  })

  it('names every filter as the vendor documents it', () => {
    expect(
      dataOf({
        text: ' kit digital ',
        bdns: 639942,
        provinces: [47, 9, 47],
        communities: [7],
        applicants: [2],
        actions: [3, 1],
        activities: [6],
        types: [1],
        state: 'open',
        closingFrom: '2026-05-01',
        closingTo: '2026-05-31',
        minAmount: 1000,
        maxAmount: 2_000_000,
        minimis: true,
        order: '-amount',
      }),
    ).toEqual({
      search_by_text: 'kit digital',
      bdns: 639942,
      provinces: [9, 47],
      communities: [7],
      applicants_v2: [2],
      actions_v2: [1, 3],
      activities_v2: [6],
      types: [1],
      status_code: 1,
      final_period_start_date: '2026-05-01',
      final_period_end_date: '2026-05-31',
      min_total_amount: 1000,
      max_total_amount: 2_000_000,
      minimis: true,
      order: '-total_amount',
    })
  })

  it('sends the state as status_code 0 pending, 1 open, 2 closed, and the meaning apart', () => {
    expect(dataOf({ state: 'pending' }).status_code).toBe(0)
    expect(dataOf({ state: 'closed' }).status_code).toBe(2)
    expect(dataOf({ state: 'open', minimis: false })).toMatchObject({
      status_code: 1,
      minimis: false,
    })
    expect(dataOf({ meaning: 'hostelería' })).toEqual({
      search_by_vectorized_text: 'hostelería',
      order: 'final_period_end_date',
    })
    expect(dataOf({ order: 'relevance' }).order).toBe('-order_score')
    expect(dataOf({ order: '-closing' }).order).toBe('-final_period_end_date')
    expect(dataOf({ order: 'amount' }).order).toBe('total_amount')
  })

  it('keeps one page per request, whatever the order the filters were given in', () => {
    const a = callPageKey(dataOf({ provinces: [47, 9], state: 'open' }), 1)
    const b = callPageKey(dataOf({ state: 'open', provinces: [9, 47] }), 1)
    expect(a).toBe(b)
    expect(callPageKey(dataOf({ state: 'open' }), 2)).not.toBe(
      callPageKey(dataOf({ state: 'open' }), 1),
    )
  })

  it('refuses inverted ranges, a bad date, and both kinds of text at once', () => {
    const bad = (filters: CallFiltersInput) => CallFiltersSchema.safeParse(filters).success
    expect(bad({ closingFrom: '2026-06-01', closingTo: '2026-05-01' })).toBe(false)
    expect(bad({ minAmount: 10, maxAmount: 5 })).toBe(false)
    expect(bad({ closingTo: '31/05/2026' })).toBe(false)
    expect(bad({ closingTo: '2026-02-30' })).toBe(false)
    expect(bad({ text: 'a', meaning: 'b' })).toBe(false)
    expect(bad({ bdns: 12.5 })).toBe(false)
    expect(
      bad({ closingFrom: '2026-05-01', closingTo: '2026-05-01', minAmount: 5, maxAmount: 5 }),
    ).toBe(true)
  })
})
