import { afterEach, describe, expect, it } from 'vitest'
import { type GrantSectionResult } from '@shared/grant-info'
import { KIT_DIGITAL_ID } from '../../../src/demo-service/seed/grants'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const section = (a: TestApp, args: Record<string, unknown>) =>
  value<GrantSectionResult>(a, 'grants.section', args)

const grantRequests = (a: TestApp) =>
  a.demoService.control.requests.filter((r) =>
    /fund-details|fund-(required|evaluation|normative|related)/.test(r.path),
  )

const closedGrant = (a: TestApp) => {
  const grant = a.demoService.state.grants.find((g) => g.endDate < a.demoService.state.today)
  if (!grant) throw new Error('sin convocatorias cerradas')
  return grant
}

describe.each(DIALECTS)('a grant’s sections (%s, SC-GRANT-3)', (dialect) => {
  it('asks each section once, keeps it 24 hours per account, and asks again on refresh', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 500 }))
    const grant = { id: KIT_DIGITAL_ID }
    const kept = await section(a, { grant, section: 'details', cachedOnly: true })
    expect(kept).toEqual({ status: 'not-cached', section: 'details', requests: 1 })
    expect(grantRequests(a)).toHaveLength(0)
    const first = await section(a, { grant, section: 'details' })
    expect(first).toMatchObject({
      status: 'ok',
      source: 'network',
      stale: false,
      content: { section: 'details' },
    })
    expect(
      first.status === 'ok' && first.content.section === 'details' && first.content.data.slug,
    ).toMatch(/^kit-digital-/)
    const again = await section(a, { grant, section: 'details' })
    expect(again).toMatchObject({ status: 'ok', source: 'cache' })
    expect(await section(a, { grant, section: 'details', cachedOnly: true })).toEqual(again)
    expect(grantRequests(a)).toHaveLength(1)
    const fresh = await section(a, { grant, section: 'details', refresh: true })
    expect(fresh).toMatchObject({ status: 'ok', source: 'network' })
    expect(grantRequests(a)).toHaveLength(2)
  })

  it('reads extra_limit as a number or, written as prose, as its text (SC-GRANT-10)', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 500 }))
    const limit = async (refresh: boolean) => {
      const details = await section(a, {
        grant: { id: KIT_DIGITAL_ID },
        section: 'details',
        refresh,
      })
      if (details.status !== 'ok' || details.content.section !== 'details') throw new Error()
      return details.content.data.extraLimit
    }
    const grant = a.demoService.state.grantById(KIT_DIGITAL_ID)
    expect(await limit(false)).toBe(grant?.award[1])
    a.demoService.control.setReadings({ extraLimitText: true })
    expect(await limit(true)).toMatch(/^Hasta el 80 % del coste subvencionable, con un máximo de/)
  })

  it('a grant known by its slug learns its id from fund-details and asks the rest by it (SC-GRANT-9)', async () => {
    const readings = { detailsWithId: true, relatedListsItself: true }
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 500, readings }))
    const kit = a.demoService.state.grantById(KIT_DIGITAL_ID)
    const slug = kit?.slug ?? ''
    const grant = { slug }
    const keptOf = async (g: { id?: number; slug?: string }) =>
      (await value<{ sections: string[] }>(a, 'grants.kept', { grant: g })).sections
    expect(await keptOf(grant)).toEqual([])
    expect(await section(a, { grant, section: 'documents' })).toEqual({
      status: 'unavailable',
      section: 'documents',
    })
    const details = await section(a, { grant, section: 'details' })
    expect(details).toMatchObject({ status: 'ok', content: { data: { id: KIT_DIGITAL_ID, slug } } })
    const documents = await section(a, { grant, section: 'documents' })
    expect(documents).toMatchObject({ status: 'ok', content: { section: 'documents' } })
    expect(grantRequests(a).map((r) => r.path)).toEqual([
      `/api/v2/fund-details/${slug}/`,
      `/api/v2/funds/fund-required-documents/${KIT_DIGITAL_ID}/`,
    ])
    // Kept under its id too: asked by id, nothing more is sent.
    await section(a, { grant: { id: KIT_DIGITAL_ID }, section: 'details' })
    expect(grantRequests(a)).toHaveLength(2)
    // What «Cargar todo» need not ask, by the slug (whose details named the id) or by the id.
    expect(await keptOf(grant)).toEqual(['details', 'documents'])
    expect(await keptOf({ id: KIT_DIGITAL_ID })).toEqual(['details', 'documents'])
    expect(grantRequests(a)).toHaveLength(2)

    // fund-related lists the grant itself, oldest first: shown without it, newest first.
    const related = await section(a, { grant, section: 'related' })
    if (related.status !== 'ok' || related.content.section !== 'related') throw new Error()
    const editions = related.content.data.editions
    expect(editions.length).toBeGreaterThan(0)
    expect(editions.map((e) => e.slug)).not.toContain(slug)
    const dates = editions.map((e) => e.startDate ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    for (const [i, e] of editions.entries()) expect(e.previous).toBe(editions[i + 1]?.id ?? null)
  })

  it('keeps the demo service’s own links and the BDNS codes', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 500 }))
    const normative = await section(a, { grant: { id: KIT_DIGITAL_ID }, section: 'normative' })
    if (normative.status !== 'ok' || normative.content.section !== 'normative') throw new Error()
    expect(normative.content.data.files.length).toBeGreaterThan(0)
    for (const file of normative.content.data.files) {
      expect(file.url?.startsWith(`${a.demoService.url}/files/`)).toBe(true)
    }
    expect(normative.content.data.bdns).toEqual([expect.stringMatching(/^\d+$/)])
  })

  it('tells a closed grant (fund-details 404, fund-related answers) and keeps both answers', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 500 }))
    const grant = { id: closedGrant(a).id }
    expect(await section(a, { grant, section: 'details' })).toEqual({
      status: 'closed',
      section: 'details',
    })
    expect(grantRequests(a).map((r) => r.status)).toEqual([404, 200])
    // Kept: neither asked again.
    expect(await section(a, { grant, section: 'details', cachedOnly: true })).toEqual({
      status: 'closed',
      section: 'details',
    })
    expect(await section(a, { grant, section: 'related' })).toMatchObject({
      status: 'ok',
      source: 'cache',
    })
    expect(await section(a, { grant, section: 'evaluation' })).toMatchObject({ status: 'ok' })
    expect(grantRequests(a)).toHaveLength(3)
  })

  it('says a service without these operations does not offer them, and keeps nothing', async () => {
    const a = (app = await startSignedIn(EXPERT, {
      dialect,
      concessions: 500,
      grantDetails: false,
    }))
    const grant = { id: KIT_DIGITAL_ID }
    expect(await section(a, { grant, section: 'details' })).toEqual({
      status: 'unavailable',
      section: 'details',
    })
    expect(await section(a, { grant, section: 'documents' })).toEqual({
      status: 'unavailable',
      section: 'documents',
    })
    expect(await section(a, { grant, section: 'details', cachedOnly: true })).toMatchObject({
      status: 'not-cached',
    })
    a.demoService.control.setGrantDetails(true)
    expect(await section(a, { grant, section: 'documents' })).toMatchObject({ status: 'ok' })
  })

  it('serves what it keeps offline, at any age, and fails offline without it', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 500 }))
    const grant = { id: KIT_DIGITAL_ID }
    await section(a, { grant, section: 'evaluation' })
    await a.stopDemoService()
    expect(await section(a, { grant, section: 'evaluation', refresh: true })).toMatchObject({
      status: 'ok',
      source: 'cache',
    })
    await expect(section(a, { grant, section: 'documents' })).rejects.toMatchObject({
      appError: { code: 'offline' },
    })
  })

  it('refreshes the credits after a paid answer', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 500 }))
    const changed = a.nextEvent('credits.changed')
    await section(a, { grant: { id: KIT_DIGITAL_ID }, section: 'evaluation' })
    await changed
    expect(
      a.demoService.control.requests.filter((r) => r.path.endsWith('/users/usage-statistics/'))
        .length,
    ).toBeGreaterThan(0)
  })
})
