import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { formatDate } from '@shared/format'
import { closingDateOf } from '@shared/portfolio/portfolio-deadlines'
import { type ExportStartResult } from '@shared/exports'
import {
  type AidRun,
  type DeadlinesView,
  type IcsExportResult,
  type OpportunitiesRun,
  type PortfolioPlan,
  pairKey,
} from '@shared/portfolio/portfolio'
import {
  DEMO_PASSWORD,
  EXPERT,
  runPortfolio,
  startSignedIn,
  startTestApp,
  type TestApp,
  value,
} from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const OTHER_EXPERT = 'norte@demo.grantsdesk.es'
const SIMULATOR = /opportunities-by-(profile|cif)/
const simulatorRequests = (a: TestApp) =>
  a.demoService.control.requests.filter((r) => SIMULATOR.test(r.path)).length

/** The ids of the first clients of the signed-in expert's replica. */
async function someClients(a: TestApp, count: number): Promise<number[]> {
  const page = await value<{ rows: { id: number }[] }>(a, 'clients.query', {})
  return page.rows.slice(0, count).map((row) => row.id)
}

/**
 * Renames clients to «Cartera prueba N» and gives them a profile on the server (working only in
 * their own province unless said), then syncs: a scope filter `text: 'Cartera prueba'` then holds
 * exactly them.
 */
async function prepare(
  a: TestApp,
  profiles: {
    province: number[]
    provinces_to_work?: number[]
    applicant_types: number[]
    action_items: number[]
    cnaes?: number[]
  }[],
): Promise<number[]> {
  const ids = await someClients(a, profiles.length)
  profiles.forEach((profile, i) => {
    a.demoService.state.updateClient(ids[i] ?? 0, {
      business_name: `Cartera prueba ${i + 1}`,
      provinces_to_work: [],
      ...profile,
    })
  })
  await value(a, 'clients.sync')
  return ids
}

const SCOPE = { filter: { text: 'Cartera prueba' } }

