import { describe, expect, it } from 'vitest'
import { wireDate, wireIds, wireInt, wireNullableNumber, wireNumber, wireText } from './wire'

describe('lenient wire readers (SC-DIALECT-3)', () => {
  it('reads numbers and numeric strings alike, and refuses other text', () => {
    expect(wireNumber.parse(850000)).toBe(850000)
    expect(wireNumber.parse(' 850000.50 ')).toBe(850000.5)
    expect(wireNumber.parse('-3')).toBe(-3)
    expect(wireNumber.safeParse('12 empleados').success).toBe(false)
    expect(wireNumber.safeParse('').success).toBe(false)
    expect(wireInt.safeParse('2.5').success).toBe(false)
    expect(wireInt.parse('2')).toBe(2)
  })

  it('keeps a missing figure as null, never as 0', () => {
    for (const missing of [null, undefined, ''])
      expect(wireNullableNumber.parse(missing)).toBeNull()
    expect(wireNullableNumber.parse('0')).toBe(0)
  })

  it('reads null lists as empty and null texts as ""', () => {
    expect(wireIds.parse(null)).toEqual([])
    expect(wireIds.parse(['1', 2])).toEqual([1, 2])
    expect(wireIds.parse([1, null, '3'])).toEqual([1, 3])
    expect(wireText.parse(null)).toBe('')
    expect(wireText.parse(undefined)).toBe('')
  })

  it('reads dates: null when missing, the date of a timestamp, anything else as sent', () => {
    expect(wireDate.parse(null)).toBeNull()
    expect(wireDate.parse(' ')).toBeNull()
    expect(wireDate.parse('2015-03-12')).toBe('2015-03-12')
    expect(wireDate.parse('2015-03-12T00:00:00Z')).toBe('2015-03-12')
    expect(wireDate.parse('12/03/2015')).toBe('12/03/2015')
  })
})
