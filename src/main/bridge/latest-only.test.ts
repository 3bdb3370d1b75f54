import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { latestOnly } from './latest-only'

describe('latestOnly', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the first value at once, then only the newest once per interval', () => {
    const sent: number[] = []
    const stream = latestOnly<number>(100, (value) => sent.push(value))
    stream.push(1)
    stream.push(2)
    stream.push(3)
    expect(sent).toEqual([1])
    vi.advanceTimersByTime(100)
    expect(sent).toEqual([1, 3])
    expect(stream.sent()).toBe(3)
    // Nothing new came: the next value, after a quiet interval, goes at once again.
    vi.advanceTimersByTime(100)
    stream.push(4)
    expect(sent).toEqual([1, 3, 4])
  })

  it('flush sends what waits now; cancel drops it', () => {
    const sent: number[] = []
    const stream = latestOnly<number>(100, (value) => sent.push(value))
    stream.push(1)
    stream.push(2)
    stream.flush()
    expect(sent).toEqual([1, 2])
    stream.push(3)
    stream.push(4)
    stream.cancel()
    vi.advanceTimersByTime(1000)
    expect(sent).toEqual([1, 2, 3])
    expect(stream.sent()).toBe(3)
  })
})
