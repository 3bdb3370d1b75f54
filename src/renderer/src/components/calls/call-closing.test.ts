import { describe, expect, it } from 'vitest'
import { closingOf, closingRange } from './call-closing'

describe('the closing date of «Convocatorias»', () => {
  it('«Este mes» closes from today to the month’s last day, in February and December too', () => {
    expect(closingRange('month', '2026-11-28')).toEqual({
      closingFrom: '2026-11-28',
      closingTo: '2026-11-30',
    })
    expect(closingRange('month', '2028-02-03').closingTo).toBe('2028-02-29')
    expect(closingRange('month', '2026-12-31').closingTo).toBe('2026-12-31')
  })

  it('«Los próximos 30 días» closes from today to 30 days on, across a year', () => {
    expect(closingRange('next30', '2026-12-15')).toEqual({
      closingFrom: '2026-12-15',
      closingTo: '2027-01-14',
    })
    expect(closingRange('any', '2026-12-15')).toEqual({})
  })

  it('reads the choice back from the dates, another range as «antes de…»', () => {
    const today = '2026-11-28'
    expect(closingOf({}, today)).toBe('any')
    expect(closingOf(closingRange('month', today), today)).toBe('month')
    expect(closingOf(closingRange('next30', today), today)).toBe('next30')
    expect(closingOf({ closingTo: '2027-03-01' }, today)).toBe('before')
    // Saved on another day, «este mes» is a range like any other.
    expect(closingOf(closingRange('month', '2026-10-02'), today)).toBe('before')
  })
})
