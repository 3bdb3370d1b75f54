import { afterEach, describe, expect, it } from 'vitest'
import { type CaseChangeResult, type CasePage, type CaseQuery } from '@shared/cases/cases'
import { type Readings } from '../../../src/demo-service/server'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * The case files under every reading of `isActive` the vendor's documents allow (SC-CASE-4): an
 * absent flag meaning all or only the active ones, and 0 meaning the archived ones or all. The
 * archived ones are found, and none leaves the replica because of how the flag is read.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const query = (a: TestApp, q: CaseQuery = {}) =>
  value<CasePage>(a, 'cases.query', { limit: 1000, ...q })

/** The ids the adviser can see on the demo service, archived or not. */
function serverIds(a: TestApp, archived: boolean, visible: ReadonlySet<number>): number[] {
  return a.demoService.state.cases
    .all()
    .filter((record) => record.archived === archived && visible.has(record.id))
    .map((record) => record.id)
    .sort((x, y) => x - y)
}

const sorted = (page: CasePage) => page.rows.map((row) => row.id).sort((x, y) => x - y)

const READINGS: Pick<Readings, 'absentIsActive' | 'isActiveZero'>[] = [
  { absentIsActive: 'all', isActiveZero: 'archived' },
  { absentIsActive: 'all', isActiveZero: 'all' },
  { absentIsActive: 'active', isActiveZero: 'archived' },
  { absentIsActive: 'active', isActiveZero: 'all' },
]

describe.each(DIALECTS)('archived case files (%s)', (dialect) => {
  it.each(READINGS)(
    'are found when absent means $absentIsActive and 0 means $isActiveZero',
    async (readings) => {
      const a = (app = await startSignedIn(EXPERT, { dialect, readings }))
      const active = await query(a)
      const archived = await query(a, { archived: true })
      expect(archived.total).toBeGreaterThan(0)
      const visible = new Set([...active.rows, ...archived.rows].map((row) => row.id))
      expect(sorted(active)).toEqual(serverIds(a, false, visible))
      expect(sorted(archived)).toEqual(serverIds(a, true, visible))

      // One archived here stays, archived, after the next sync.
      const [one] = active.rows
      if (!one) throw new Error('no active case file')
      expect(
        await value<CaseChangeResult>(a, 'cases.archive', { ids: [one.id], action: 'archive' }),
      ).toEqual({ status: 'saved', count: 1 })
      await value(a, 'cases.sync')
      const after = await query(a, { archived: true })
      expect(after.rows.map((row) => row.id)).toContain(one.id)
      expect(after.total).toBe(archived.total + 1)
    },
  )
})

describe.each(DIALECTS)('case-file amounts sent as texts (%s, SC-DIALECT-12)', (dialect) => {
  it('are read as the amounts they hold', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, readings: { amountsAsStrings: true } }))
    const page = await query(a)
    const awarded = page.rows.filter((row) => row.awardedAmount !== null)
    expect(awarded.length).toBeGreaterThan(0)
    for (const row of page.rows) {
      const server = a.demoService.state.cases.get(row.id)
      expect(row.requestedAmount).toBe(server?.requested_amount)
      expect(row.awardedAmount).toBe(server?.awarded_amount)
    }
  })
})
