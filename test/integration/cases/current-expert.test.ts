import { afterEach, describe, expect, it } from 'vitest'
import { type CaseFormOptions, type CasePage } from '@shared/cases/cases'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * Who the advisor is (SC-CASE-6): `experts/current/` read after sign-in; «Solo los míos» and the
 * expert preselected in a new case file use its id; a service without it falls back to the e-mail
 * match among the available experts. Both dialects.
 */

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

/** The adviser's expert id in the demo service, apart from her user id. */
const ADVISER_EXPERT = 301

describe.each(DIALECTS)('the advisor as an expert (%s)', (dialect) => {
  it('reads experts/current/ after sign-in and uses its id', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    expect(a.demoService.control.requests.some((r) => r.path === '/api/v2/experts/current/')).toBe(
      true,
    )
    expect((await value<CaseFormOptions>(a, 'cases.options')).me).toBe(ADVISER_EXPERT)
    const mine = await value<CasePage>(a, 'cases.query', { mine: true, limit: 1000 })
    expect(mine.total).toBeGreaterThan(0)
    expect(mine.rows.every((row) => row.expertId === ADVISER_EXPERT)).toBe(true)
  })

  it('without experts/current/, the available expert with the session’s e-mail', async () => {
    const readings = { expertsCurrent: false }
    const a = (app = await startSignedIn(EXPERT, { dialect, readings }))
    expect((await value<CaseFormOptions>(a, 'cases.options')).me).toBe(ADVISER_EXPERT)
    const mine = await value<CasePage>(a, 'cases.query', { mine: true, limit: 1000 })
    expect(mine.rows.every((row) => row.expertId === ADVISER_EXPERT)).toBe(true)
  })
})
