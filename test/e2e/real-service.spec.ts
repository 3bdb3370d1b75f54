import { type Locator, type Page } from '@playwright/test'
import { expect, openFromMenu, signInAsDemo, test } from './fixtures'

/**
 * The real service, second reading (issue 33), where only a browser shows it: archived case files
 * on a service whose absent `isActive` means «active only» (SC-CASE-4), a status the service refuses
 * (SC-CASE-12), a client added from a concession (SC-CLIENT-6) and a reassignment (SC-CASE-15).
 */

const KIT_DIGITAL_ID = '916430'

/** An entry of an open select menu (naive-ui gives them no ARIA role). */
function option(page: Page, label: string): Locator {
  return page.locator('.n-base-select-option:visible').filter({ hasText: label })
}

async function openCases(page: Page): Promise<void> {
  await page.keyboard.press('Control+7')
  await expect(page.getByTestId('page-title')).toHaveText('Expedientes')
  await expect(page.getByTestId('case-row').first()).toBeVisible()
}

test.describe('the real service, second reading', () => {
  test.beforeEach(async ({ page, harness }) => {
    await page.goto(harness.url)
    await expect(page.getByTestId('use-asesora@demo.grantsdesk.es')).toBeVisible()
  })

  test('archived case files are listed when an absent isActive means «active only»', async ({
    page,
    harness,
  }) => {
    harness.demo.control.setReadings({ absentIsActive: 'active' })
    await signInAsDemo(page)
    await openCases(page)
    await page.getByTestId('cases-filter-archived').click()
    const rows = page.getByTestId('case-row')
    await expect(rows.first()).toBeVisible()
    const id = Number(await rows.first().getAttribute('data-case-id'))
    expect(harness.demo.state.cases.get(id)?.archived).toBe(true)
  })

  test('a status the service refuses is shown refused with its words until another is chosen', async ({
    page,
    harness,
  }) => {
    harness.demo.control.setReadings({ statusTemplates: 'bound' })
    await signInAsDemo(page)
    await openCases(page)
    // A case file made elsewhere, of no template: every status is offered, the service judges.
    const visible = await page
      .getByTestId('case-row')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-case-id'))))
    const id = visible.find((caseId) => harness.demo.state.cases.get(caseId)?.templateId === null)
    if (id === undefined) throw new Error('no case file without template on screen')
    const row = () => page.locator(`[data-testid="case-row"][data-case-id="${id}"]`)
    // Its identifier opens it (the client's cell opens the client).
    await row().locator('td').nth(1).click()
    await expect(page.getByTestId('case-title')).toBeVisible()

    await harness.demo.stop()
    await page.getByTestId('case-change-status').click()
    await page.getByTestId('case-status-select').click()
    await page.keyboard.type('Presentada (Kit')
    await option(page, 'Presentada (Kit Digital)').click()
    await page.getByTestId('case-status-save').click()
    await expect(page.getByTestId('case-status-queued')).toBeVisible()
    await page.getByTestId('case-status-close').click()
    await harness.demo.restart()
    // A restarted demo service reads the documents by default again: the same reading.
    harness.demo.control.setReadings({ statusTemplates: 'bound' })
    await openCases(page)
    await page.getByTestId('cases-sync').click()
    await row().locator('td').nth(1).click()
    const refused = page.getByTestId('case-refused')
    await expect(refused).toContainText('Presentada (Kit Digital)')
    await expect(refused).toContainText('es de otra plantilla')

    await page.getByTestId('case-choose-other').click()
    await page.getByTestId('case-status-select').click()
    await page.keyboard.type('Subsanada')
    await option(page, 'Subsanada').first().click()
    await page.getByTestId('case-status-save').click()
    await expect(page.getByTestId('case-refused')).toBeHidden()
    expect(harness.demo.state.cases.get(id)?.statusId).toBe(24)
  })

  test('a client added from a grant’s concession opens at once', async ({ page, harness }) => {
    await signInAsDemo(page)
    await openFromMenu(page, 'Concesiones')
    await page
      .getByTestId('concessions-tabs')
      .getByText('Por convocatoria', { exact: true })
      .click()
    await page.getByTestId('grant-input').locator('input').fill(KIT_DIGITAL_ID)
    await page.getByTestId('grant-search').click()
    const rows = page.getByTestId('concession-row')
    await expect(rows.first()).toBeVisible()
    const known = new Set(
      harness.demo.state.clients
        .sorted({ field: 'id', descending: false })
        .map((record) => record.client.nif),
    )
    const texts = await rows.allTextContents()
    const index = texts.findIndex((text) => ![...known].some((nif) => nif && text.includes(nif)))
    if (index < 0) throw new Error('every beneficiary on screen is a client already')
    await rows.nth(index).getByTestId('concession-add-client').click()
    const dialog = page.getByTestId('add-client-dialog')
    await expect(dialog).toBeVisible()
    const nif = await page.getByTestId('add-client-nif').locator('input').inputValue()
    expect(nif).not.toBe('')
    await page.getByTestId('add-client-save').click()
    await expect(page.getByTestId('client-name')).toBeVisible()
    await expect(page.getByText(nif).first()).toBeVisible()
  })

  test('case files are given to another expert with «Asignar a…»', async ({ page, harness }) => {
    await signInAsDemo(page)
    await openCases(page)
    const first = page.getByTestId('case-row').first()
    const id = Number(await first.getAttribute('data-case-id'))
    await page.getByTestId('case-select').first().click()
    await page.getByTestId('cases-bulk-assign').click()
    await expect(page.getByTestId('case-assign-dialog')).toBeVisible()
    await page.getByTestId('case-assign-expert').click()
    await option(page, 'Marta Sánchez').first().click()
    await page.getByTestId('case-assign-save').click()
    await expect(page.getByTestId('case-assign-dialog')).toBeHidden()
    expect(harness.demo.state.cases.get(id)?.expertId).toBe(302)
  })
})
