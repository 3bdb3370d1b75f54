import { type Page } from '@playwright/test'
import { axeViolations } from './axe-check'
import { expect, settled, test } from './fixtures'

/** Embutidos Molina S.L., a client of the demo adviser with concessions over several years. */
const NIF = 'B19520063'
/** Textil Lozano e Hijos S.L.U.: the demo adviser's client with a NIF, a province and a CNAE but no applicant type. */
const INCOMPLETE_CLIENT = 'textil lozano'

async function concessionsOf(page: Page, nif: string): Promise<void> {
  await page.getByTestId('nif-input').locator('input').fill(nif)
  await page.getByTestId('nif-search').click()
  await expect(page.getByTestId('concession-row').first()).toBeVisible()
}

/** Opens the first concession's grant in the side panel. */
async function openPanel(page: Page): Promise<void> {
  await page.getByTestId('grant-detail-open').first().click()
  await expect(page.getByTestId('grant-panel')).toBeVisible()
  await settled(page)
}

const seriousFindings = (page: Page) =>
  axeViolations(page, { include: '[data-testid="grant-panel"]' })

/**
 * What the panel shows of each answer, a service without it and the grant picker are
 * GrantDetailPanel.test.ts's and GrantPicker.test.ts's; what main asks and keeps,
 * test/integration/grants's. Each test keeps sections: an app of its own.
 */
test.describe('a grant in depth', () => {
  test('a concession’s grant opens its detail: each section says its cost, then loads, and is kept', async ({
    page,
    signedIn,
  }) => {
    await page.goto(signedIn.at('/concessions'))
    await concessionsOf(page, NIF)
    await openPanel(page)

    // The public page opens in the browser (the shell lets fandit.es through).
    await expect(page.getByTestId('grant-public-page')).toHaveAttribute(
      'href',
      /^https:\/\/fandit\.es\/subvenciones\/detalles-subvencion\/\d+$/,
    )
    const header = page.getByTestId('grant-section-header-normative')
    await header.focus()
    await page.keyboard.press('Enter')
    await expect(header).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByTestId('grant-cost')).toContainText('1 consulta')
    await page.getByTestId('grant-load').click()
    const data = page.getByTestId('grant-data-normative')
    await expect(data).toBeVisible()
    await expect(data.getByTestId('grant-bdns').first()).toBeVisible()
    await expect(data.getByTestId('grant-file').first()).toBeVisible()
    expect(await seriousFindings(page)).toEqual([])

    // Esc closes; opened again, the kept section shows at once, without asking.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('grant-panel')).toBeHidden()
    await openPanel(page)
    await page.getByTestId('grant-section-header-normative').click()
    await expect(page.getByTestId('grant-data-normative')).toBeVisible()
    await expect(page.getByTestId('grant-not-cached')).toHaveCount(0)
  })

  test('a client without applicant types is simulated by NIF and CNAE, its rows marked, each opening its grant’s detail', async ({
    page,
    signedIn,
  }) => {
    await page.goto(signedIn.at('/clients'))
    await page.getByTestId('clients-search').locator('input').fill(INCOMPLETE_CLIENT)
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    await page.getByTestId('client-row').click()
    await page.getByTestId('client-simulate').click()
    await expect(page.getByTestId('sim-nif-cost')).toContainText('1 consulta')
    await page.getByTestId('sim-nif-run').click()
    await expect(page.getByTestId('sim-nif-tag')).toHaveText('por NIF y CNAE')
    const row = page.getByTestId('opportunity-row').first()
    await expect(row).toBeVisible()

    await row.getByTestId('grant-detail-open').click()
    await expect(page.getByTestId('grant-panel')).toBeVisible()
    await settled(page)
    await page.getByTestId('grant-section-header-details').click()
    await page.getByTestId('grant-load').click()
    await expect(page.getByTestId('grant-data-details')).toBeVisible()
    expect(await seriousFindings(page)).toEqual([])
  })
})
