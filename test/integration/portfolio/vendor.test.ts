import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { type ExportStartResult } from '@shared/exports'
import {
  type AidRun,
  type DeadlinesView,
  type IcsExportResult,
  type OpportunitiesRun,
  type PortfolioPlan,
  pairKey,
} from '@shared/portfolio/portfolio'
import { type ClientData } from '@shared/wire/client'
import { normalizeTaxId } from '@shared/tax-id'
import {
  DEMO_PASSWORD,
  EXPERT,
  runPortfolio,
  startSignedIn,
  startTestApp,
  type TestApp,
  value,
} from '../../support/test-app'

/**
 * «Cartera» against the vendor's reading of the service (SC-DIALECT-1): a simulator that answers each
 * profile in one bare list of at most 20 (SC-DIALECT-7), concessions by NIF in pages of ten, and
 * clients created without a full profile (SC-DIALECT-4). portfolio.test.ts covers our description.
 */

const VENDOR_SIMULATOR_LIMIT = 20
const count = (a: TestApp, path: RegExp) =>
  a.demoService.control.requests.filter((r) => path.test(r.path)).length

/** Plans a run over every client and runs it with the user's word for what the plan says. */
async function runAll<T>(a: TestApp, kind: 'opportunities' | 'aid', extra: object = {}) {
  const plan = await value<PortfolioPlan>(a, 'portfolio.plan', { kind })
  const run = await value<T>(a, 'portfolio.run', {
    kind,
    confirmedRequests: plan.requests,
    ...extra,
  })
  return { plan, run }
}

