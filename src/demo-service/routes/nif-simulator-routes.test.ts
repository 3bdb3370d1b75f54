import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Page } from '@shared/wire/page'
import { DIALECTS, type DemoService } from '../server'
import {
  EMAIL,
  login,
  type Session,
  startDemoService,
  withQuery,
} from '../../../test/support/demo-service-http'
import { type VendorOpportunity } from './simulator-routes'
import { type GrantWithConcessionsRow, titleMatches } from './grant-list-routes'
import { actionsOfCnae, applicantsOfNif, cnaeOfCode } from './nif-simulator-routes'

const BY_CIF = '/api/v2/funds/opportunities-by-cif/'
const LIST = '/api/v2/funds/concessions/'
const listPath = (data: unknown, extra: Record<string, string | number> = {}) =>
  withQuery(LIST, {
    ...(data === undefined ? {} : { requestData: JSON.stringify(data) }),
    ...extra,
  })

describe('the NIF and CNAE mapping', () => {
  it('infers the applicant from the first character of the tax id', () => {
    expect(applicantsOfNif('12345678Z')).toEqual([1])
    expect(applicantsOfNif('x1234567l')).toEqual([1])
    expect(applicantsOfNif('B88888888')).toContain(2)
    expect(applicantsOfNif('F12345678')).toContain(6)
    expect(applicantsOfNif('G12345678')).toEqual([5])
    expect(applicantsOfNif('P2807900B')).toEqual([8])
  })

  it('reads a CNAE code as text, with or without leading zeros or a dot', () => {
    expect(cnaeOfCode('0111')?.code).toBe('0111')
    expect(cnaeOfCode('111')?.code).toBe('0111')
    expect(cnaeOfCode('62.01')?.code).toBe('6201')
    expect(cnaeOfCode('9999')).toBeUndefined()
    expect(cnaeOfCode('abc')).toBeUndefined()
    const it = cnaeOfCode('6201')
    expect(it && actionsOfCnae(it)).toContain(8)
  })

  it('matches words of a title without case or accents', () => {
    expect(titleMatches('Ayudas para la digitalización de pymes', 'DIGITALIZACION pymes')).toBe(
      true,
    )
    expect(titleMatches('Ayudas para la digitalización de pymes', 'digital')).toBe(true)
    expect(titleMatches('Ayudas para la digitalización de pymes', 'energía')).toBe(false)
    expect(titleMatches('Kit Digital', '')).toBe(true)
  })
})

describe.each(DIALECTS)('grant neighbours in the %s dialect', (dialect) => {
  let demoService: DemoService
  let user: Session

  beforeAll(async () => {
    demoService = await startDemoService({ dialect, clients: 20, concessions: 3000 })
    user = await login(demoService, EMAIL.user)
  })
  afterAll(() => demoService.close())

  const byCif = (json: unknown) =>
    user.asUser<VendorOpportunity[]>(BY_CIF, { method: 'POST', json })

  it('simulates by NIF, CNAE and province: a bare array of at most 20, deterministic, one credit', async () => {
    const before = demoService.state.creditsOf(user.login.user.id)
    const body = { province: 28, cnae: '6201', nif: 'B88888888' }
    const first = await byCif(body)
    expect(first.status).toBe(200)
    expect(Array.isArray(first.body)).toBe(true)
    expect(first.body.length).toBeGreaterThan(0)
    expect(first.body.length).toBeLessThanOrEqual(20)
    for (const row of first.body) expect(row.id).toBeGreaterThan(0)
    expect((await byCif(body)).body).toEqual(first.body)
    expect(demoService.state.creditsOf(user.login.user.id)).toBe(before - 2)
    // A natural person, another activity and another province ask another profile.
    const person = await byCif({ province: 8, cnae: '0111', nif: '12345678Z' })
    expect(person.status).toBe(200)
    expect(person.body.map((row) => row.slug)).not.toEqual(first.body.map((row) => row.slug))
  })

  it('answers 400 to a missing field or an unknown CNAE, without charging', async () => {
    const before = demoService.state.creditsOf(user.login.user.id)
    expect((await byCif({ province: 28, cnae: '6201' })).status).toBe(400)
    expect((await byCif({ province: 28, nif: 'B88888888' })).status).toBe(400)
    expect((await byCif({ cnae: '6201', nif: 'B88888888' })).status).toBe(400)
    const unknown = await byCif({ province: 28, cnae: '9999', nif: 'B88888888' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({ detail: 'El CNAE no es válido.' })
    expect(demoService.state.creditsOf(user.login.user.id)).toBe(before)
  })

  it('lists the grants with concessions, counted as beneficiaries/ counts them, paged and charged', async () => {
    const before = demoService.state.creditsOf(user.login.user.id)
    const page = await user.asUser<Page<GrantWithConcessionsRow>>(listPath(undefined))
    expect(page.status).toBe(200)
    expect(page.body.count).toBeGreaterThan(0)
    expect(page.body.results.length).toBeLessThanOrEqual(10)
    const row = page.body.results[0]
    if (!row) throw new Error('no row')
    const grant = demoService.state.grantById(row.id)
    if (!grant) throw new Error('unknown grant')
    const rows = demoService.state.concessions.ofGrant(grant)
    expect(row.concessions_count).toBe(rows.length)
    const sum = rows.reduce((total, concession) => total + concession.amount, 0)
    expect(row.concessions_amount).toBeCloseTo(sum, 2)
    expect(demoService.state.creditsOf(user.login.user.id)).toBe(before - 1)
  })

  it('finds grants by words of their title, without accents', async () => {
    const grant = demoService.state.grants.find(
      (g) => demoService.state.concessions.ofGrant(g).length > 0,
    )
    if (!grant) throw new Error('no grant with concessions')
    const word = grant.title.split(' ').find((w) => w.length > 5) ?? grant.title
    const text = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
    const found = await user.asUser<Page<GrantWithConcessionsRow>>(
      listPath({ search_by_text: text }, { page_size: 100 }),
    )
    expect(found.status).toBe(200)
    for (const row of found.body.results) expect(titleMatches(row.formatted_title, word)).toBe(true)
    const none = await user.asUser<Page<GrantWithConcessionsRow>>(
      listPath({ search_by_text: 'zzzqqq' }),
    )
    expect(none.body).toMatchObject({ count: 0, results: [] })
  })

  it('answers 404 to both while the switch is off', async () => {
    demoService.control.setGrantNeighbours(false)
    try {
      expect((await byCif({ province: 28, cnae: '6201', nif: 'B88888888' })).status).toBe(404)
      expect((await user.asUser(listPath(undefined))).status).toBe(404)
    } finally {
      demoService.control.setGrantNeighbours(true)
    }
    expect((await user.asUser(listPath(undefined))).status).toBe(200)
  })
})
