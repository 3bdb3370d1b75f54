import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../dialect'
import { KIT_DIGITAL_ID } from '../seed/grants'
import { type DemoService } from '../server'
import {
  EMAIL,
  login,
  type Session,
  startDemoService,
} from '../../../test/support/demo-service-http'

const PATHS = {
  details: (id: number | string) => `/api/v2/fund-details/${id}/`,
  documents: (id: number) => `/api/v2/funds/fund-required-documents/${id}/`,
  evaluation: (id: number) => `/api/v2/funds/fund-evaluation/${id}/`,
  normative: (id: number) => `/api/v2/funds/fund-normative/${id}/`,
  related: (id: number) => `/api/v2/funds/fund-related/${id}/`,
}
type Body = Record<string, unknown>

describe.each(DIALECTS)('a grant’s detail (%s, SC-GRANT-1..)', (dialect) => {
  let demoService: DemoService
  let user: Session

  beforeAll(async () => {
    demoService = await startDemoService({ dialect, clients: 20, concessions: 2000 })
    user = await login(demoService, EMAIL.user)
  })
  afterAll(() => demoService.close())

  const kitDigital = () => {
    const grant = demoService.state.grantById(KIT_DIGITAL_ID)
    if (!grant) throw new Error('sin Kit Digital')
    return grant
  }
  const closed = () => {
    const grant = demoService.state.grants.find((g) => g.endDate < demoService.state.today)
    if (!grant) throw new Error('sin convocatorias cerradas')
    return grant
  }

  it('answers an active grant’s details by id and by slug (any case), the same', async () => {
    const kit = kitDigital()
    const byId = await user.asUser<Body>(PATHS.details(KIT_DIGITAL_ID))
    expect(byId.status).toBe(200)
    expect(byId.body).toMatchObject({
      slug: kit.slug,
      formatted_title: kit.title,
      scope: kit.scope,
    })
    expect(typeof byId.body['applicants']).toBe('string')
    const bySlug = await user.asUser<Body>(PATHS.details(kit.slug.toUpperCase()))
    expect(bySlug.body).toEqual(byId.body)
  })

  it('answers 404 to a closed grant’s details, while the other four know it', async () => {
    const grant = closed()
    expect((await user.asUser(PATHS.details(grant.id))).status).toBe(404)
    for (const path of [PATHS.documents, PATHS.evaluation, PATHS.normative, PATHS.related]) {
      expect((await user.asUser(path(grant.id))).status).toBe(200)
    }
    expect((await user.asUser(PATHS.related(999_999_999))).status).toBe(404)
    expect((await user.asUser(PATHS.evaluation(0))).status).toBe(404)
  })

  it('links the official PDFs on its own host and gives the BDNS code', async () => {
    const normative = await user.asUser<{ pdf_files: { source: string }[]; bdns_list: string[] }>(
      PATHS.normative(KIT_DIGITAL_ID),
    )
    expect(normative.body.pdf_files.length).toBeGreaterThan(0)
    for (const file of normative.body.pdf_files) {
      expect(file.source.startsWith(`${demoService.url}/files/`)).toBe(true)
    }
    expect(normative.body.bdns_list).toEqual([expect.stringMatching(/^\d{6}$/)])
  })

  it('lists earlier editions with concessions that add up to what the demo service has', async () => {
    const kit = kitDigital()
    const related = await user.asUser<
      { slug: string | null; concessions_count: number; concessions_amount: number }[]
    >(PATHS.related(KIT_DIGITAL_ID))
    expect(related.body.length).toBeGreaterThan(0)
    // The vendor publishes some closed editions without a slug: those are matched by order.
    const earlier = demoService.state.grants
      .filter((g) => g.slug.startsWith('kit-digital-') && g.startDate < kit.startDate)
      .sort((a, b) => (a.startDate < b.startDate ? 1 : -1))
    expect(related.body.map((e, i) => e.slug ?? earlier[i]?.slug)).toEqual(
      earlier.map((g) => g.slug),
    )
    for (const [index, edition] of related.body.entries()) {
      const grant = demoService.state.grants.find(
        (g) => g.slug === (edition.slug ?? earlier[index]?.slug) && g.startDate < kit.startDate,
      )
      if (!grant) throw new Error(`edición desconocida: ${String(edition.slug)}`)
      const rows = demoService.state.concessions.ofGrant(grant)
      expect(edition.concessions_count).toBe(rows.length)
      const sum = rows.reduce((total, row) => total + row.amount, 0)
      expect(edition.concessions_amount).toBeCloseTo(sum, 1)
    }
  })

  it('is deterministic', async () => {
    const again = await startDemoService({ dialect, clients: 20, concessions: 2000 })
    try {
      const other = await login(again, EMAIL.user)
      const a = await user.asUser<Body>(PATHS.evaluation(KIT_DIGITAL_ID))
      const b = await other.asUser<Body>(PATHS.evaluation(KIT_DIGITAL_ID))
      expect(b.body).toEqual(a.body)
    } finally {
      await again.close()
    }
  })

  it('charges one credit per answer, none for a 404, and refuses an account without credits', async () => {
    const before = demoService.state.creditsOf(user.login.user.id)
    await user.asUser(PATHS.evaluation(KIT_DIGITAL_ID))
    await user.asUser(PATHS.details(closed().id))
    expect(demoService.state.creditsOf(user.login.user.id)).toBe(before - 1)
    const poor = await login(demoService, EMAIL.noCredits)
    expect((await poor.asUser(PATHS.evaluation(KIT_DIGITAL_ID))).status).toBe(403)
    const advisor = await login(demoService, EMAIL.advisor)
    expect((await advisor.asExpert(PATHS.evaluation(KIT_DIGITAL_ID))).status).toBe(403)
  })

  it('answers 404 to all five when the service lacks them', async () => {
    demoService.control.setGrantDetails(false)
    try {
      for (const path of Object.values(PATHS)) {
        expect((await user.asUser(path(KIT_DIGITAL_ID))).status).toBe(404)
      }
    } finally {
      demoService.control.setGrantDetails(true)
    }
  })
})
