import { describe, expect, it } from 'vitest'
import { atLeast, atMost, below, meets } from './figures'

describe('a figure against its limit', () => {
  it('is checked at its bound as the target says', () => {
    expect(meets({ value: 4, ...atMost(4, 's') })).toBe(true)
    expect(meets({ value: 4.01, ...atMost(4, 's') })).toBe(false)
    expect(meets({ value: 49.9, ...below(50, 'ms') })).toBe(true)
    expect(meets({ value: 50, ...below(50, 'ms') })).toBe(false)
    expect(meets({ value: 3, ...atLeast(3, '×') })).toBe(true)
    expect(meets({ value: 2.99, ...atLeast(3, '×') })).toBe(false)
  })

  it('fails a figure that could not be measured, and passes one without a limit', () => {
    expect(meets({ value: Number.NaN, ...atMost(4, 's') })).toBe(false)
    expect(meets({ value: Number.NaN })).toBe(true)
  })

  it('writes the target in Spanish, or in the words given', () => {
    expect(atMost(1.3, '×').target).toBe('≤ 1,3×')
    expect(below(100, 'MiB').target).toBe('< 100 MiB')
    expect(atLeast(50_000, 'filas/s').target).toBe('≥ 50.000 filas/s')
    expect(atLeast(100_000).target).toBe('≥ 100.000')
    expect(atMost(3.93, 's', '≤ 1,3 × suelo + 1 s = 3.93 s').target).toBe(
      '≤ 1,3 × suelo + 1 s = 3.93 s',
    )
  })
})