describe('«Cartera» against the vendor dialect', () => {
  let app: TestApp
  let clients: ClientData[]

  // An app per test: the first run asks what no earlier run has kept.
  beforeEach(async () => {
    app = await startSignedIn(EXPERT, { dialect: 'vendor' })
    const page = await value<{ rows: { id: number }[] }>(app, 'clients.query', { limit: 1000 })
    clients = page.rows.map((row) => {
      const stored = app.demoService.state.clients.get(row.id)?.client
      if (!stored) throw new Error(`sin cliente ${row.id}`)
      return stored
    })
  })
  afterEach(() => app.close())

  it('asks first above 20 requests, then one request per profile; only profiles the simulator cannot take are apart', async () => {
    const plan = await value<PortfolioPlan>(app, 'portfolio.plan', { kind: 'opportunities' })
    expect(plan).toMatchObject({ clients: clients.length, cachedRequests: 0 })
    expect(plan.requests).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
    app.demoService.control.clearRequests()
    expect(await app.services.dispatch('portfolio.run', { kind: 'opportunities' })).toMatchObject({
      ok: false,
      error: { reason: 'needs_confirmation', params: { requests: plan.requests } },
    })
    expect(count(app, /opportunities-by-(profile|cif)/)).toBe(0)

    const run = await value<OpportunitiesRun>(app, 'portfolio.run', {
      kind: 'opportunities',
      confirmedRequests: plan.requests,
    })
    // No pages to follow: exactly the requests planned, at most 20 opportunities a client.
    expect(run.requests).toBe(plan.requests)
    expect(count(app, /opportunities-by-(profile|cif)/)).toBe(plan.requests)
    const perClient = new Map<number, number>()
    for (const row of run.rows)
      perClient.set(row.client_id, (perClient.get(row.client_id) ?? 0) + 1)
    expect(Math.max(...perClient.values())).toBeLessThanOrEqual(VENDOR_SIMULATOR_LIMIT)

    const lacking = (c: ClientData) =>
      [[...c.province, ...c.provinces_to_work], c.applicant_types, c.action_items].some(
        (list) => list.length === 0,
      )
    // SC-NIFSIM-4: a client lacking types or actions with a NIF, a province and a CNAE is
    // simulated by them instead.
    const byNif = (c: ClientData) =>
      c.nif.trim() !== '' &&
      [...c.province, ...c.provinces_to_work].length > 0 &&
      c.cnaes.length > 0
    expect(run.incomplete.map((c) => c.id).sort((x, y) => x - y)).toEqual(
      clients
        .filter((c) => lacking(c) && !byNif(c))
        .map((c) => c.id)
        .sort((x, y) => x - y),
    )
    expect(run.incomplete.length).toBeGreaterThan(0)
    // Created without figures but with the three lists: asked like any other client.
    const figuresOnly = clients.filter((c) => c.employees_quantity === null && !lacking(c))
    expect(figuresOnly.length).toBeGreaterThan(0)
    expect(figuresOnly.some((c) => perClient.has(c.id))).toBe(true)
  })

  it('«Plazos» in date order, the .ics with every one, and «Por cliente» exported with «Nueva»', async () => {
    const { run } = await runAll<OpportunitiesRun>(app, 'opportunities')
    const view = await value<DeadlinesView>(app, 'portfolio.deadlines')
    expect(view.deadlines.length).toBeGreaterThan(0)
    const dates = view.deadlines.map((d) => d.date)
    expect(dates).toEqual([...dates].sort())

    const ics = await value<IcsExportResult>(app, 'portfolio.exportIcs')
    if (ics.status !== 'done') throw new Error(ics.status)
    const calendar = ICAL.Component.fromString(readFileSync(ics.path, 'utf8'))
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events.map((e) => e.startDate.toString())).toEqual(dates)

    const exported = await value<ExportStartResult>(app, 'export.start', {
      exportId: 'portfolio-vendor-clients',
      format: 'csv-excel',
      source: { kind: 'portfolio', dataset: 'portfolio-clients' },
    })
    if (exported.status !== 'done') throw new Error(exported.status)
    const lines = readFileSync(exported.path, 'utf8').trimEnd().split('\r\n')
    expect(lines[0]?.split(';')).toContain('Nueva')
    expect(lines).toHaveLength(run.rows.length + 1)
  })

  it('«Ayudas recibidas» sums every page of ten of a NIF, with the threshold', async () => {
    const concessionsOf = (c: ClientData) => app.demoService.state.concessions.ofNif(c.nif).length
    const busiest = clients.reduce((a, b) => (concessionsOf(b) > concessionsOf(a) ? b : a))
    expect(concessionsOf(busiest)).toBeGreaterThan(10)
    const scope = { filter: { text: busiest.nif } }
    const plan = await value<PortfolioPlan>(app, 'portfolio.plan', { kind: 'aid', scope })
    const run = await value<AidRun>(app, 'portfolio.run', { kind: 'aid', scope, threshold: 0 })
    // One request planned per NIF; more than ten concessions take more.
    expect(run.requests).toBeGreaterThan(plan.requests)
    expect(run.years).toHaveLength(3)
    expect(run.clients.every((c) => c.over_threshold)).toBe(true)
    const summary = run.clients.find((c) => c.client_id === busiest.id)
    const search = await value<ConcessionResult>(app, 'concessions.search', {
      query: { kind: 'nif', nif: busiest.nif },
    })
    expect(search.source).toBe('cache')
    expect(search.rows).toHaveLength(concessionsOf(busiest))
    expect(summary?.count).toBe(search.rows.length)
    const total = search.rows.reduce((sum, row) => sum + (row.awarded_amount ?? 0), 0)
    expect(summary?.total).toBeCloseTo(total, 2)

    await value(app, 'settings.update', { aidThreshold: 1e12 })
    const again = await value<AidRun>(app, 'portfolio.run', { kind: 'aid', scope })
    expect(again).toMatchObject({ threshold: 1e12, requests: 0 })
    expect(again.clients.some((c) => c.over_threshold)).toBe(false)
  })
})

