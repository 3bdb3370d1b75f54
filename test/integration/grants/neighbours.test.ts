import { afterEach, describe, expect, it } from 'vitest'
import { type GrantSearchResult, type NifSimulationResult } from '@shared/grant-info'
import { type OpportunitiesRun, type PortfolioPlan } from '@shared/portfolio/portfolio'
import { DIALECTS } from '../../../src/demo-service/server'
import { vendorCnaeId } from '../../../src/demo-service/seed/vendor-cnaes'
import { EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const BY_CIF = /opportunities-by-cif/
const LIST = /^\/api\/v2\/funds\/concessions\/$/
const PROFILE = /opportunities-by-profile/
const count = (a: TestApp, path: RegExp) =>
  a.demoService.control.requests.filter((r) => path.test(r.path) && r.status === 200).length
const SCOPE = { filter: { text: 'Cartera nif' } }

describe.each(DIALECTS)('the grants block in the %s dialect', (dialect) => {
  const cnaeId = (code: number) => (dialect === 'vendor' ? vendorCnaeId(code) : code)

  it('simulates by NIF and CNAE once a day, and says when the service lacks it', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const input = { nif: ' b88888888 ', cnae: '6201', province: 28 }
    a.demoService.control.clearRequests()
    const first = await value<NifSimulationResult>(a, 'simulator.runByNif', input)
    expect(first).toMatchObject({ status: 'ok', source: 'network' })
    if (first.status !== 'ok') throw new Error('unavailable')
    expect(first.rows.length).toBeGreaterThan(0)
    expect(first.rows.length).toBeLessThanOrEqual(20)
    for (const row of first.rows) expect(row.received).toBeNull()
    const body = a.demoService.control.requests.find((r) => BY_CIF.test(r.path))?.body
    expect(body).toEqual({ nif: 'B88888888', cnae: '6201', province: 28 })
    const again = await value<NifSimulationResult>(a, 'simulator.runByNif', input)
    expect(again).toMatchObject({ status: 'ok', source: 'cache', rows: first.rows })
    expect(count(a, BY_CIF)).toBe(1)
    a.demoService.control.setGrantNeighbours(false)
    expect(await value(a, 'simulator.runByNif', { ...input, province: 8 })).toEqual({
      status: 'unavailable',
    })
  })

  it('finds grants with concessions and the requests their concessions take, never undercounted (SC-COST-7)', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect, concessions: 20_000 }))
    const found = await value<GrantSearchResult>(a, 'grants.search', { text: 'ayudas' })
    if (found.status !== 'ok') throw new Error('unavailable')
    expect(found.page).toBe(1)
    const requestsAt = (size: number, rows: typeof found.rows) =>
      rows.map((row) => Math.max(1, Math.ceil((row.concessionsCount ?? 0) / size)))
    // Before the service has shown its page size there: 10 a page.
    expect(found.rows.map((row) => row.concessionRequests)).toEqual(requestsAt(10, found.rows))
    a.demoService.control.clearRequests()
    await value(a, 'grants.search', { text: ' AYUDAS ' })
    expect(count(a, LIST)).toBe(0)

    // A grant's concessions listed: page 1's length is kept, and the picker counts by it.
    const big = found.rows.find((row) => (row.concessionsCount ?? 0) > 100)
    if (!big) throw new Error('no grant with more than 100 concessions')
    await value(a, 'concessions.search', { query: { kind: 'grant-id', fundId: big.id } })
    const again = await value<GrantSearchResult>(a, 'grants.search', { text: 'ayudas', page: 2 })
    if (again.status !== 'ok') throw new Error('unavailable')
    expect(again.rows.map((row) => row.concessionRequests)).toEqual(requestsAt(100, again.rows))

    // A service that ignores page_size there pages by 10: the picker goes back to counting by 10.
    a.demoService.control.setReadings({ byGrantIgnoresPageSize: true })
    await value(a, 'concessions.search', {
      query: { kind: 'grant-id', fundId: big.id },
      refresh: true,
    })
    const third = await value<GrantSearchResult>(a, 'grants.search', { text: 'ayudas', page: 3 })
    if (third.status !== 'ok') throw new Error('unavailable')
    expect(third.rows.map((row) => row.concessionRequests)).toEqual(requestsAt(10, third.rows))
    a.demoService.control.setGrantNeighbours(false)
    expect(await value(a, 'grants.search', { text: 'kit' })).toEqual({ status: 'unavailable' })
  })

  it('«Cartera» simulates incomplete profiles by NIF and CNAE, once per NIF, or leaves them incomplete on a 404', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const page = await value<{ rows: { id: number }[] }>(a, 'clients.query', {})
    const [complete, byNif, sameNif, none] = page.rows.map((row) => row.id)
    const incomplete = { applicant_types: [], action_items: [], provinces_to_work: [] }
    const set = (id: number | undefined, name: string, changes: object) =>
      a.demoService.state.updateClient(id ?? 0, {
        business_name: `Cartera nif ${name}`,
        ...changes,
      })
    set(complete, '1', { province: [28], applicant_types: [2], action_items: [1, 2] })
    set(byNif, '2', { ...incomplete, province: [28], nif: 'B88888888', cnaes: [cnaeId(6201)] })
    set(sameNif, '3', { ...incomplete, province: [8], nif: 'b88888888', cnaes: [cnaeId(111)] })
    set(none, '4', { ...incomplete, province: [28], cnaes: [] })
    await value(a, 'clients.sync')
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    expect(plan).toMatchObject({ clients: 4, incomplete: 1, requests: 2 })
    a.demoService.control.clearRequests()
    const run = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    expect(count(a, BY_CIF)).toBe(1)
    expect(run.requests).toBe(count(a, BY_CIF) + count(a, PROFILE))
    expect(run.incomplete.map((c) => c.id)).toEqual([none])
    const originOf = (id: number | undefined) =>
      new Set(run.rows.filter((row) => row.client_id === id).map((row) => row.origin))
    expect(originOf(complete)).toEqual(new Set(['profile']))
    expect(originOf(byNif)).toEqual(new Set(['nif-cnae']))
    expect(originOf(sameNif)).toEqual(new Set(['nif-cnae']))

    // A service without opportunities-by-cif: those clients stay incomplete, never a failed run.
    a.demoService.control.setGrantNeighbours(false)
    a.demoService.control.clearRequests()
    const without = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
      refresh: true,
    })
    expect(without.incomplete.map((c) => c.id).sort()).toEqual([byNif, sameNif, none].sort())
    expect(without.rows.every((row) => row.origin === 'profile')).toBe(true)
    expect(without.requests).toBe(count(a, PROFILE))
  })

  it('«Cartera»: a 404 for one NIF marks its clients and the run goes on for the others (SC-NIFSIM-5)', async () => {
    const readings = { unknownNifs: ['B88888888'] }
    const a = (app = await startSignedIn(EXPERT, { dialect, readings }))
    const page = await value<{ rows: { id: number }[] }>(a, 'clients.query', {})
    const [unknown, known] = page.rows.map((row) => row.id)
    const incomplete = { applicant_types: [], action_items: [], provinces_to_work: [] }
    const set = (id: number | undefined, nif: string) =>
      a.demoService.state.updateClient(id ?? 0, {
        ...incomplete,
        business_name: `Cartera nif ${nif}`,
        province: [28],
        nif,
        cnaes: [cnaeId(6201)],
      })
    set(unknown, 'B88888888')
    set(known, 'B77777777')
    await value(a, 'clients.sync')
    a.demoService.control.clearRequests()
    const run = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    const asked = a.demoService.control.requests.filter((r) => BY_CIF.test(r.path))
    expect(asked.map((r) => r.status).sort()).toEqual([200, 404])
    const marked = run.incomplete.find((c) => c.id === unknown)
    expect(marked).toMatchObject({ nifNotFound: true })
    expect(run.incomplete.some((c) => c.id === known)).toBe(false)
    const knownRows = run.rows.filter((row) => row.client_id === known)
    expect(knownRows.length).toBeGreaterThan(0)
    expect(knownRows.every((row) => row.origin === 'nif-cnae')).toBe(true)
    // The 404 is not counted among the run's requests.
    expect(run.requests).toBe(count(a, BY_CIF) + count(a, PROFILE))
  })
})
