import { describe, expect, it } from 'vitest'
import { askedNow } from './file-output'

/** A source of pages that says which it was asked for, and whether it was stopped. */
function source(pages: string[], failFirst = false) {
  const asked: number[] = []
  let stopped = false
  let index = 0
  const iterable: AsyncIterable<string> = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        asked.push(index)
        if (failFirst && index === 0) return Promise.reject(new Error('sin conexión'))
        const value = pages[index++]
        return Promise.resolve(
          value === undefined ? { done: true, value: undefined } : { done: false, value },
        )
      },
      return: () => {
        stopped = true
        return Promise.resolve({ done: true, value: undefined })
      },
    }),
  }
  return { iterable, asked, stopped: () => stopped }
}

describe('askedNow', () => {
  it('asks for the first page before anything reads it, then gives every page in order', async () => {
    const pages = source(['1', '2', '3'])
    const now = askedNow(pages.iterable)
    expect(pages.asked).toEqual([0])
    const read: string[] = []
    for await (const page of now) read.push(page)
    expect(read).toEqual(['1', '2', '3'])
    expect(pages.asked).toEqual([0, 1, 2, 3])
  })

  it('stops the walk when its reader stops early', async () => {
    const pages = source(['1', '2', '3'])
    for await (const page of askedNow(pages.iterable)) if (page === '1') break
    expect(pages.stopped()).toBe(true)
    expect(pages.asked).toEqual([0])
  })

  it('fails where the first page is read, not before', async () => {
    const pages = source([], true)
    const now = askedNow(pages.iterable)
    await Promise.resolve()
    const reading = (async () => {
      for await (const page of now) return page
      return null
    })()
    await expect(reading).rejects.toThrow('sin conexión')
  })
})
