import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { type ExportStartResult } from '@shared/exports'
import { type OpportunitiesRun } from '@shared/portfolio/portfolio'
import { type SimulatorResult } from '@shared/simulator'
import { normalizeTaxId } from '@shared/tax-id'
import { DIALECTS, EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

/**
 * «Ya recibida» (issue 23) against both readings of the service: an opportunity whose grant the
 * client already received, known by the grant's id (the vendor's simulator sends it), its slug
 * (ours sends only the slug) or its normalised title (SC-SIM-6), in the concessions this account
 * stored, never asked for it.
 */

const PROFILE = { province: 28, applicants_v2: [2], actions_v2: [1, 2, 3, 4, 5, 6, 7, 8] }
/** The requests that cost credits: concessions and the simulator (the balance is free). */
const PAID = /\/funds\/(concessions|opportunities-by-profile)\//
const SCOPE = { filter: { text: 'Recibida prueba' } }

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const latest = (dates: readonly (string | null | undefined)[]) =>
  dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null)

describe.each(DIALECTS)('«Ya recibida» against the %s dialect', (dialect) => {
  const start = async () =>
    (app = await startSignedIn(EXPERT, { dialect, clients: 40, concessions: 3_000 }))
  const paidRequests = (a: TestApp) =>
    a.demoService.control.requests.filter((r) => PAID.test(r.path)).length
  const simulate = (a: TestApp, nif?: string) =>
    value<SimulatorResult>(a, 'simulator.run', { profile: PROFILE, ...(nif ? { nif } : {}) })
  const search = (a: TestApp, query: object) =>
    value<ConcessionResult>(a, 'concessions.search', { query, loadAll: true })

  /** An opportunity of PROFILE that a beneficiary received, that NIF, and its latest date. */
  async function receivedOpportunity(a: TestApp) {
    for (const row of (await simulate(a)).rows) {
      const grant = a.demoService.state.grantBySlug(row.slug)
      const [concession] = grant ? a.demoService.state.concessions.ofGrant(grant) : []
      if (!grant || !concession) continue
      const nif = concession.nif
      const dates = a.demoService.state.concessions
        .ofNif(nif)
        .filter((c) => c.grant.id === grant.id)
        .map((c) => c.date)
      return { grant, nif, date: latest(dates) }
    }
    throw new Error('ninguna oportunidad tiene concesiones')
  }

  it('by the NIF’s concessions: the grant’s id, or the slug a search by that id tells', async () => {
    const a = await start()
    const { grant, nif, date } = await receivedOpportunity(a)
    const before = await simulate(a, nif)
    expect(before.concessionsStored).toBe(false)
    expect(before.rows.every((row) => row.received === null)).toBe(true)

    await search(a, { kind: 'nif', nif })
    a.demoService.control.clearRequests()
    const byNif = await simulate(a, nif)
    expect(byNif.concessionsStored).toBe(true)
    const mark = byNif.rows.find((row) => row.slug === grant.slug)?.received
    // Our description's rows by NIF carry no slug and its opportunities no id: the normalised
    // title matches them (SC-SIM-6).
    expect(mark).toEqual({ date })
    expect(paidRequests(a)).toBe(0)

    await search(a, { kind: 'grant-id', fundId: grant.id })
    a.demoService.control.clearRequests()
    const both = await simulate(a, nif)
    expect(both.rows.find((row) => row.slug === grant.slug)?.received).toEqual({ date })
    expect(both.rows.filter((row) => row.received !== null).length).toBeGreaterThanOrEqual(1)
    expect(paidRequests(a)).toBe(0)
    // An answer on screen is marked again from what is stored, whatever its age: never asked.
    const again = await value<SimulatorResult>(a, 'simulator.run', {
      profile: PROFILE,
      nif,
      stored: true,
    })
    expect(again.rows).toEqual(both.rows)
    expect(paidRequests(a)).toBe(0)
    // Without a NIF nothing is said either way.
    expect((await simulate(a)).rows.every((row) => row.received === undefined)).toBe(true)
  })

  it('by a search of the grant’s slug: the rows whose beneficiary is the NIF', async () => {
    const a = await start()
    for (const row of (await simulate(a)).rows) {
      const found = await search(a, { kind: 'grant-slug', fundSlug: row.slug })
      if (found.kind !== 'grant' || found.rows.length === 0) continue
      const nif = normalizeTaxId(found.rows[0]?.beneficiary_cif ?? '')
      const date = latest(
        found.rows
          .filter((r) => normalizeTaxId(r.beneficiary_cif) === nif)
          .map((r) => r.concession_date),
      )
      a.demoService.control.clearRequests()
      // Typed loosely, as a client's record may hold it.
      const marked = await simulate(a, ` ${nif.toLowerCase()} `)
      expect(marked.concessionsStored).toBe(false)
      expect(marked.rows.find((r) => r.slug === row.slug)?.received).toEqual({ date })
      expect(paidRequests(a)).toBe(0)
      return
    }
    throw new Error('ninguna convocatoria del perfil tiene concesiones')
  })

  it('in «Cartera» from «Ayudas recibidas», marked again when read, and in its export', async () => {
    const a = await start()
    const { grant, nif, date } = await receivedOpportunity(a)
    const page = await value<{ rows: { id: number }[] }>(a, 'clients.query', {})
    const id = page.rows[0]?.id ?? 0
    a.demoService.state.updateClient(id, {
      business_name: 'Recibida prueba',
      nif,
      province: [PROFILE.province],
      provinces_to_work: [],
      applicant_types: PROFILE.applicants_v2,
      action_items: PROFILE.actions_v2,
    })
    await value(a, 'clients.sync')
    await value(a, 'portfolio.run', { kind: 'aid', scope: SCOPE })
    const run = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    const rowOf = (r: OpportunitiesRun) => r.rows.find((row) => row.slug === grant.slug)
    expect(rowOf(run)?.received).toEqual({ date })

    await search(a, { kind: 'grant-id', fundId: grant.id })
    a.demoService.control.clearRequests()
    const again = await value<OpportunitiesRun>(a, 'portfolio.latest', { kind: 'opportunities' })
    expect(rowOf(again)?.received).toEqual({ date })
    expect(again.rows.filter((row) => row.received === null).length).toBeGreaterThan(0)

    const exported = await value<ExportStartResult>(a, 'export.start', {
      exportId: `received-${dialect}`,
      format: 'csv-standard',
      columns: ['slug', 'received', 'received_date'],
      source: { kind: 'portfolio', dataset: 'portfolio-clients' },
    })
    if (exported.status !== 'done') throw new Error(exported.status)
    const lines = readFileSync(exported.path, 'utf8').trimEnd().split('\n')
    expect(lines[0]).toBe('Convocatoria (identificador),Ya recibida,Recibida el')
    expect(lines).toContain(`${grant.slug},Sí,${date ?? ''}`)
    expect(lines.filter((line) => line.endsWith(',No,')).length).toBeGreaterThan(0)
    const byGrant = await value<ExportStartResult>(a, 'export.start', {
      exportId: `received-grants-${dialect}`,
      format: 'csv-standard',
      columns: ['slug', 'received_names'],
      source: { kind: 'portfolio', dataset: 'portfolio-grants' },
    })
    if (byGrant.status !== 'done') throw new Error(byGrant.status)
    const grantLines = readFileSync(byGrant.path, 'utf8').trimEnd().split('\n')
    expect(grantLines[0]).toBe('Convocatoria (identificador),Ya la recibieron')
    expect(grantLines).toContain(`${grant.slug},Recibida prueba`)
    expect(paidRequests(a)).toBe(0)
  })

  it('in the simulator’s export for a client, and not without one', async () => {
    const a = await start()
    const { grant, nif, date } = await receivedOpportunity(a)
    await search(a, { kind: 'nif', nif })
    await search(a, { kind: 'grant-id', fundId: grant.id })
    const exported = (source: object, exportId: string) =>
      value<ExportStartResult>(a, 'export.start', { exportId, format: 'csv-standard', source })
    const marked = await exported({ kind: 'simulator', profile: PROFILE, nif }, `sim-${dialect}-a`)
    const plain = await exported({ kind: 'simulator', profile: PROFILE }, `sim-${dialect}-b`)
    if (marked.status !== 'done' || plain.status !== 'done') throw new Error('sin exportar')
    const [header, ...rows] = readFileSync(marked.path, 'utf8').trimEnd().split('\n')
    expect(header?.split(',').slice(-2)).toEqual(['Ya recibida', 'Recibida el'])
    expect(rows.find((line) => line.includes(grant.slug))).toMatch(new RegExp(`,Sí,${date ?? ''}$`))
    expect(readFileSync(plain.path, 'utf8')).not.toContain('Ya recibida')
  })
})
