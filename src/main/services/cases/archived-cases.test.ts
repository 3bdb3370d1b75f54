import { describe, expect, it } from 'vitest'
import { type CaseFile } from '@shared/wire/case-file'
import { type CaseListQuery } from '../../api/operations'
import { activeAndArchived } from './archived-cases'

/** Six case files, 5 and 6 archived. */
const ROWS = [1, 2, 3, 4, 5, 6].map((id) => ({ id }) as CaseFile)
const ARCHIVED = new Set([5, 6])

type Absent = 'all' | 'active'
type Zero = 'archived' | 'all'

/** `forms/` as a service reading `isActive` so, and the queries it was asked. */
function service(absent: Absent, zero: Zero, rows = ROWS) {
  const asked: CaseListQuery[] = []
  const walk = (query: CaseListQuery) => {
    asked.push(query)
    const activeOnly = query.isActive === 1 || (query.isActive === undefined && absent === 'active')
    const archivedOnly = query.isActive === 0 && zero === 'archived'
    return Promise.resolve(
      rows.filter((row) =>
        activeOnly ? !ARCHIVED.has(row.id) : archivedOnly ? ARCHIVED.has(row.id) : true,
      ),
    )
  }
  return { walk, asked }
}

const ids = (rows: readonly CaseFile[]) => rows.map((row) => row.id)

describe('activeAndArchived (SC-CASE-4)', () => {
  const readings: [Absent, Zero][] = [
    ['all', 'archived'],
    ['all', 'all'],
    ['active', 'archived'],
    ['active', 'all'],
  ]
  it.each(readings)('finds the archived ones when absent means %s and 0 means %s', async (a, z) => {
    const { walk } = service(a, z)
    const found = await activeAndArchived(walk, { mine: true })
    expect(ids(found.active)).toEqual([1, 2, 3, 4])
    expect(ids(found.archived)).toEqual([5, 6])
  })

  it('asks isActive=0 only when the list without the flag shows no archived one', async () => {
    const all = service('all', 'archived')
    await activeAndArchived(all.walk, { statusGroup: 2 })
    expect(all.asked).toEqual([{ statusGroup: 2, isActive: 1 }, { statusGroup: 2 }])
    const activeOnly = service('active', 'archived')
    await activeAndArchived(activeOnly.walk, {})
    expect(activeOnly.asked).toEqual([{ isActive: 1 }, {}, { isActive: 0 }])
  })

  it('finds none when none is archived, whatever the reading', async () => {
    const { walk } = service('active', 'all', ROWS.slice(0, 4))
    expect(await activeAndArchived(walk, {})).toEqual({ active: ROWS.slice(0, 4), archived: [] })
  })
})
