import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { formatDate } from '@shared/format'
import { type OpportunitiesRun, type PortfolioRun } from '@shared/portfolio/portfolio'
import { nextAnswer, recordCalls } from './bridge-answers'
import { callMain, expect, openFromMenu, settled, test } from './fixtures'
import { runThroughMain } from './portfolio-runs'

/** The simulator's answers: held by the test while a run must stay under way. */
const SIMULATOR = { path: /^\/api\/v2\/funds\/opportunities-by-profile\/$/ }
/** A client whose profile gives opportunities. */
const SUMMARY_CLIENT = 'servicios informaticos garcia'
/** How far the demo service moves on between two runs: some calls close, others open. */
const DAYS_LATER = 120

/** YYYY-MM-DD as the screens write it, dd/mm/aaaa. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/')

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Main's answer to the page's next opportunities run (start waiting before the click). */
async function nextOpportunities(page: Page): Promise<OpportunitiesRun> {
  const run = await nextAnswer(page, 'portfolio.run')
  if (run.kind !== 'opportunities') throw new Error('an opportunities run was expected')
  return run
}

/** One of the screen's three tabs. */
function tab(page: Page, name: string) {
  return page.getByTestId('portfolio-tabs').getByText(name, { exact: true })
}

/** The demo adviser's clients, once the sync main starts after sign-in has brought them all. */
const ADVISER_CLIENTS = '115 clientes'

/** Opens «Cartera», with every client of the sync after sign-in: a run is planned on the replica. */
async function openPortfolio(page: Page): Promise<void> {
  await openFromMenu(page, 'Cartera')
  await expect(page.getByTestId('portfolio-scope')).toBeVisible()
  await expect(page.getByTestId('scope-all-count')).toContainText(ADVISER_CLIENTS)
}

/**
 * «Buscar oportunidades» (or «Consultar ayudas recibidas») with the user's word for the requests.
 * With «Volver a consultar lo guardado hoy» ticked, the plan counts the cached answers too.
 */
async function runConfirmed(page: Page, kind: 'opportunities' | 'aid'): Promise<void> {
  const plan = nextAnswer(page, 'portfolio.plan')
  await page.getByTestId(`portfolio-start-${kind}`).click()
  if ((await plan).requests > CONFIRM_ABOVE_REQUESTS) {
    await expect(page.getByTestId('confirm-requests')).toBeVisible()
    await settled(page)
    await page.getByTestId('confirm-requests').click()
  }
}

/**
 * A run with the user's word for its requests, and again when page 1 of each profile or NIF shows
 * more pages (SC-COST-3), to its end: main's answer.
 */
async function runToEnd(page: Page, kind: 'opportunities' | 'aid'): Promise<PortfolioRun> {
  const answer = nextAnswer(page, 'portfolio.run')
  await runConfirmed(page, kind)
  const more = page.getByTestId('confirm-more-requests')
  const ended = answer.then(() => true)
  // Each question agreed to as it comes (a list that grows asks again), until main answers.
  const asked = () =>
    more.waitFor({ timeout: 0 }).then(
      () => false,
      () => true,
    )
  while (!(await Promise.race([ended, asked()]))) {
    await settled(page)
    await more.click()
    await expect(more).toBeHidden()
  }
  return answer
}

/**
 * How a run asks (above 20 requests, then for more pages) is this file's first test, on the
 * screen; the others make their runs through main (portfolio-runs.ts), and test what a run leaves.
 * What main asks and keeps is test/integration/portfolio's.
 */