describe('portfolio opportunities', () => {
  it('asks identical profiles once, lists incomplete profiles apart and asks nothing for them', async () => {
    const a = (app = await startSignedIn())
    const [first, second, third] = await prepare(a, [
      { province: [28], applicant_types: [2, 1], action_items: [3, 1, 1] },
      { province: [28, 28], applicant_types: [1, 2], action_items: [1, 3] },
      { province: [28], applicant_types: [1], action_items: [], cnaes: [] },
    ])
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    expect(plan).toEqual({
      kind: 'opportunities',
      clients: 3,
      incomplete: 1,
      requests: 1,
      cachedRequests: 0,
      uncounted: 1,
      estimate: 1,
    })
    a.demoService.control.clearRequests()
    const run = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    expect(simulatorRequests(a)).toBe(run.requests)
    expect(run.requests).toBeGreaterThanOrEqual(1)
    expect(run.incomplete).toEqual([
      {
        id: third,
        name: 'Cartera prueba 3',
        nif: expect.any(String) as string,
        missing: ['action_items'],
        nifNotFound: false,
      },
    ])
    const slugsOf = (id: number | undefined) =>
      run.rows.filter((row) => row.client_id === id).map((row) => row.slug)
    expect(slugsOf(first).length).toBeGreaterThan(0)
    expect(slugsOf(second)).toEqual(slugsOf(first))
    expect(slugsOf(third)).toEqual([])
    // The same profile again within the day: from the cache, no request.
    expect(
      await value<PortfolioPlan>(a, 'portfolio.plan', { kind: 'opportunities', scope: SCOPE }),
    ).toMatchObject({ requests: 0, cachedRequests: 1 })
    a.demoService.control.clearRequests()
    await value(a, 'portfolio.run', { kind: 'opportunities', scope: SCOPE })
    expect(simulatorRequests(a)).toBe(0)
  })

  it('refuses above 20 requests without the confirmation, sending nothing, and runs with it', async () => {
    const a = (app = await startSignedIn())
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', { kind: 'opportunities' })
    expect(plan.requests).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
    a.demoService.control.clearRequests()
    for (const confirmedRequests of [undefined, plan.requests - 1]) {
      const refused = await a.services.dispatch('portfolio.run', {
        kind: 'opportunities',
        ...(confirmedRequests === undefined ? {} : { confirmedRequests }),
      })
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'validation',
          reason: 'needs_confirmation',
          params: { requests: plan.requests },
        },
      })
    }
    expect(simulatorRequests(a)).toBe(0)
    const { result } = await runPortfolio(a, {
      kind: 'opportunities',
      confirmedRequests: plan.requests,
    })
    if (!result.ok || result.value.kind !== 'opportunities') throw new Error('sin búsqueda')
    expect(result.value.clients).toBe(plan.clients)
    expect(simulatorRequests(a)).toBe(result.value.requests)
  })

  it('never sends more than confirmed: page 1 of each profile, then asks again with the exact count of the pages left', async () => {
    const a = (app = await startSignedIn())
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', { kind: 'opportunities' })
    // Nothing cached: the plan is page 1 of each distinct profile, whose pages are not counted,
    // and one request per NIF simulated by NIF and CNAE, which has no pages (SC-NIFSIM-4).
    expect(plan.uncounted).toBeGreaterThan(0)
    expect(plan.uncounted).toBeLessThanOrEqual(plan.requests)
    expect(plan.requests).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
    a.demoService.control.clearRequests()
    const sentWhenAsked: number[] = []
    const { result, asks } = await runPortfolio(
      a,
      { kind: 'opportunities', confirmedRequests: plan.requests },
      (ask) => {
        sentWhenAsked.push(simulatorRequests(a))
        return ask.requests
      },
    )
    // The demo's profiles have more than one page of ten: one more question, with what they take.
    expect(asks).toEqual([
      {
        kind: 'opportunities',
        spent: plan.requests,
        confirmed: plan.requests,
        requests: expect.any(Number) as number,
      },
    ])
    const [ask] = asks
    if (!ask || !result.ok || result.value.kind !== 'opportunities') throw new Error('sin búsqueda')
    expect(sentWhenAsked).toEqual([plan.requests])
    expect(ask.requests).toBeGreaterThan(plan.requests)
    expect(simulatorRequests(a)).toBe(ask.requests)
    expect(result.value).toMatchObject({ requests: ask.requests, confirmedRequests: ask.requests })
  })

  it('declined, the run is cancelled; the next one asks only for the pages left, counted exactly', async () => {
    const a = (app = await startSignedIn())
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', { kind: 'opportunities' })
    a.demoService.control.clearRequests()
    const declined = await runPortfolio(
      a,
      { kind: 'opportunities', confirmedRequests: plan.requests },
      () => null,
    )
    expect(declined.result).toMatchObject({
      ok: false,
      error: { code: 'cancelled', reason: 'portfolio_cancelled' },
    })
    const [ask] = declined.asks
    if (!ask) throw new Error('no preguntó')
    expect(simulatorRequests(a)).toBe(plan.requests)
    expect(await value(a, 'portfolio.latest', { kind: 'opportunities' })).toBeNull()

    // Page 1 of each profile stays in the cache: what is left is counted, nothing uncounted.
    const left = await value<PortfolioPlan>(a, 'portfolio.plan', { kind: 'opportunities' })
    expect(left).toMatchObject({ requests: ask.requests - ask.spent, uncounted: 0 })
    a.demoService.control.clearRequests()
    const { result, asks } = await runPortfolio(a, {
      kind: 'opportunities',
      confirmedRequests: left.requests,
    })
    expect(asks).toEqual([])
    expect(simulatorRequests(a)).toBe(left.requests)
    expect(result).toMatchObject({
      ok: true,
      value: { requests: left.requests, confirmedRequests: left.requests },
    })

    // SC-COST-8: asked again, each profile is expected to take the pages its last answer had, so
    // one question with that cap is the only one.
    const again = await value<PortfolioPlan>(a, 'portfolio.plan', {
      kind: 'opportunities',
      refresh: true,
    })
    expect(again.requests).toBe(plan.requests)
    expect(again.uncounted).toBeGreaterThan(0)
    expect(again.estimate).toBe(plan.requests + left.requests)
    a.demoService.control.clearRequests()
    const refreshed = await runPortfolio(a, {
      kind: 'opportunities',
      refresh: true,
      confirmedRequests: again.estimate,
    })
    expect(refreshed.asks).toEqual([])
    expect(simulatorRequests(a)).toBe(again.estimate)
  })

  it('asks for the provinces each client works in with its own, once per profile (SC-SIM-3)', async () => {
    const a = (app = await startSignedIn())
    const [, , , elsewhere] = await prepare(a, [
      { province: [28], provinces_to_work: [8, 28], applicant_types: [1], action_items: [1] },
      { province: [8], provinces_to_work: [28], applicant_types: [1], action_items: [1] },
      { province: [28], applicant_types: [1], action_items: [1] },
      { province: [], provinces_to_work: [41], applicant_types: [1], action_items: [1] },
      { province: [], applicant_types: [1], action_items: [1] },
    ])
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    expect(plan).toMatchObject({ clients: 5, incomplete: 1, requests: 3 })
    a.demoService.control.clearRequests()
    const run = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    const sent = a.demoService.control.requests.filter((r) => SIMULATOR.test(r.path))
    expect(sent).toHaveLength(run.requests)
    // Every page of a profile carries its body; the first pages name each profile once.
    const pageOf = (url: string) => new URL(url, a.demoService.url).searchParams.get('page') ?? '1'
    const firstPages = sent.filter((r) => pageOf(r.url) === '1')
    expect(firstPages.map((r) => (r.body as { province: unknown }).province)).toEqual(
      expect.arrayContaining([[8, 28], 28, 41]),
    )
    expect(firstPages).toHaveLength(3)
    expect(run.incomplete.map((c) => c.missing)).toEqual([['province']])
    expect(run.rows.some((row) => row.client_id === elsewhere)).toBe(true)
  })

  it('marks what is new since the previous run, lists what disappeared, and notifies', async () => {
    const notified: number[] = []
    const a = (app = await startTestApp({}, undefined, {
      notifier: {
        newOpportunities: (count) => notified.push(count),
        deadlines: () => undefined,
        callChanges: () => undefined,
      },
    }))
    await value(a, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
    await a.services.idle()
    const [first, second] = await prepare(a, [
      { province: [28], applicant_types: [1], action_items: [1] },
      { province: [8], applicant_types: [5], action_items: [9] },
    ])
    const before = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    expect(before.previousRunAt).toBeNull()
    expect(before.rows.every((row) => !row.new)).toBe(true)
    expect(before.disappeared).toEqual([])
    expect(notified).toEqual([])

    // The second client's profile changes on the server: other grants suit it.
    a.demoService.state.updateClient(second ?? 0, {
      province: [41],
      applicant_types: [6],
      action_items: [12],
    })
    await value(a, 'clients.sync')
    const after = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    expect(after.previousRunAt).toBe(before.runAt)
    const old = new Set(before.rows.map(pairKey))
    const now = new Set(after.rows.map(pairKey))
    for (const row of after.rows) expect(row.new, pairKey(row)).toBe(!old.has(pairKey(row)))
    expect(after.disappeared.map(pairKey).sort()).toEqual(
      before.rows
        .map(pairKey)
        .filter((key) => !now.has(key))
        .sort(),
    )
    const fresh = after.rows.filter((row) => row.new)
    expect(fresh.length).toBeGreaterThan(0)
    expect(after.disappeared.length).toBeGreaterThan(0)
    // The first client's profile did not change: nothing of it is new or gone.
    expect(fresh.filter((row) => row.client_id === first)).toEqual([])
    expect(after.disappeared.filter((row) => row.client_id === first)).toEqual([])
    expect(notified).toEqual([fresh.length])
    expect(a.events.filter((e) => e.event === 'portfolio.newOpportunities')).toEqual([
      { event: 'portfolio.newOpportunities', payload: { count: fresh.length } },
    ])
    expect(await value(a, 'portfolio.latest', { kind: 'opportunities' })).toEqual(after)
  })

  it('keeps the runs per account: another user of the same computer sees none of them', async () => {
    const a = (app = await startSignedIn())
    await prepare(a, [{ province: [28], applicant_types: [1], action_items: [1] }])
    const mine = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    await value(a, 'session.logout')
    await value(a, 'session.login', { email: OTHER_EXPERT, password: DEMO_PASSWORD })
    await a.services.idle()
    expect(await value(a, 'portfolio.latest', { kind: 'opportunities' })).toBeNull()
    expect(await value<DeadlinesView>(a, 'portfolio.deadlines')).toEqual({
      runAt: null,
      deadlines: [],
      unparsed: [],
    })
    await value(a, 'session.logout')
    await value(a, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
    expect(await value(a, 'portfolio.latest', { kind: 'opportunities' })).toEqual(mine)
  })

  it('cancelled mid-run, stores nothing and leaves the previous run as it was', async () => {
    const a = (app = await startSignedIn(EXPERT))
    await prepare(a, [{ province: [28], applicant_types: [1], action_items: [1] }])
    const previous = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', { kind: 'opportunities' })
    // Four answers, then the rest held: the run is mid-way when it is cancelled.
    a.demoService.control.hold({ path: /^\/api\/v2\/funds\/opportunities-by-profile\/$/ }, 4)
    const running = a.services.dispatch('portfolio.run', {
      kind: 'opportunities',
      confirmedRequests: plan.requests,
    })
    const deadline = Date.now() + 20_000
    const progressed = () =>
      a.events.some(
        (e) =>
          e.event === 'portfolio.progress' &&
          (e.payload as { done: number; kind: string }).done >= 4,
      )
    while (!progressed() && Date.now() < deadline) await new Promise((r) => setImmediate(r))
    expect(progressed()).toBe(true)
    expect(await value(a, 'portfolio.cancel', { kind: 'opportunities' })).toEqual({
      cancelled: true,
    })
    expect(await running).toMatchObject({
      ok: false,
      error: { code: 'cancelled', reason: 'portfolio_cancelled' },
    })
    expect(await value(a, 'portfolio.latest', { kind: 'opportunities' })).toEqual(previous)
    expect(await value(a, 'portfolio.cancel', { kind: 'opportunities' })).toEqual({
      cancelled: false,
    })
  })
})

