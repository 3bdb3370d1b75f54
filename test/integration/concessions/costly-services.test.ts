import { afterEach, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { type SimulatorResult } from '@shared/simulator'
import { type StatusList } from '@shared/statuses'
import { DIALECTS, EXPERT, NO_CREDITS, startSignedIn, type TestApp } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

async function ready(email = EXPERT, options = {}): Promise<TestApp> {
  app = await startSignedIn(email, options)
  return app
}

async function call<T>(a: TestApp, op: string, args?: unknown): Promise<T> {
  const result = await a.services.dispatch(op, args)
  if (!result.ok) throw Object.assign(new Error(result.error.message), { appError: result.error })
  return result.value as T
}

const requests = (a: TestApp, path: RegExp) =>
  a.demoService.control.requests.filter((r) => path.test(r.path)).length

/** The NIF of a seeded client with the most concessions, so the search has several pages. */
function busiestClientNif(a: TestApp): string {
  const [top] = a.demoService.state.concessions
    .beneficiaries()
    .filter((b) =>
      a.demoService.state.clients
        .sorted({ field: 'id', descending: false })
        .some((r) => r.client.nif === b.nif),
    )
  if (!top) throw new Error('no client with concessions')
  return top.nif
}

describe('concessions by NIF (SC-CONC-1)', () => {
  it('normalises the NIF, keeps the service order (undated first) and every row', async () => {
    const a = await ready()
    const nif = busiestClientNif(a)
    const result = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'nif', nif: ` ${nif.toLowerCase().replace(/^(.)/, '$1-')} ` },
    })
    expect(result).toMatchObject({
      kind: 'nif',
      nif,
      complete: true,
      source: 'network',
      taxIdWarning: null,
    })
    expect(result.rows).toHaveLength(result.count)
    const dated = result.rows.findIndex((r) => r.concession_date)
    expect(result.rows.slice(0, Math.max(0, dated)).every((r) => !r.concession_date)).toBe(true)
    const dates = result.rows.slice(dated).map((r) => r.concession_date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('warns about a bad check character but still searches', async () => {
    const a = await ready()
    const result = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'nif', nif: 'B12345675' },
    })
    expect(result.kind === 'nif' && result.taxIdWarning).toEqual({
      key: 'validation.tax_id.cif_control',
    })
    expect(requests(a, /beneficiaries-by-cif/)).toBe(1)
  })

  it('shows the service’s own 400 text for an empty NIF', async () => {
    const a = await ready()
    await expect(
      call(a, 'concessions.search', { query: { kind: 'nif', nif: '  ' } }),
    ).rejects.toMatchObject({
      appError: { code: 'validation', serverMessage: 'Es necesario enviar el campo nif' },
    })
  })

  it.each(DIALECTS)(
    'tells an account without credits so, in Spanish, where the %s service tells the balance',
    async (dialect) => {
      const a = await ready(NO_CREDITS, { dialect })
      const result = await a.services.dispatch('concessions.search', {
        query: { kind: 'nif', nif: 'B12345674' },
      })
      if (result.ok) throw new Error('concessions.search no ha fallado')
      // The vendor's 403 has no body and its balance is 0; ours has no balance to read (SC-COST-6).
      if (dialect === 'vendor') {
        expect(result.error).toMatchObject({ code: 'no_credits', reason: 'no_credits_left' })
        expect(result.error.message).toMatch(/^No le quedan créditos: ha usado los 500 de este mes/)
      } else {
        expect(result.error).toMatchObject({ code: 'forbidden', reason: 'credits_unknown' })
        expect(result.error.message).toContain('puede que sea por falta de créditos')
      }
      expect(result.error.status).toBe(403)
    },
  )
})

