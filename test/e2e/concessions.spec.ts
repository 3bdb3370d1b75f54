import { type Page } from '@playwright/test'
import { totalsByYear, summarize, groupByGrant } from '@shared/concession-summary'
import { formatEuros, formatNumber } from '@shared/format'
import { nextAnswer, recordCalls } from './bridge-answers'
import { expect, openFromMenu, signInAsDemo, test } from './fixtures'
import { ui } from './catalogue'

/** Embutidos Molina S.L., a client of the demo adviser with concessions over several years. */
const NIF = 'B19520063'
/** The same CIF with a wrong check digit. */
const BAD_NIF = 'B19520064'
const KIT_DIGITAL_ID = '916430'
const KIT_DIGITAL_SLUG = 'kit-digital-2026'
const FETCHED_AT = /Consultado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/

async function searchNif(page: Page, nif: string) {
  const answer = nextAnswer(page, 'concessions.search')
  await page.getByTestId('nif-input').locator('input').fill(nif)
  await page.getByTestId('nif-search').click()
  return answer
}

function grantTab(page: Page) {
  return page.getByTestId('concessions-tabs').getByText('Por convocatoria', { exact: true })
}

test.describe('concessions', () => {
  test.beforeEach(async ({ page, harness }) => {
    await page.goto(harness.url)
  })

  test('a NIF search shows the rows, a summary that adds them up, a chart by year and the grants grouped', async ({
    page,
  }, testInfo) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    // Typed loosely: the screen normalises it as the service compares it (SC-CONC-1).
    const result = await searchNif(page, ` ${NIF.toLowerCase()} `)
    if (result.kind !== 'nif') throw new Error('expected a NIF answer')
    expect(result.nif).toBe(NIF)
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?nif=${NIF}$`))
    await expect(page.getByTestId('nif-input').locator('input')).toHaveValue(NIF)
    expect(result.rows.length).toBeGreaterThan(20)

    const summary = summarize(result.rows)
    const sum = result.rows.reduce((total, row) => total + (row.awarded_amount ?? 0), 0)
    await expect(page.getByTestId('summary-count')).toHaveText(String(result.rows.length))
    await expect(page.getByTestId('summary-total')).toHaveText(formatEuros(sum))
    await expect(page.getByTestId('summary-undated')).toHaveText(String(summary.undated))
    await expect(page.getByTestId('summary-range')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/,
    )

    // One bar per year, oldest first, the undated ones last; each labelled with its es-ES amount.
    const years = totalsByYear(result.rows)
    await expect(page.getByTestId('chart-bar')).toHaveCount(years.length)
    await expect(page.getByTestId('chart-amount')).toHaveText(
      years.map((y) => formatEuros(y.total)),
    )
    const chart = page.getByTestId('amounts-chart').locator('svg')
    await expect(chart).toHaveAttribute('role', 'img')
    await expect(chart.locator('title').first()).toHaveText('Importe concedido por año')
    await expect(chart.locator('desc')).toContainText(formatEuros(years[0]?.total ?? 0))

    // The service's order: the undated rows first.
    const firstRow = page.getByTestId('concession-row').first()
    await expect(firstRow).toContainText('Sin fecha')
    await expect(firstRow).toContainText(formatEuros(result.rows[0]?.awarded_amount ?? 0))

    const path = testInfo.outputPath('concessions.png')
    await page.screenshot({ path, fullPage: true })
    await testInfo.attach('concessions', { path, contentType: 'image/png' })

    await page.getByTestId('concessions-group').click()
    const groups = groupByGrant(result.rows)
    const first = groups[0]
    if (!first) throw new Error('no groups')
    const firstGroup = page.getByTestId('concession-group').first()
    await expect(firstGroup).toContainText(first.title ?? 'Sin título')
    await expect(firstGroup).toContainText(formatEuros(first.total))
    await expect(firstGroup).toContainText(
      first.rows.length === 1 ? '1 concesión' : `${first.rows.length} concesiones`,
    )
    // The group's concessions follow it, under its total.
    await expect(page.getByTestId('concession-row').first()).toContainText(
      formatEuros(first.rows[0]?.awarded_amount ?? 0),
    )
    expect(groups.length).toBeLessThan(result.rows.length)
  })

  test('the amounts, counts and missing dates follow a switch to English on the open screen', async ({
    page,
  }, testInfo) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    const result = await searchNif(page, NIF)
    const sum = result.rows.reduce((total, row) => total + (row.awarded_amount ?? 0), 0)
    const years = totalsByYear(result.rows)
    const total = page.getByTestId('summary-total')
    const firstRow = page.getByTestId('concession-row').first()

    await expect(total).toHaveText(formatEuros(sum, 'es'))
    await expect(total).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/)
    await expect(page.getByTestId('chart-amount')).toHaveText(
      years.map((y) => formatEuros(y.total, 'es')),
    )
    await expect(firstRow).toContainText('Sin fecha')
    await expect(firstRow).toContainText(formatEuros(result.rows[0]?.awarded_amount ?? 0, 'es'))

    await page.evaluate(async () => {
      const bridge = (
        window as { grants?: { invoke(op: string, args: unknown): Promise<unknown> } }
      ).grants
      await bridge?.invoke('settings.update', { language: 'en' })
    })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await expect(total).toHaveText(formatEuros(sum, 'en'))
    await expect(total).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/)
    await expect(page.getByTestId('summary-count')).toHaveText(
      formatNumber(result.rows.length, 0, 'en'),
    )
    await expect(page.getByTestId('chart-amount')).toHaveText(
      years.map((y) => formatEuros(y.total, 'en')),
    )
    await expect(page.getByTestId('amounts-chart').locator('desc')).toContainText(
      formatEuros(years[0]?.total ?? 0, 'en'),
    )
    await expect(firstRow).toContainText('No date')
    await expect(firstRow).toContainText(formatEuros(result.rows[0]?.awarded_amount ?? 0, 'en'))
    await expect(page.getByTestId('fetched-at')).toHaveText(
      /^Retrieved on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    )

    await page.setViewportSize({ width: 800, height: 600 })
    const path = testInfo.outputPath('concessions-en-800x600.png')
    await page.screenshot({ path })
    await testInfo.attach('concessions in English, 800×600', { path, contentType: 'image/png' })
  })

  test('the answer is reused for a day, and «Actualizar» asks the service again', async ({
    page,
  }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    const first = await searchNif(page, NIF)
    expect(first.source).toBe('network')
    await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT)
    await expect(page.getByTestId('fetched-cached')).toBeHidden()

    const again = nextAnswer(page, 'concessions.search')
    await page.getByTestId('nif-search').click()
    expect((await again).source).toBe('cache')
    await expect(page.getByTestId('fetched-cached')).toHaveText(
      /Guardado en este equipo; se reutiliza durante 24 horas/,
    )
    await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT)

    const refreshed = nextAnswer(page, 'concessions.search')
    await page.getByTestId('fetched-refresh').click()
    expect((await refreshed).source).toBe('network')
    await expect(page.getByTestId('fetched-cached')).toBeHidden()
    await expect(page.getByTestId('summary-count')).toHaveText(String(first.rows.length))
  })

  test('a wrong check character is searched all the same, and main says it was wrong', async ({
    page,
  }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    const calls = recordCalls(page, 'concessions.search')
    const result = await searchNif(page, BAD_NIF)
    expect(calls).toEqual([
      { query: { kind: 'nif', nif: BAD_NIF }, refresh: false, loadAll: false },
    ])
    expect(result.kind === 'nif' && result.taxIdWarning).toEqual({
      key: 'validation.tax_id.cif_control',
    })
    await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT)
    await expect(page.getByTestId('concessions-table')).toContainText(
      ui((t) => t.concessions.empty),
    )
  })

  test('an empty NIF gets the service’s own message', async ({ page }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    await page.getByTestId('nif-search').click()
    await expect(page.getByTestId('concessions-error')).toContainText(
      'Es necesario enviar el campo nif',
    )
    await expect(page.getByTestId('concession-results')).toBeHidden()
  })

  test('by grant: one field searches by the id or by the slug, and the address says which', async ({
    page,
  }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    await grantTab(page).click()

    const calls = recordCalls(page, 'concessions.search')
    const byId = nextAnswer(page, 'concessions.search')
    await page.getByTestId('grant-input').locator('input').fill(KIT_DIGITAL_ID)
    await page.getByTestId('grant-search').click()
    const result = await byId
    if (result.kind !== 'grant') throw new Error('expected a grant answer')
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundId=${KIT_DIGITAL_ID}$`))
    const table = page.getByTestId('concessions-table')
    await expect(table.locator('th').filter({ hasText: /^NIF$/ })).toBeVisible()
    const firstRow = result.rows[0]
    if (!firstRow) throw new Error('no rows')
    await expect(page.getByTestId('concession-row').first()).toContainText(firstRow.beneficiary_cif)
    await expect(page.getByTestId('summary-count')).toHaveText(formatNumber(result.rows.length, 0))
    await expect(page.getByTestId('concessions-group')).toBeHidden()

    const bySlug = nextAnswer(page, 'concessions.search')
    await page.getByTestId('grant-input').locator('input').fill(KIT_DIGITAL_SLUG)
    await page.getByTestId('grant-search').click()
    expect((await bySlug).count).toBe(result.count)
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundSlug=${KIT_DIGITAL_SLUG}$`))
    await expect(page.getByTestId('summary-count')).toHaveText(formatNumber(result.rows.length, 0))
    expect(calls.map((c) => (c as { query: unknown }).query)).toEqual([
      { kind: 'grant-id', fundId: Number(KIT_DIGITAL_ID) },
      { kind: 'grant-slug', fundSlug: KIT_DIGITAL_SLUG },
    ])
  })

  test('an account without credits is told the refusal may be for lack of credits', async ({
    page,
  }) => {
    await signInAsDemo(page, 'sincreditos@demo.grantsdesk.es')
    await openFromMenu(page, 'Concesiones')
    await page.getByTestId('nif-input').locator('input').fill(NIF)
    await page.getByTestId('nif-search').click()
    // Our description tells no balance (SC-COST-6): the service's words are shown, not believed.
    const error = page.getByTestId('concessions-error')
    await expect(error).toContainText('El servicio ha rechazado la consulta («No dispone de')
    await expect(error).toContainText('puede que sea por falta de créditos')
    await expect(error).toContainText('Compruebe su saldo en su cuenta del servicio')
    await expect(page.getByTestId('concession-results')).toBeHidden()
  })

  test('the table is one Tab stop: arrows move between rows, Enter opens the grant, ← and → fold a group', async ({
    page,
  }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    const result = await searchNif(page, NIF)
    if (result.kind !== 'nif') throw new Error('expected a NIF answer')
    const rows = page.getByTestId('concession-row')
    await expect(rows.first()).toBeVisible()

    // From the switch before it, one Tab reaches the first row and the next leaves the table.
    await page.getByTestId('concessions-group').focus()
    await page.keyboard.press('Tab')
    await expect(rows.first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('[data-testid="concessions-table"] :focus')).toHaveCount(0)
    await page.keyboard.press('Shift+Tab')
    await expect(rows.first()).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(rows.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.locator(`tr[data-row-index="${result.rows.length - 1}"]`)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(rows.first()).toBeFocused()
    const fundId = result.rows[0]?.fund_id
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?fundId=${fundId}$`))
    await page.goBack()

    await page.getByTestId('concessions-group').click()
    const group = page.getByTestId('concession-group').first()
    await group.focus()
    await page.keyboard.press('ArrowDown')
    await expect(rows.first()).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(group).toBeFocused()
    // Folded, the next row drawn is the next grant's.
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('tr[data-row-index="1"]')).toHaveAttribute(
      'data-testid',
      'concession-group',
    )
    await page.keyboard.press('ArrowRight')
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('tr[data-row-index="1"]')).toHaveAttribute(
      'data-testid',
      'concession-row',
    )
  })

  test('«Ver concesiones» on a client’s record opens the search for its NIF, with «←» back to the record', async ({
    page,
  }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Clientes')
    await page.getByTestId('clients-search').locator('input').fill(NIF)
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-name')).toHaveText('Embutidos Molina S.L.')

    const answer = nextAnswer(page, 'concessions.search')
    await page.getByTestId('client-concessions').click()
    const result = await answer
    await expect(page.getByTestId('page-title')).toHaveText('Concesiones')
    await expect(page).toHaveURL(new RegExp(`#/concessions\\?nif=${NIF}$`))
    await expect(page.getByTestId('nif-input').locator('input')).toHaveValue(NIF)
    await expect(page.getByTestId('summary-count')).toHaveText(String(result.rows.length))

    const back = page.getByTestId('back-to-client')
    await expect(back).toHaveText('← Embutidos Molina S.L.')
    await expect(back).toHaveAccessibleName(
      ui((t) => t.clients.backTo, { name: 'Embutidos Molina S.L.' }),
    )
    // Another NIF is not the client's: no way back to it from there.
    await searchNif(page, BAD_NIF)
    await expect(back).toBeHidden()
    await page.goBack()
    await expect(page.getByTestId('nif-input').locator('input')).toHaveValue(NIF)
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('client-name')).toHaveText('Embutidos Molina S.L.')
  })
})