describe('portfolio aid received', () => {
  it('sums each client’s concessions per year with the threshold, from one request per NIF', async () => {
    const a = (app = await startSignedIn())
    const [, second] = await prepare(a, [
      { province: [28], applicant_types: [1], action_items: [1] },
      { province: [28], applicant_types: [1], action_items: [1] },
    ])
    const plan = await value<PortfolioPlan>(a, 'portfolio.plan', { kind: 'aid', scope: SCOPE })
    expect(plan).toMatchObject({ clients: 2, incomplete: 0, requests: 2 })
    const run = await value<AidRun>(a, 'portfolio.run', {
      kind: 'aid',
      scope: SCOPE,
      threshold: 0,
    })
    expect(run.years).toHaveLength(3)
    expect(run.threshold).toBe(0)
    expect(run.clients).toHaveLength(2)
    const summary = run.clients.find((c) => c.client_id === second)
    const search = await value<{
      rows: { concession_date?: string | null; awarded_amount: number }[]
    }>(a, 'concessions.search', { query: { kind: 'nif', nif: summary?.nif ?? '' } })
    expect(summary?.count).toBe(search.rows.length)
    const sumOf = (rows: typeof search.rows) =>
      rows.reduce((sum, row) => sum + row.awarded_amount, 0)
    expect(summary?.total).toBeCloseTo(sumOf(search.rows), 2)
    expect(Object.keys(summary?.by_year ?? {}).sort()).toEqual(run.years.map(String).sort())
    // The three years that end on the run's day, both ends included: summed apart from the years.
    const { window } = run
    if (!window) throw new Error('the run has no window')
    const within = search.rows.filter(
      (row) =>
        row.concession_date &&
        row.concession_date >= window.from &&
        row.concession_date <= window.to,
    )
    const undated = search.rows.filter((row) => !row.concession_date)
    expect(summary?.window_total).toBeCloseTo(sumOf(within), 2)
    expect(summary?.undated_count).toBe(undated.length)
    expect(summary?.undated_total).toBeCloseTo(sumOf(undated), 2)
    // Threshold 0: every client reaches it.
    expect(run.clients.every((c) => c.over_threshold)).toBe(true)

    // The file's headers never change from day to day: the window's dates in columns of their
    // own; the undated ones apart.
    const exported = await value<ExportStartResult>(a, 'export.start', {
      exportId: 'portfolio-aid-xlsx-0001',
      format: 'xlsx',
      source: { kind: 'portfolio', dataset: 'portfolio-aid' },
    })
    if (exported.status !== 'done') throw new Error(exported.status)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(exported.path)
    const sheet = book.worksheets[0]
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1)
    const windowHeader = 'Tres años (€)'
    expect(headers).toEqual(
      expect.arrayContaining([
        windowHeader,
        'Tres años: desde',
        'Tres años: hasta',
        'Sin fecha, no sumadas',
        'Alcanza el umbral',
      ]),
    )
    const row = (sheet?.getSheetValues() ?? []).find(
      (values) => Array.isArray(values) && values[1] === second,
    ) as unknown[] | undefined
    expect(row?.[headers.indexOf(windowHeader) + 1]).toBeCloseTo(summary?.window_total ?? -1, 2)
    const from = row?.[headers.indexOf('Tres años: desde') + 1] as Date
    expect(formatDate(from.toISOString().slice(0, 10))).toBe(formatDate(window.from))
    // The setting is the default threshold.
    await value(a, 'settings.update', { aidThreshold: 1e12 })
    const again = await value<AidRun>(a, 'portfolio.run', { kind: 'aid', scope: SCOPE })
    expect(again.threshold).toBe(1e12)
    expect(again.clients.some((c) => c.over_threshold)).toBe(false)
    expect(again.requests).toBe(0)
    // SC-COST-8: asked again, each NIF is expected to take the pages its kept answer had.
    const refreshed = await value<PortfolioPlan>(a, 'portfolio.plan', {
      kind: 'aid',
      scope: SCOPE,
      refresh: true,
    })
    expect(refreshed).toMatchObject({ requests: 2, uncounted: 2, estimate: run.requests })
  })
})

