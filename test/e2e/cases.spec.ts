import { type Locator, type Page } from '@playwright/test'
import { type CaseFormOptions } from '@shared/cases/cases'
import { nextAnswer } from './bridge-answers'
import { expect, openFromMenu, settled, test } from './fixtures'

/** A client of the demo adviser with case files in the demo service's seed. */
const CLIENT_SEARCH = 'graficas alcob'

/** An entry of an open select menu (naive-ui gives them no ARIA role). */
function option(page: Page, label: string): Locator {
  return page.locator('.n-base-select-option:visible').filter({ hasText: new RegExp(`^${label}$`) })
}

/** «Expedientes» once its rows (the sync after sign-in) are there. */
async function openCases(page: Page, app: { at(route: string): string }): Promise<void> {
  await page.goto(app.at('/cases'))
  await expect(page.getByTestId('page-title')).toHaveText('Expedientes')
  await expect(page.getByTestId('case-row').first()).toBeVisible()
}

/** The «Nuevo expediente» form's options as main has them (its templates and their grants). */
async function nextOptions(page: Page): Promise<CaseFormOptions> {
  const answer = await page.evaluate(() => window.grants?.invoke('cases.options', undefined))
  return (answer as { value: CaseFormOptions }).value
}

async function openClient(page: Page, search: string): Promise<void> {
  await openFromMenu(page, 'Clientes')
  await page.getByTestId('clients-search').locator('input').fill(search)
  await expect(page.getByTestId('client-row')).toHaveCount(1)
  await page.getByTestId('client-row').click()
  await expect(page.getByTestId('client-name')).toBeVisible()
}

/** Chooses a status in the open dialog's grouped select, by typing its name. */
async function chooseStatus(page: Page, testId: string, status: string): Promise<void> {
  await page.getByTestId(testId).click()
  await option(page, status).click()
}

/** The count on «Bandeja de salida» (its digits animate, so the title holds the number). */
function badge(page: Page): Locator {
  return page
    .locator('.n-badge', { has: page.getByTestId('cases-open-outbox') })
    .locator('.n-badge-sup')
}

/**
 * What the dialogs check and send is CaseFormDialog.test.ts's and CaseStatusDialog.test.ts's; a
 * service without case files, OpenCaseButton.test.ts's, ClientDetailView.test.ts's and
 * test/integration/cases/case-files.test.ts's.
 */
