import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OpportunitySchema, type Opportunity } from '@shared/wire/opportunity'
import { type Page } from '@shared/wire/page'
import { STATUS_TEXT_FORMS } from '../seed/status-texts'
import { type DemoService, type DemoServiceOptions } from '../server'
import {
  EMAIL,
  login,
  type Reply,
  type Session,
  startDemoService,
  TODAY,
} from '../../../test/support/demo-service-http'

const SIMULATOR = '/api/v2/funds/opportunities-by-profile/'
const MISSING = { detail: 'Faltan campos obligatorios o vienen vacíos' }
/** A Madrid SME interested in digitalisation, energy, R&D, investment, hiring and exports. */
const PROFILE = {
  province: 28,
  applicants_v2: [2],
  actions_v2: [1, 2, 3, 9, 12, 17, 18, 22, 28, 31, 36],
}

/** Every opportunity for `json`, posting the same body to each `next`. */
async function everyOpportunity(
  demoService: DemoService,
  user: Session,
  json: unknown,
): Promise<Opportunity[]> {
  const found: Opportunity[] = []
  let next: string | null = `${demoService.url}${SIMULATOR}`
  while (next) {
    const reply: Reply<Page<Opportunity>> = await user.asUser<Page<Opportunity>>(next, {
      method: 'POST',
      json,
    })
    expect(reply.status).toBe(200)
    found.push(...reply.body.results)
    next = reply.body.next
  }
  return found
}

/** The slugs a new demo service offers `json`. */
async function slugsOf(options: DemoServiceOptions, json: unknown): Promise<string[]> {
  const demoService = await startDemoService({ clients: 20, concessions: 0, ...options })
  try {
    const user = await login(demoService, EMAIL.user)
    return (await everyOpportunity(demoService, user, json)).map((o) => o.slug)
  } finally {
    await demoService.close()
  }
}