describe('portfolio exports', () => {
  it('writes «Por cliente» as XLSX with typed cells, in both CSV dialects, and the deadlines as .ics', async () => {
    const a = (app = await startSignedIn())
    await prepare(a, [
      { province: [28], applicant_types: [1], action_items: [1] },
      { province: [28], applicant_types: [1], action_items: [], cnaes: [] },
    ])
    const run = await value<OpportunitiesRun>(a, 'portfolio.run', {
      kind: 'opportunities',
      scope: SCOPE,
    })
    const exported = async (dataset: string, format: string) => {
      const result = await value<ExportStartResult>(a, 'export.start', {
        exportId: `portfolio-${dataset}-${format}`,
        format,
        source: { kind: 'portfolio', dataset },
      })
      if (result.status !== 'done') throw new Error(result.status)
      return result.path
    }
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await exported('portfolio-clients', 'xlsx'))
    const sheet = book.worksheets[0]
    expect(sheet?.name).toBe('Por cliente')
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual([
      'Id del cliente',
      'Cliente',
      'NIF',
      'Ayuda',
      'Estado',
      'Fin del plazo',
      'Importe total (€)',
      'Ámbito',
      'Nueva',
      'Ya recibida',
      'Recibida el',
      'Origen',
      'Convocatoria (identificador)',
    ])
    expect(sheet?.actualRowCount).toBe(run.rows.length + 1)
    const second = sheet?.getRow(2)
    expect(second?.getCell(1).type).toBe(ExcelJS.ValueType.Number)
    expect(second?.getCell(7).type).toBe(ExcelJS.ValueType.Number)
    // «Nueva» as the app writes a yes/no; nothing is new in a first run.
    expect(second?.getCell(9).value).toBe('No')
    expect(second?.getCell(13).value).toBe(run.rows[0]?.slug)
    // «Fin del plazo» is a date cell when the status names a closing date, empty when not;
    // «Origen» says the profile (these clients have one).
    run.rows.forEach((row, i) => {
      const excelRow = sheet?.getRow(i + 2)
      const closing = closingDateOf(row.status_text)
      const cell = excelRow?.getCell(6)
      if (closing === null) expect(cell?.value ?? null).toBeNull()
      else {
        expect(cell?.type).toBe(ExcelJS.ValueType.Date)
        expect((cell?.value as Date).toISOString().slice(0, 10)).toBe(closing)
      }
      expect(excelRow?.getCell(12).value).toBe('Perfil')
    })

    const incomplete = new ExcelJS.Workbook()
    await incomplete.xlsx.readFile(await exported('portfolio-incomplete', 'xlsx'))
    expect(incomplete.worksheets[0]?.getRow(2).getCell(3).value).toBe('Acciones')

    const excel = readFileSync(await exported('portfolio-clients', 'csv-excel'), 'utf8')
    const standard = readFileSync(await exported('portfolio-clients', 'csv-standard'), 'utf8')
    expect(excel.split('\r\n')[0]).toContain('Id del cliente;Cliente;NIF')
    expect(standard.split('\n')[0]).toContain('Id del cliente,Cliente,NIF')

    const ics = await value<IcsExportResult>(a, 'portfolio.exportIcs')
    const view = await value<DeadlinesView>(a, 'portfolio.deadlines')
    if (ics.status !== 'done') throw new Error(ics.status)
    expect(ics.events).toBe(view.deadlines.length)
    const calendar = ICAL.Component.fromString(readFileSync(ics.path, 'utf8'))
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events.map((e) => e.startDate.toString())).toEqual(view.deadlines.map((d) => d.date))
    expect(await value(a, 'export.reveal', { path: ics.path })).toEqual({ revealed: true })
  })

  it('says there is no run yet instead of writing an empty file', async () => {
    const a = (app = await startSignedIn())
    const result = await a.services.dispatch('export.start', {
      exportId: 'portfolio-none-0001',
      format: 'xlsx',
      source: { kind: 'portfolio', dataset: 'portfolio-aid' },
    })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'not_found', reason: 'no_portfolio_run', params: { kind: 'aid' } },
    })
  })
})
