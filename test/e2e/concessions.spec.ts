import { type Page } from '@playwright/test'
import { nextAnswer } from './bridge-answers'
import { expect, test } from './fixtures'
import { ui } from './catalogue'

/** Embutidos Molina S.L., a client of the demo adviser with concessions over several years. */
const NIF = 'B19520063'
/** The same CIF with a wrong check digit. */
const BAD_NIF = 'B19520064'

async function searchNif(page: Page, nif: string) {
  const answer = nextAnswer(page, 'concessions.search')
  await page.getByTestId('nif-input').locator('input').fill(nif)
  await page.getByTestId('nif-search').click()
  return answer
}

/**
 * What a search finds as the screen shows it (the summary, the chart, the groups, English, the kept
 * copy, the service's refusals) is ConcessionResults.test.ts's, ConcessionTable.test.ts's and
 * ConcessionsView.test.ts's; what main asks and keeps, test/integration/concessions's. Here, the
 * table by keyboard and the way from a client's record.
 */
test.describe('concessions', () => {
  test('the table is one Tab stop: arrows move between rows, Enter opens the grant, ← and → fold a group', async ({
    page,
    shared,
  }) => {
    await page.goto(shared.at('/concessions'))
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
    shared,
  }) => {
    await page.goto(shared.at('/clients'))
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