describe('POST funds/opportunities-by-profile/ (SC-SIM-1)', () => {
  let demoService: DemoService
  let user: Session

  const simulate = <T>(json: unknown, query = '') =>
    user.asUser<T>(`${SIMULATOR}${query}`, { method: 'POST', json })

  const all = (json: unknown) => everyOpportunity(demoService, user, json)

  beforeAll(async () => {
    demoService = await startDemoService({ clients: 20, concessions: 0 })
    user = await login(demoService, EMAIL.user)
  })
  afterAll(() => demoService.close())

  it('returns several pages of opportunities for a plausible profile', async () => {
    const sme = { province: 28, applicants_v2: [2], actions_v2: [1, 2, 9, 12, 22, 28] }
    const reply = await simulate<Page<Opportunity>>(sme)
    expect(reply.status).toBe(200)
    expect(reply.body.count).toBeGreaterThan(10)
    expect(reply.body.results).toHaveLength(10)
    expect(reply.body.next).toBe(`${demoService.url}${SIMULATOR}?page=2`)
    for (const row of reply.body.results) OpportunitySchema.strict().parse(row)
  })

  it('pages with ?page=N on the same POST, stably and without repeats', async () => {
    const everything = await all(PROFILE)
    const first = await simulate<Page<Opportunity>>(PROFILE)
    expect(everything).toHaveLength(first.body.count)
    expect(new Set(everything.map((o) => o.slug)).size).toBe(everything.length)
    const second = await simulate<Page<Opportunity>>(PROFILE, '?page=2')
    expect(second.body.results).toEqual(everything.slice(10, 20))
    expect(second.body.previous).toBe(`${demoService.url}${SIMULATOR}?page=1`)
    expect((await simulate(PROFILE, '?page=99')).status).toBe(404)
  })

  it('lists open calls first, closing soonest first, then the upcoming ones', async () => {
    const texts = (await all(PROFILE)).map((o) => o.status_text)
    const open = texts.filter((t) => t.startsWith('Abierta'))
    const upcoming = texts.filter((t) => t.startsWith('Apertura el ') || t === 'Próxima apertura')
    expect(open.length).toBeGreaterThan(0)
    expect(upcoming.length).toBeGreaterThan(0)
    expect(texts).toEqual([...open, ...upcoming])
    // Calls open until their funds run out, or with no date published, keep their place by
    // the closing date the service knows; the dated ones show it.
    const closing = open
      .filter((t) => t.startsWith('Abierta hasta el '))
      .map((t) => t.slice(-10).split('/').reverse().join('-'))
    expect(closing.length).toBeGreaterThan(0)
    expect(closing).toEqual([...closing].sort())
    for (const date of closing) expect(date >= TODAY).toBe(true)
  })

  it('matches grants by province (national ones everywhere), applicant type and action', async () => {
    const inMadrid = await all(PROFILE)
    const scopes = new Set(inMadrid.map((o) => o.scope))
    expect(scopes).toContain('Nacional')
    expect(
      [...scopes].every((s) => ['Nacional', 'Comunidad de Madrid', 'Madrid'].includes(s)),
    ).toBe(true)
    const inBarcelona = await all({ ...PROFILE, province: [8] })
    expect(inBarcelona.map((o) => o.scope)).not.toContain('Comunidad de Madrid')
    expect(inBarcelona.every((o) => ['Nacional', 'Cataluña', 'Barcelona'].includes(o.scope))).toBe(
      true,
    )
    const regional = [...inMadrid, ...inBarcelona].filter((o) => o.scope !== 'Nacional')
    expect(regional.length).toBeGreaterThan(0)
    const both = await all({ ...PROFILE, province: [28, 8] })
    const slugs = (found: Opportunity[]) => new Set(found.map((o) => o.slug))
    expect(slugs(both)).toEqual(new Set([...slugs(inMadrid), ...slugs(inBarcelona)]))

    const solar = await all({ province: 28, applicants_v2: [2], actions_v2: [12] })
    expect(solar.length).toBeGreaterThan(0)
    expect(solar.length).toBeLessThan(inMadrid.length)
    const nobody = await simulate<Page<Opportunity>>({
      province: 28,
      applicants_v2: [999],
      actions_v2: [1],
    })
    expect(nobody.body).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('answers each profile with its own opportunities, whatever the order of its lists', async () => {
    const slugs = async (json: unknown) => (await all(json)).map((o) => o.slug)
    const reversed = {
      province: [28],
      applicants_v2: [2],
      actions_v2: [...PROFILE.actions_v2].reverse(),
    }
    expect(await slugs(reversed)).toEqual(await slugs(PROFILE))
    const profiles = [
      PROFILE,
      { province: 28, applicants_v2: [1], actions_v2: [15] },
      { province: 46, applicants_v2: [2, 3], actions_v2: [3, 8, 17] },
      { province: 48, applicants_v2: [4], actions_v2: [6, 18] },
      { province: 41, applicants_v2: [5], actions_v2: [31, 4] },
      { province: 8, applicants_v2: [6, 2], actions_v2: [36, 16] },
    ]
    const answers = await Promise.all(profiles.map(slugs))
    for (const answer of answers) expect(answer.length).toBeGreaterThan(0)
    expect(new Set(answers.map((answer) => answer.join())).size).toBe(profiles.length)
  })

  it('offers open and upcoming calls only, in the listed status texts', async () => {
    for (const opportunity of await all(PROFILE)) {
      const forms = STATUS_TEXT_FORMS.filter((form) => form.pattern.test(opportunity.status_text))
      expect(forms.map((form) => form.offeredBySimulator)).toEqual([true])
    }
  })

  it('answers 400 «Faltan campos obligatorios o vienen vacíos» to missing or empty fields', async () => {
    for (const body of [
      {},
      { applicants_v2: [2], actions_v2: [1] },
      { province: 28, actions_v2: [1] },
      { province: 28, applicants_v2: [2] },
      { province: [], applicants_v2: [2], actions_v2: [1] },
      { province: 28, applicants_v2: [], actions_v2: [1] },
      { province: 28, applicants_v2: [2], actions_v2: [] },
      { province: null, applicants_v2: [2], actions_v2: [1] },
    ]) {
      const reply = await simulate(body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body).toEqual(MISSING)
    }
    const noBody = await user.asUser(SIMULATOR, { method: 'POST' })
    expect(noBody.status).toBe(400)
    expect(noBody.body).toEqual(MISSING)
  })

  it('answers 400 with field errors to values of the wrong type', async () => {
    const reply = await simulate({ province: 'Madrid', applicants_v2: 2, actions_v2: ['1'] })
    expect(reply.status).toBe(400)
    expect(Object.keys(reply.body as object).sort()).toEqual([
      'actions_v2',
      'applicants_v2',
      'province',
    ])
  })

  it('costs a credit, refuses accounts without credits and needs the user token', async () => {
    const before = demoService.state.creditsOf(user.login.user.id)
    await simulate(PROFILE)
    expect(demoService.state.creditsOf(user.login.user.id)).toBe(before - 1)
    const broke = await login(demoService, EMAIL.noCredits)
    const refused = await broke.asUser(SIMULATOR, { method: 'POST', json: PROFILE })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      detail: 'No dispone de créditos suficientes para esta consulta',
    })
    const advisor = await login(demoService, EMAIL.advisor)
    expect((await advisor.asExpert(SIMULATOR, { method: 'POST', json: PROFILE })).status).toBe(403)
  })
})

describe('the simulator over time and seeds', () => {
  it('opens, closes and announces calls as today moves, and deals other ones for another seed', async () => {
    const base = await slugsOf({}, PROFILE)
    expect(await slugsOf({}, PROFILE)).toEqual(base)
    for (const options of [{ today: '2026-08-20' }, { today: '2027-02-01' }, { seed: 2 }]) {
      const other = await slugsOf(options, PROFILE)
      expect(other.filter((slug) => !base.includes(slug)).length).toBeGreaterThan(0)
      expect(base.filter((slug) => !other.includes(slug)).length).toBeGreaterThan(0)
    }
  })
})