test.describe('case files', () => {
  test('filtered by a status from the statuses screen, changed together', async ({
    page,
    signedIn,
  }) => {
    await openCases(page, signedIn)

    // The statuses screen counts them per status and opens the list filtered by one.
    await openFromMenu(page, 'Estados de expediente')
    const count = page.getByTestId('status-cases').first()
    await expect(count).toBeVisible()
    await count.click()
    await expect(page.getByTestId('page-title')).toHaveText('Expedientes')
    const rows = page.getByTestId('case-row')
    await expect(rows.first()).toBeVisible()
    const shown = await rows.count()
    await expect(page.getByTestId('case-status')).toHaveCount(shown)
    const first = (await page.getByTestId('case-status').first().textContent()) ?? ''
    for (const status of await page.getByTestId('case-status').allTextContents())
      expect(status).toBe(first)

    // Two of them to «Presentación · Presentada» at once, with an observation.
    await page.getByTestId('case-select').nth(0).click()
    await page.getByTestId('case-select').nth(1).click()
    await expect(page.getByTestId('cases-selected-count')).toContainText('2')
    const ids = await Promise.all([0, 1].map((n) => rows.nth(n).getAttribute('data-case-id')))
    await page.getByTestId('cases-bulk-status').click()
    await expect(page.getByTestId('case-status-dialog')).toBeVisible()
    await settled(page)
    await chooseStatus(page, 'case-status-select', 'Presentada')
    await page.getByTestId('case-status-observation').locator('textarea').fill('Enviadas juntas.')
    await page.getByTestId('case-status-save').click()
    await expect(page.getByTestId('case-status-dialog')).toBeHidden()

    // The list keeps its filter: both left it; found by their identifiers, they are presented.
    await page.getByTestId('cases-clear-filters').click()
    for (const id of ids) {
      const row = page.locator(`[data-testid="case-row"][data-case-id="${id}"]`)
      await expect(row.getByTestId('case-status')).toHaveText('Presentación · Presentada')
    }
  })

  test('a case file created from the client with a grant’s template shows that grant, opens its detail, and goes back to the client', async ({
    page,
    signedIn,
  }) => {
    await openCases(page, signedIn)
    await openClient(page, CLIENT_SEARCH)
    await page.getByTestId('tab-cases').click()
    await expect(page.getByTestId('client-cases')).toBeVisible()
    await page.getByTestId('client-new-case').click()
    const dialog = page.getByTestId('case-form-dialog')
    await expect(dialog).toBeVisible()
    await settled(page)
    await page.getByTestId('case-form-title').locator('input').fill('Kit Digital 2026')
    // A template that names its grant: the case file remembers which (SC-CASE-10).
    await page.getByTestId('case-form-template').click()
    // The demo's first template names a grant: labelled by its short title and year.
    const option = page.locator('.n-base-select-option').nth(1)
    const [short = ''] = ((await option.textContent()) ?? '').split(/ (?=\d{4}$)/)
    expect(short).not.toBe('')
    await option.click()
    await page.getByTestId('case-form-submit').click()
    await expect(dialog).toBeHidden()
    const created = page.getByTestId('client-cases-table').getByText('Kit Digital 2026')
    await expect(created).toBeVisible()

    await created.click()
    await expect(page.getByTestId('case-grant')).toContainText(short)
    const grantTitle =
      (await page.getByTestId('case-grant').locator('dd > span').textContent()) ?? ''
    await page.getByTestId('case-grant-detail').click()
    await expect(page.getByTestId('grant-panel-title')).toHaveText(grantTitle)

    // «← Volver» goes back where the case file was opened from: its client's page.
    await page.keyboard.press('Escape')
    const back = page.getByTestId('back-to-cases')
    await expect(back).toHaveText('← Volver')
    await back.click()
    await expect(page.getByTestId('client-name')).toBeVisible()
  })

  test('an opportunity of the simulator shows the case file opened for its grant, and a second one asks first', async ({
    page,
    signedIn,
  }) => {
    await openCases(page, signedIn)
    // A pyme the Kit Digital is for: a grant the demo's templates name.
    await openClient(page, 'servicios informaticos garcia')
    const simulated = nextAnswer(page, 'simulator.run')
    await page.getByTestId('client-simulate').click()
    const result = await simulated
    // An opportunity whose grant a template names: the case file opened from it knows its grant.
    const options = await nextOptions(page)
    const grants = new Set(options.templates.flatMap((t) => (t.fundTitle ? [t.fundTitle] : [])))
    const opportunity = result.rows.find((row) => grants.has(row.formatted_title))
    if (!opportunity) throw new Error('no opportunity of a grant a template names')
    const row = page
      .getByTestId('opportunity-row')
      .filter({ hasText: opportunity.formatted_title })
      .first()
    await expect(row.getByTestId('opportunity-case')).toHaveCount(0)
    await row.getByTestId('open-case').click()
    const dialog = page.getByTestId('case-form-dialog')
    await expect(dialog).toBeVisible()
    await settled(page)
    await page.getByTestId('case-form-submit').click()
    await expect(dialog).toBeHidden()
    // The notice links to it; the row shows it, «EXP-… · status», a link to its page.
    await expect(page.getByTestId('open-case-created')).toBeVisible()
    const link = row.getByTestId('opportunity-case')
    await expect(link).toHaveText(/^EXP-\d{4}-\d+ · .+/)
    const identifier = ((await link.textContent()) ?? '').split(' · ')[0] ?? ''
    // Another one for the same client and grant asks first, naming it with a link.
    await row.getByTestId('open-case').click()
    await expect(page.getByTestId('open-case-existing')).toContainText(identifier)
    await page.getByTestId('open-case-existing-link').click()
    await expect(page.getByTestId('page-title')).toHaveText('Expediente')
    await expect(page.getByTestId('case-title')).toBeVisible()
    await expect(page.locator('main')).toContainText(identifier)
  })

  test('archived offline, the change waits in the outbox and goes out when the service is back', async ({
    page,
    signedIn: harness,
  }) => {
    await openCases(page, harness)
    const row = page.getByTestId('case-row').first()
    const id = await row.getAttribute('data-case-id')
    const identifier = (await row.locator('td').nth(1).textContent())?.trim() ?? ''

    await harness.demo.stop()
    // Found offline in the replica by its identifier.
    await page.getByTestId('cases-search').locator('input').fill(identifier)
    await expect(page.getByTestId('case-row')).toHaveCount(1)
    await page.getByTestId('case-select').first().click()
    await page.getByTestId('cases-bulk-archive').click()
    await expect(page.getByTestId('cases-archive-queued')).toBeVisible()
    await expect(badge(page)).toHaveAttribute('title', '1')
    await page.getByTestId('cases-open-outbox').click()
    await expect(page.locator('[data-kind="case"]')).toContainText(identifier)
    await page.keyboard.press('Escape')

    await harness.demo.restart()
    await page.getByTestId('cases-sync').click()
    await expect(badge(page)).toBeHidden()
    await page.getByTestId('cases-filter-archived').click()
    await expect(page.locator(`[data-testid="case-row"][data-case-id="${id}"]`)).toBeVisible()
  })
})