describe('«Cartera» against the vendor dialect: credits counted honestly (SC-COST-3)', () => {
  it('«Ayudas recibidas» of every NIF: page 1 of each within what was confirmed, then asks for the exact pages of ten left', async () => {
    const app = await startSignedIn(EXPERT, { dialect: 'vendor' })
    try {
      const page = await value<{ rows: { nif: string }[] }>(app, 'clients.query', { limit: 1000 })
      const nifs = new Set(page.rows.map((row) => normalizeTaxId(row.nif)).filter(Boolean))
      const pagesOf = (nif: string) =>
        Math.max(1, Math.ceil(app.demoService.state.concessions.ofNif(nif).length / 10))
      const pages = [...nifs].reduce((sum, nif) => sum + pagesOf(nif), 0)
      expect(pages).toBeGreaterThan(nifs.size)

      const plan = await value<PortfolioPlan>(app, 'portfolio.plan', { kind: 'aid' })
      expect(plan).toMatchObject({ requests: nifs.size, uncounted: nifs.size })
      expect(plan.requests).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
      app.demoService.control.clearRequests()
      const byNif = /beneficiaries-by-cif/
      const sentWhenAsked: number[] = []
      const { result, asks } = await runPortfolio(
        app,
        { kind: 'aid', confirmedRequests: plan.requests },
        (ask) => {
          sentWhenAsked.push(count(app, byNif))
          return ask.requests
        },
      )
      expect(sentWhenAsked).toEqual([plan.requests])
      expect(asks).toEqual([
        { kind: 'aid', spent: plan.requests, confirmed: plan.requests, requests: pages },
      ])
      expect(count(app, byNif)).toBe(pages)
      expect(result).toMatchObject({
        ok: true,
        value: { requests: pages, confirmedRequests: pages },
      })
    } finally {
      await app.close()
    }
  })
})

describe('«Cartera» against the vendor dialect, a second run', () => {
  it('marks what is new since the previous run, lists what disappeared, and notifies', async () => {
    const notified: number[] = []
    const app = await startTestApp({ dialect: 'vendor', clients: 40, concessions: 0 }, undefined, {
      notifier: {
        newOpportunities: (n) => notified.push(n),
        deadlines: () => undefined,
        callChanges: () => undefined,
      },
    })
    try {
      await value(app, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
      await app.services.idle()
      const page = await value<{ rows: { id: number }[] }>(app, 'clients.query', {})
      const [kept, moved] = page.rows.map((row) => row.id)
      if (kept === undefined || moved === undefined) throw new Error('sin clientes')
      const profiles = [
        { province: [28], applicant_types: [1], action_items: [1] },
        { province: [8], applicant_types: [5], action_items: [9] },
      ]
      ;[kept, moved].forEach((id, i) =>
        app.demoService.state.updateClient(id, {
          business_name: `Cartera prueba ${i + 1}`,
          ...profiles[i],
        }),
      )
      await value(app, 'clients.sync')
      const scope = { filter: { text: 'Cartera prueba' } }
      const run = () =>
        value<OpportunitiesRun>(app, 'portfolio.run', { kind: 'opportunities', scope })

      const before = await run()
      expect(before.rows.every((row) => !row.new)).toBe(true)
      app.demoService.state.updateClient(moved, {
        province: [41],
        applicant_types: [6],
        action_items: [12],
      })
      await value(app, 'clients.sync')
      const after = await run()

      expect(after.previousRunAt).toBe(before.runAt)
      const old = new Set(before.rows.map(pairKey))
      const now = new Set(after.rows.map(pairKey))
      for (const row of after.rows) expect(row.new, pairKey(row)).toBe(!old.has(pairKey(row)))
      expect(after.disappeared.map(pairKey).sort()).toEqual(
        [...old].filter((key) => !now.has(key)).sort(),
      )
      const fresh = after.rows.filter((row) => row.new)
      expect(fresh.length).toBeGreaterThan(0)
      expect(after.disappeared.length).toBeGreaterThan(0)
      expect(fresh.filter((row) => row.client_id === kept)).toEqual([])
      expect(notified).toEqual([fresh.length])
    } finally {
      await app.close()
    }
  })
})
