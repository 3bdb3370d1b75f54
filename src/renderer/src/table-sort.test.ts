import { describe, expect, it } from 'vitest'
import { nextSort } from './table-sort'

describe('a list’s sort on a title pressed', () => {
  it('sorts by another column ascending first, and toggles the column already sorted', () => {
    expect(nextSort({ field: 'name', direction: 'desc' }, 'nif')).toEqual({
      field: 'nif',
      direction: 'asc',
    })
    expect(nextSort({ field: 'nif', direction: 'asc' }, 'nif')).toEqual({
      field: 'nif',
      direction: 'desc',
    })
    expect(nextSort({ field: 'nif', direction: 'desc' }, 'nif')).toEqual({
      field: 'nif',
      direction: 'asc',
    })
  })
})
