import { describe, expect, it } from 'vitest'
import { type GrantEdition } from '@shared/grant-info'
import { earlierEditions } from './grant-editions'

const edition = (
  slug: string,
  startDate: string | null,
  id: number | null = null,
  previous: number | null = null,
): GrantEdition => ({
  id,
  previous,
  slug,
  title: slug,
  statusText: null,
  totalAmount: null,
  scope: null,
  concessionsCount: null,
  concessionsAmount: null,
  startDate,
  office: null,
})

const slugs = (editions: readonly GrantEdition[]) => editions.map((e) => e.slug)

describe('earlierEditions (SC-GRANT-11)', () => {
  it('never lists the grant itself, by its id or its slug', () => {
    const listed = [
      edition('kit-2026', '2026-01-10', 26, 25),
      edition('kit-2025', '2025-01-10', 25, 24),
      edition('kit-2024', '2024-01-10', 24, null),
    ]
    expect(slugs(earlierEditions(listed, { id: 26, slug: null }))).toEqual(['kit-2025', 'kit-2024'])
    const noIds = listed.map((e) => ({ ...e, id: null }))
    expect(slugs(earlierEditions(noIds, { id: 26, slug: 'KIT-2026' }))).toEqual([
      'kit-2025',
      'kit-2024',
    ])
  })

  it('orders by previous when every edition names its id, whatever the dates say', () => {
    const listed = [
      edition('c', '2020-01-01', 3, null),
      edition('a', '2019-01-01', 1, 2),
      edition('b', '2021-01-01', 2, 3),
    ]
    expect(slugs(earlierEditions(listed, { id: 9, slug: null }))).toEqual(['a', 'b', 'c'])
  })

  it('orders by start date, newest first, when ids are missing', () => {
    const listed = [
      edition('old', '2020-01-01'),
      edition('none', null),
      edition('new', '2024-05-01'),
    ]
    expect(slugs(earlierEditions(listed, { id: 9, slug: null }))).toEqual(['new', 'old', 'none'])
  })

  it('keeps every edition of a cycle of previous', () => {
    const listed = [edition('x', '2020-01-01', 1, 2), edition('y', '2021-01-01', 2, 1)]
    expect(slugs(earlierEditions(listed, { id: 9, slug: null }))).toEqual(['y', 'x'])
  })
})