describe('cost-aware caching (SC-COST-2)', () => {
  it('does not repeat an identical query within 24 hours unless asked, and serves it offline', async () => {
    const a = await ready()
    const nif = busiestClientNif(a)
    const first = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'nif', nif },
    })
    const before = requests(a, /beneficiaries-by-cif/)
    const again = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'nif', nif: nif.toLowerCase() },
    })
    expect(again).toMatchObject({ source: 'cache', fetchedAt: first.fetchedAt, count: first.count })
    expect(requests(a, /beneficiaries-by-cif/)).toBe(before)

    const forced = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'nif', nif },
      refresh: true,
    })
    expect(forced.source).toBe('network')
    expect(requests(a, /beneficiaries-by-cif/)).toBeGreaterThan(before)

    await a.stopDemoService()
    const offline = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'nif', nif },
      refresh: true,
    })
    expect(offline).toMatchObject({ source: 'cache', count: first.count })
  })

  it('fetches only the first page above 20 requests, and everything once the user agrees', async () => {
    const a = await ready(EXPERT, { concessions: 60_000 })
    const grant = a.demoService.state.grants.find(
      (g) => a.demoService.state.concessions.ofGrant(g).length > 2_100,
    )
    if (!grant) throw new Error('no big grant')
    const query = { kind: 'grant-slug', fundSlug: grant.slug.toUpperCase() }
    const partial = await call<ConcessionResult>(a, 'concessions.search', { query })
    expect(partial).toMatchObject({ kind: 'grant', complete: false })
    expect(partial.requestsForAll).toBeGreaterThan(20)
    expect(partial.rows).toHaveLength(100)
    expect(requests(a, /beneficiaries\/$/)).toBe(1)
    // «Cargar todas» needs the word for what the rest takes (SC-COST-3): without it, nothing goes.
    const rest = partial.requestsForAll - 1
    const unconfirmed = await a.services.dispatch('concessions.search', { query, loadAll: true })
    expect(unconfirmed).toMatchObject({
      ok: false,
      error: { reason: 'needs_confirmation', params: { requests: rest } },
    })
    expect(requests(a, /beneficiaries\/$/)).toBe(1)
    const all = await call<ConcessionResult>(a, 'concessions.search', {
      query,
      loadAll: true,
      confirmedRequests: rest,
    })
    expect(all).toMatchObject({ complete: true, source: 'network' })
    expect(all.rows).toHaveLength(all.count)
    expect(requests(a, /beneficiaries\/$/)).toBe(all.requestsForAll) // page 1 once, never twice
  })

  it('by grant id and by slug give the same rows', async () => {
    const a = await ready()
    const grant = a.demoService.state.grants.find(
      (g) => a.demoService.state.concessions.ofGrant(g).length > 0,
    )
    if (!grant) throw new Error('no grant')
    const byId = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'grant-id', fundId: grant.id },
      loadAll: true,
    })
    const bySlug = await call<ConcessionResult>(a, 'concessions.search', {
      query: { kind: 'grant-slug', fundSlug: grant.slug },
      loadAll: true,
    })
    expect(bySlug.rows).toEqual(byId.rows)
  })
})

describe('case-file statuses (SC-STAT-1)', () => {
  it('come in server order, are cached, and answer offline', async () => {
    const a = await ready()
    const list = await call<StatusList>(a, 'statuses.list', { refresh: false })
    expect(list.groups.map((g) => g.id)).toEqual(a.demoService.state.statusGroups.map((g) => g.id))
    const again = await call<StatusList>(a, 'statuses.list', undefined)
    expect(again.source).toBe('cache')
    await a.stopDemoService()
    expect(await call<StatusList>(a, 'statuses.list', { refresh: true })).toMatchObject({
      source: 'cache',
    })
  })
})

describe('simulator (SC-SIM-1)', () => {
  const profile = {
    province: [28],
    applicants_v2: [2],
    actions_v2: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  }

  it('fetches pages as needed and caches per profile, whatever the order of the ids', async () => {
    const a = await ready()
    const one = await call<SimulatorResult>(a, 'simulator.run', { profile })
    expect(one.loadedPages).toBe(1)
    expect(one.totalPages).toBeGreaterThan(1)
    expect(requests(a, /opportunities/)).toBe(1)
    const two = await call<SimulatorResult>(a, 'simulator.run', { profile, pages: 2 })
    expect(two.loadedPages).toBe(2)
    expect(two.rows.slice(0, one.rows.length)).toEqual(one.rows)
    expect(requests(a, /opportunities/)).toBe(2) // only page 2 was asked for
    const shuffled = { ...profile, actions_v2: [...profile.actions_v2].reverse() }
    const cached = await call<SimulatorResult>(a, 'simulator.run', { profile: shuffled, pages: 2 })
    expect(cached).toMatchObject({ source: 'cache', loadedPages: 2 })
    expect(requests(a, /opportunities/)).toBe(2)
    const all = await call<SimulatorResult>(a, 'simulator.run', { profile, all: true })
    expect(all).toMatchObject({ complete: true })
    expect(all.rows).toHaveLength(all.count)
  })

  it('refuses an empty required field before calling the service (SC-SIM-1)', async () => {
    const a = await ready()
    await expect(
      call(a, 'simulator.run', { profile: { province: 28, applicants_v2: [], actions_v2: [1] } }),
    ).rejects.toMatchObject({
      appError: { code: 'validation' },
    })
    expect(requests(a, /opportunities/)).toBe(0)
  })
})
