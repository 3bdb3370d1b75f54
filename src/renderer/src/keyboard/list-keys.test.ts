import { describe, expect, it } from 'vitest'
import { nextIndex } from './list-keys'

describe('moving through a list with the keyboard', () => {
  it('stops at the ends of a table', () => {
    const table = { count: 5, page: 2 }
    expect(nextIndex('ArrowDown', 0, table)).toBe(1)
    expect(nextIndex('ArrowDown', 4, table)).toBe(4)
    expect(nextIndex('ArrowUp', 0, table)).toBe(0)
    expect(nextIndex('Home', 3, table)).toBe(0)
    expect(nextIndex('End', 1, table)).toBe(4)
    expect(nextIndex('PageDown', 1, table)).toBe(3)
    expect(nextIndex('PageDown', 3, table)).toBe(4)
    expect(nextIndex('PageUp', 1, table)).toBe(0)
  })

  it('wraps around a menu with the arrows, never with the page keys', () => {
    const menu = { count: 6, wrap: true, page: 3 }
    expect(nextIndex('ArrowDown', 5, menu)).toBe(0)
    expect(nextIndex('ArrowUp', 0, menu)).toBe(5)
    expect(nextIndex('PageDown', 4, menu)).toBe(5)
  })

  it('starts from the first or last row when nothing is chosen yet', () => {
    expect(nextIndex('ArrowDown', -1, { count: 3 })).toBe(0)
    expect(nextIndex('ArrowUp', -1, { count: 3 })).toBe(2)
  })

  it('keeps a row that vanished inside the list', () => {
    // The list shrank under the cursor (a search narrowed it).
    expect(nextIndex('ArrowDown', 40, { count: 3 })).toBe(2)
  })

  it('leaves other keys and empty lists alone', () => {
    expect(nextIndex('Enter', 0, { count: 3 })).toBeNull()
    expect(nextIndex('a', 0, { count: 3 })).toBeNull()
    expect(nextIndex('ArrowDown', 0, { count: 0 })).toBeNull()
  })
})