test.describe('«Cartera»', () => {
  // Every test runs «Cartera», which main keeps: each on an app of its own.
  test.beforeEach(async ({ page, signedIn }) => {
    await page.goto(signedIn.at('/clients'))
    await expect(page.getByTestId('header-user')).toBeVisible()
  })

  test('the plan asks first above 20 requests, «Cancelar» sends nothing, then both groupings expand and link, the incomplete profiles apart', async ({
    page,
  }) => {
    await openPortfolio(page)
    await expect(page.getByTestId('portfolio-opportunities-empty')).toBeVisible()

    const runs = recordCalls(page, 'portfolio.run')
    const plan = nextAnswer(page, 'portfolio.plan')
    await page.getByTestId('portfolio-start-opportunities').click()
    const planned = await plan
    // The demo portfolio has far more distinct profiles than 20: the app asks, in requests.
    expect(planned.requests).toBeGreaterThan(CONFIRM_ABOVE_REQUESTS)
    expect(planned.clients).toBe(115)
    const dialog = page.getByRole('dialog')
    // The most it spends now, and that more pages are asked for first (SC-COST-3).
    await expect(dialog).toContainText(`Esto hace hasta ${planned.requests} consultas al servicio`)
    await expect(dialog).toContainText('Cuenta las páginas de resultados que cada perfil tuvo')
    await page.getByTestId('cancel-requests').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('portfolio-opportunities-empty')).toBeVisible()
    expect(runs).toEqual([])

    // The demo's profiles have more than one page: once page 1 of each is in, it asks again.
    const more = recordCalls(page, 'portfolio.confirmMore')
    const run = nextOpportunities(page)
    await page.getByTestId('portfolio-start-opportunities').click()
    await page.getByTestId('confirm-requests').click()
    const again = page.getByRole('dialog').filter({ hasText: 'Hacen falta más consultas' })
    await expect(again).toContainText(
      `Se han hecho ${planned.requests} de las ${planned.requests} consultas confirmadas.`,
    )
    await expect(page.getByTestId('portfolio-progress-text')).toContainText(
      'Esperando su respuesta',
    )
    await page.getByTestId('confirm-more-requests').click()
    const result = await run
    expect(runs).toEqual([
      expect.objectContaining({ kind: 'opportunities', confirmedRequests: planned.requests }),
    ])
    expect(more).toEqual([{ kind: 'opportunities', confirmedRequests: result.requests }])
    expect(result.confirmedRequests).toBe(result.requests)
    await expect(page.getByTestId('portfolio-run-at')).toContainText(
      `${result.requests} consultas hechas de ${result.confirmedRequests} confirmadas`,
    )
    await expect(page.getByTestId('portfolio-previous')).toContainText('primera búsqueda')

    // «Por convocatoria»: one row per grant; expanded, its clients link to their records.
    const grants = new Set(result.rows.map((row) => row.slug))
    await expect(page.getByTestId('portfolio-count')).toContainText(`${grants.size} convocatorias`)
    const firstGrant = page.getByTestId('portfolio-grant-row').first()
    const expand = firstGrant.getByTestId('portfolio-grant-expand')
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expand.focus()
    await page.keyboard.press('Enter')
    await expect(expand).toHaveAttribute('aria-expanded', 'true')
    const clientLinks = page.getByTestId('portfolio-grant-clients').getByRole('link')
    await expect(clientLinks.first()).toHaveAttribute('href', /#\/clients\/\d+$/)

    // Sortable from the keyboard: the header's button sorts and says the order.
    const clientsHeader = page.getByRole('button', { name: 'Clientes', exact: true })
    await clientsHeader.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: /^Clientes\s*, orden/ })).toBeVisible()

    // «Por cliente», filtered by text: the client opens its record.
    await page.getByTestId('portfolio-view-clients').click()
    const [someRow] = result.rows
    if (!someRow) throw new Error('the demo portfolio found no opportunity')
    await page.getByTestId('portfolio-filter').locator('input').fill(someRow.nif)
    await expect(page.getByTestId('portfolio-client-row')).toHaveCount(1)
    const clientRow = page.getByTestId('portfolio-client-row')
    await expect(clientRow).toContainText(someRow.client_name)
    await clientRow.getByTestId('portfolio-client-expand').click()
    await expect(page.getByTestId('portfolio-client-grants').getByRole('link')).toHaveCount(
      result.rows.filter((row) => row.client_id === someRow.client_id).length,
    )
    await clientRow.getByTestId('portfolio-client-link').click()
    await expect(page).toHaveURL(new RegExp(`#/clients/${someRow.client_id}$`))
    // A client with an incomplete profile is listed apart, with a link to complete its record.
    await page.goBack()
    await expect(page.getByTestId('page-title')).toHaveText('Cartera')
    expect(result.incomplete.length).toBeGreaterThan(0)
    const rows = page.getByTestId('portfolio-incomplete-row')
    await expect(rows).toHaveCount(result.incomplete.length)
    const [first] = result.incomplete
    if (!first) throw new Error('no incomplete profile')
    await expect(rows.first()).toContainText(first.name)
    await expect(rows.first()).toContainText('Falta:')

    // Lacking applicant types or actions but with a NIF, a province and a CNAE: simulated by NIF
    // and CNAE, not listed as incomplete, its rows marked.
    const byNif = result.rows.find((row) => row.origin === 'nif-cnae')
    if (!byNif) throw new Error('no client simulated by NIF and CNAE')
    expect(result.incomplete.map((client) => client.id)).not.toContain(byNif.client_id)
    await page.getByTestId('portfolio-view-clients').click()
    await page.getByTestId('portfolio-filter').locator('input').fill(byNif.nif)
    const byNifRow = page.getByTestId('portfolio-client-row')
    await expect(byNifRow).toHaveCount(1)
    await byNifRow.getByTestId('portfolio-client-expand').click()
    await expect(page.getByTestId('portfolio-nif-cnae').first()).toHaveText('por NIF y CNAE')
    await page.getByTestId('portfolio-filter').locator('input').fill('')
    await rows.first().getByTestId('portfolio-incomplete-edit').click()
    await expect(page).toHaveURL(new RegExp(`#/clients/${first.id}/edit$`))
    await expect(page.getByTestId('form-business_name')).toBeVisible()
  })

  test('cancel mid-run keeps the previous run; after the service moved on, «Nueva» and the disappeared show, and the notice opens «Cartera» from another screen', async ({
    page,
    harness,
  }) => {
    const before = await runThroughMain(harness, 'opportunities')
    await openPortfolio(page)
    const runAt = await page.getByTestId('portfolio-run-at').textContent()
    expect(runAt).not.toBe('')

    // Four months later the calls of the service are others.
    await harness.demo.startOn(isoDaysFromNow(DAYS_LATER))
    await page.getByTestId('portfolio-refresh-opportunities').click()
    harness.demo.control.hold(SIMULATOR, 1)

    // Cancelled while it runs: nothing is kept, the previous run stays on screen.
    await runConfirmed(page, 'opportunities')
    await expect(page.getByTestId('portfolio-progress')).toBeVisible()
    await expect(page.getByTestId('portfolio-run-opportunities')).toContainText(/: [1-9]\d* de/)
    await page.getByTestId('portfolio-cancel-opportunities').click()
    await expect(page.getByText('Consulta cancelada')).toBeVisible()
    await expect(page.getByTestId('portfolio-run-at')).toHaveText(runAt ?? '')
    await expect(page.getByTestId('portfolio-previous')).toContainText('primera búsqueda')

    // Run again and leave for another screen: the notice finds the user there.
    const second = nextOpportunities(page)
    harness.demo.control.hold(SIMULATOR, 1)
    await runConfirmed(page, 'opportunities')
    await expect(page.getByTestId('portfolio-progress')).toBeVisible()
    await openFromMenu(page, 'Mi perfil')
    harness.demo.control.release()
    // The one question counted each profile at the pages of its last run: no second (SC-COST-8).
    const after = await second
    await expect(page.getByTestId('confirm-more-requests')).toHaveCount(0)
    const fresh = after.rows.filter((row) => row.new)
    expect(fresh.length).toBeGreaterThan(0)
    expect(after.disappeared.length).toBeGreaterThan(0)
    expect(after.previousRunAt).toBe(before.runAt)
    const notice = page.getByTestId('portfolio-notice')
    await expect(notice).toContainText(`${fresh.length} oportunidades nuevas`)
    await page.getByTestId('portfolio-notice-open').click()
    await expect(page.getByTestId('page-title')).toHaveText('Cartera')

    await expect(page.getByTestId('portfolio-previous')).toContainText('Se compara con la búsqueda')
    await expect(page.getByTestId('portfolio-disappeared-row')).toHaveCount(
      after.disappeared.length,
    )
    // «Solo nuevas»: every grant left has something new, and says so.
    await page.getByTestId('portfolio-only-new').click()
    const newGrants = new Set(fresh.map((row) => row.slug))
    const rows = page.getByTestId('portfolio-grant-row')
    await expect(rows).toHaveCount(newGrants.size)
    for (const row of await rows.all()) await expect(row.getByTestId('portfolio-new')).toBeVisible()
    await expect(page.getByTestId('portfolio-count')).toContainText(
      `${fresh.length} ${fresh.length === 1 ? 'nueva' : 'nuevas'}`,
    )
  })

  test('«Ya recibida» once the client’s concessions and the grant are looked up, with its date; hidden with its switch (SC-SIM-5)', async ({
    page,
    harness,
  }) => {
    // Embutidos Molina S.L. has concessions of calls open today: its profile becomes one of them.
    const NIF = 'B19520063'
    const state = harness.demo.state
    const open = state.concessions
      .ofNif(NIF)
      .map((concession) => concession.grant)
      .find((grant) => grant.startDate <= state.today && grant.endDate >= state.today)
    if (!open) throw new Error('sin convocatorias abiertas recibidas')
    const latest =
      state.concessions
        .ofNif(NIF)
        .filter((concession) => concession.grant.id === open.id)
        .map((concession) => concession.date ?? '')
        .sort()
        .at(-1) ?? ''
    await openFromMenu(page, 'Clientes')
    await page.getByTestId('clients-search').locator('input').fill(NIF)
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-name')).toHaveText('Embutidos Molina S.L.')
    const id = Number(/clients\/(\d+)/.exec(page.url())?.[1])
    state.updateClient(id, {
      province: open.provinces === null ? [28] : [open.provinces[0] ?? 28],
      provinces_to_work: [],
      applicant_types: [open.applicants[0] ?? 1],
      action_items: [open.actions[0] ?? 1],
    })
    await page.getByTestId('client-refresh').click()
    await expect(page.getByText('Datos traídos del servicio.')).toBeVisible()

    // «Cartera» over the clients list's filter: that one client.
    await page.goBack()
    await openPortfolio(page)
    await page.getByTestId('scope-filter').click()
    await tab(page, 'Ayudas recibidas').click()
    const aid = nextAnswer(page, 'portfolio.run')
    await runConfirmed(page, 'aid')
    await aid
    await tab(page, 'Oportunidades').click()
    const run = nextOpportunities(page)
    await runConfirmed(page, 'opportunities')
    const result = await run
    expect(result.rows.some((row) => row.slug === open.slug)).toBe(true)
    // Our description's rows by NIF carry no slug: the grant's title tells it (SC-SIM-6).
    expect(result.rows.find((row) => row.slug === open.slug)?.received).toBeTruthy()

    // The grant looked up by its id tells its slug; back in «Cartera», the mark is there.
    await openFromMenu(page, 'Concesiones')
    await page
      .getByTestId('concessions-tabs')
      .getByText('Por convocatoria', { exact: true })
      .click()
    const searched = nextAnswer(page, 'concessions.search')
    await page.getByTestId('grant-input').locator('input').fill(String(open.id))
    await page.getByTestId('grant-search').click()
    await searched
    const paid = harness.demo.control.requests.length
    await openPortfolio(page)
    await page.getByTestId('portfolio-view-clients').click()
    await page.getByTestId('portfolio-client-expand').click()
    const grantLine = page
      .getByTestId('portfolio-client-grants')
      .locator('li')
      .filter({ hasText: open.title })
    await expect(grantLine.getByTestId('received-tag')).toHaveText(
      latest === '' ? 'Ya recibida (sin fecha)' : `Ya recibida el ${formatDate(latest)}`,
    )
    const hide = page.getByTestId('portfolio-hide-received')
    await hide.focus()
    await page.keyboard.press('Space')
    await expect(hide).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByTestId('received-tag')).toHaveCount(0)
    expect(
      harness.demo.control.requests.slice(paid).filter((request) => /\/funds\//.test(request.path)),
    ).toEqual([])
  })

  test('«Ayudas recibidas»: totals per year, the threshold kept in the settings, and the caveat', async ({
    page,
  }) => {
    await openPortfolio(page)
    await tab(page, 'Ayudas recibidas').click()
    await expect(page.getByTestId('portfolio-aid-caveat')).toContainText('de minimis')
    await expect(page.getByTestId('portfolio-aid-empty')).toBeVisible()
    const result = await runToEnd(page, 'aid')
    if (result.kind !== 'aid') throw new Error('an aid run was expected')
    expect(result.years).toHaveLength(3)
    for (const year of result.years) {
      await expect(page.getByRole('button', { name: String(year), exact: true })).toBeVisible()
    }
    // Only the de minimis aid known counts for the threshold; all of it stays in «Todas».
    const over = result.clients.filter((client) => client.over_de_minimis).length
    expect(over).toBeLessThan(result.clients.filter((client) => client.over_threshold).length)
    await expect(page.getByTestId('portfolio-over-count')).toContainText(
      over === 1 ? '1 cliente' : `${over} clientes`,
    )
    await page.getByTestId('portfolio-aid-only-over').click()
    await expect(page.getByTestId('portfolio-aid-client')).toHaveCount(over)
    await page.getByTestId('portfolio-aid-only-over').click()
    // The threshold is held against the three years that end today, and the screen says which.
    const days = result.window
    if (!days) throw new Error('the run has no window')
    await expect(page.getByTestId('portfolio-aid-window')).toContainText(
      `del ${dayFirst(days.from)} al ${dayFirst(days.to)}, ambos incluidos`,
    )
    // Undated concessions are listed apart, summed in neither the years nor the window.
    const undated = result.clients.filter((client) => client.undated_count > 0)
    expect(undated.length).toBeGreaterThan(0)
    await expect(page.getByTestId('portfolio-undated')).toContainText('Sin fecha, no sumadas')
    const toggle = page.getByTestId('portfolio-undated-toggle')
    await expect(toggle).toContainText(`Clientes con concesiones sin fecha (${undated.length})`)
    // By keyboard: the toggle is a button that says whether the list is open.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByTestId('portfolio-undated-row').first()).toBeVisible()

    // At 1366 px the client and the mark stay in sight while the years scroll sideways.
    await page.setViewportSize({ width: 1366, height: 768 })
    const table = page.getByTestId('portfolio-aid-table')
    const inView = async (name: string) => {
      const box = await table.getByRole('button', { name, exact: true }).boundingBox()
      return box !== null && box.x >= 0 && box.x + box.width <= 1366
    }
    await table
      .locator('.n-data-table-base-table-body')
      .first()
      .evaluate((body) => {
        body.scrollLeft = body.scrollWidth
      })
    expect(await inView('Cliente')).toBe(true)
    expect(await inView('Umbral')).toBe(true)
    expect(await inView('De minimis (3 años)')).toBe(true)

    // A lower threshold marks more clients at once, and is kept.
    const threshold = page.getByTestId('portfolio-threshold').locator('input')
    await threshold.fill('1')
    await threshold.press('Enter')
    await expect(page.getByText('Umbral guardado.')).toBeVisible()
    const reaching = result.clients.filter((client) => client.de_minimis_total >= 1).length
    await expect(page.getByTestId('portfolio-over-count')).toContainText(`${reaching} clientes`)
    await expect(page.getByTestId('portfolio-threshold-changed')).toBeVisible()
    const settings = await page.evaluate(() => window.grants?.invoke('settings.get'))
    expect(settings).toMatchObject({ ok: true, value: { aidThreshold: 1 } })
  })

  test('«Plazos»: the coming dates in order with their clients, the .ics a calendar reads back, and the by-client rows as CSV with «Nueva»', async ({
    page,
    harness,
  }) => {
    await runThroughMain(harness, 'opportunities')
    const view = await callMain(harness, 'portfolio.deadlines')
    await openPortfolio(page)
    await tab(page, 'Plazos').click()

    const today = isoDaysFromNow(0)
    const coming = view.deadlines.filter((d) => d.date >= today)
    expect(coming.length).toBeGreaterThan(0)
    const rows = page.getByTestId('portfolio-deadline-row')
    await expect(rows.first()).toBeVisible()
    const [next] = coming
    if (!next) throw new Error('no coming deadline')
    await expect(rows.first()).toContainText(next.formatted_title)
    await expect(rows.first()).toContainText(next.kind === 'close' ? 'Cierre' : 'Apertura')

    // By keyboard: «y N más» opens a deadline's clients.
    const crowded = coming.findIndex((d) => d.client_ids.length > 8)
    expect(crowded).toBeGreaterThanOrEqual(0)
    const crowdedRow = rows.nth(crowded)
    await crowdedRow.scrollIntoViewIfNeeded()
    const more = crowdedRow.getByTestId('portfolio-deadline-more')
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(crowdedRow.locator('.client-list').getByRole('link')).toHaveCount(
      coming[crowded]?.client_ids.length ?? -1,
    )

    const ics = nextAnswer(page, 'portfolio.exportIcs')
    await page.getByTestId('portfolio-export-ics').click()
    const saved = await ics
    if (saved.status !== 'done') throw new Error('the .ics was not written')
    await expect(page.getByTestId('ics-done')).toContainText(saved.fileName)
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(saved.path, 'utf8')) as unknown[])
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e))
    expect(events).toHaveLength(view.deadlines.length)
    const first = events.find((e) => e.summary.includes(next.formatted_title))
    expect(first?.startDate.toString()).toBe(next.date)
    expect(first?.startDate.isDate).toBe(true)
    // Each closing reminds a week and a day before; an opening does not.
    const alarms = (kind: string) =>
      events
        .filter((e) => e.summary.startsWith(`${kind}: `))
        .map((e) => e.component.getAllSubcomponents('valarm').length)
    expect(alarms('Cierre').length).toBeGreaterThan(0)
    expect(new Set(alarms('Cierre'))).toEqual(new Set([2]))
    expect(alarms('Apertura').every((n) => n === 0)).toBe(true)

    // «Por cliente», exported for Spanish Excel.
    await tab(page, 'Oportunidades').click()
    await page.getByTestId('portfolio-view-clients').click()
    const columns = nextAnswer(page, 'export.columns')
    await page.getByRole('button', { name: 'Exportar por cliente' }).click()
    const headers = (await columns).map((c) => c.header)
    expect(headers).toContain('Nueva')
    const started = nextAnswer(page, 'export.start')
    await page.getByTestId('export-dialog').getByTestId('export-start').click()
    const done = await started
    if (done.status !== 'done') throw new Error(`export ${done.status}`)
    await expect(page.getByTestId('export-done').last()).toContainText(done.fileName)
    const text = readFileSync(done.path, 'utf8')
    expect(text.split(/\r?\n/)[0]).toContain('Nueva')
  })

  test('a client’s page sums up what is kept without asking; its look-up says it costs; each part opens its full view', async ({
    page,
    harness,
  }) => {
    const concessionRequests = () =>
      harness.demo.control.requests.filter((r) => r.path.includes('/concessions/')).length
    await openFromMenu(page, 'Clientes')
    await page.getByTestId('clients-search').locator('input').fill(SUMMARY_CLIENT)
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    const found = await page.evaluate(
      (text) => window.grants?.invoke('clients.lookup', { text, limit: 1 }),
      SUMMARY_CLIENT,
    )
    const nif = (found as { value: { rows: { nif: string }[] } }).value.rows[0]?.nif ?? ''
    await expect(page.getByTestId('summary-concessions-none')).toContainText(
      `Este equipo no guarda concesiones de ${nif}.`,
    )
    await expect(page.getByTestId('client-summary')).toContainText(
      'Hace al menos una consulta al servicio',
    )
    await expect(page.getByTestId('summary-opportunities-none')).toBeVisible()
    expect(concessionRequests()).toBe(0)

    await page.getByTestId('summary-look-up').click()
    await expect(page.getByTestId('summary-concessions')).toBeVisible()
    expect(concessionRequests()).toBeGreaterThan(0)
    await expect(page.getByTestId('summary-window-help')).toContainText('ambos incluidos')
    await expect(page.getByTestId('summary-fetched')).toContainText('Consultadas el')
    await page.getByTestId('summary-view-concessions').click()
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    await expect(page.getByTestId('nif-input').locator('input')).toHaveValue(nif)

    // After a «Cartera» run, the page lists the client's opportunities and opens them there.
    await runThroughMain(harness, 'opportunities')
    await page.goBack()
    await expect(page.getByTestId('summary-opportunities')).toBeVisible()
    await expect(page.getByTestId('summary-opportunity').first()).toBeVisible()
    await page.getByTestId('summary-view-portfolio').click()
    await expect(page.getByTestId('page-title')).toHaveText('Cartera')
    await expect(page.getByTestId('portfolio-filter').locator('input')).toHaveValue(nif)
    await expect(page.getByTestId('portfolio-view-clients').locator('input')).toBeChecked()
  })
})
