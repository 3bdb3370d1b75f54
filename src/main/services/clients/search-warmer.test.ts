import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSearchWarmer, FIRST_KEYS } from './search-warmer'

function readerSpy() {
  const texts: string[] = []
  return {
    texts,
    reader: {
      total: (_account: string, q: { text: string }) => {
        texts.push(q.text)
        return 0
      },
    },
  }
}

describe('the search warmer', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reads what each first key finds, one key per turn of the event loop, then stops', () => {
    const { reader, texts } = readerSpy()
    const warmer = createSearchWarmer(reader, () => 'a@x')
    warmer.start('a@x')
    expect(texts).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(texts).toEqual([FIRST_KEYS[0]])
    vi.runAllTimers()
    expect(texts).toEqual(FIRST_KEYS)
  })

  it('stops when asked, or once another account is signed in', () => {
    const { reader, texts } = readerSpy()
    let account: string | null = 'a@x'
    const warmer = createSearchWarmer(reader, () => account)
    warmer.start('a@x')
    vi.advanceTimersToNextTimer()
    warmer.stop()
    vi.runAllTimers()
    expect(texts).toHaveLength(1)

    warmer.start('a@x')
    vi.advanceTimersToNextTimer()
    account = 'b@x'
    vi.runAllTimers()
    expect(texts).toHaveLength(2)
  })

  it('starting again starts over, never two at once', () => {
    const { reader, texts } = readerSpy()
    const warmer = createSearchWarmer(reader, () => 'a@x')
    warmer.start('a@x')
    vi.advanceTimersToNextTimer()
    warmer.start('a@x')
    vi.runAllTimers()
    expect(texts).toEqual([FIRST_KEYS[0], ...FIRST_KEYS])
  })

  it('stops at a replica it cannot read, and throws nothing', () => {
    const texts: string[] = []
    const reader = {
      total: (_account: string, q: { text: string }) => {
        texts.push(q.text)
        throw new Error('database closed')
      },
    }
    createSearchWarmer(reader, () => 'a@x').start('a@x')
    expect(() => vi.runAllTimers()).not.toThrow()
    expect(texts).toEqual([FIRST_KEYS[0]])
  })
})
