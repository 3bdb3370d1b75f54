import { expectAccessible } from './axe-check'
import { expect, test } from './fixtures'

/**
 * «Convocatorias» in a browser: reached by Ctrl+8, searched with the keyboard alone, a call's panel
 * with the clients that fit it, and a saved search re-run; axe-core on each. What the screen sends
 * and shows is CallsView.test.ts's; what main asks and keeps, test/integration/calls's.
 */
test.describe('«Convocatorias»', () => {
  test('searched with the keyboard alone, a call opened with its fitting clients, and a search saved and re-run', async ({
    page,
    signedIn,
  }, testInfo) => {
    await page.goto(signedIn.at('/clients'))
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await page.keyboard.press('Control+8')
    await expect(page.getByTestId('page-title')).toHaveText('Convocatorias')
    await expect(page.getByTestId('calls-search')).toHaveText('Buscar (1 consulta)')
    // The profile's communities are the first filters: the first one in sight, cut short beside «+1»,
    // though its name is longer than the field leaves it.
    const communities = page.getByTestId('call-filter-communities').locator('.n-tag')
    await expect(communities.filter({ hasText: 'Comunidad de Madrid' })).toBeVisible()
    await expect(communities.filter({ hasText: '+1' })).toBeVisible()
    await expectAccessible(page, 'calls', testInfo, { walk: true })

    // Ctrl+F reaches the words; Enter searches.
    await page.keyboard.press('Control+f')
    await expect(page.getByTestId('calls-words').locator('input')).toBeFocused()
    await page.keyboard.type('ayudas')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('calls-count')).toContainText('coincid')
    const first = page.getByTestId('call-title').first()
    await expect(first).toBeVisible()
    await expectAccessible(page, 'calls with results', testInfo, { walk: true })

    // The call's panel: its summary not kept, the fitting clients wait for it, priced.
    await first.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByTestId('grant-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('grant-fits-not-kept')).toBeVisible()
    await panel.getByTestId('grant-fits-load').click()
    await expect(panel.getByTestId('grant-fits-count')).toBeVisible()
    await expectAccessible(page, 'call panel', testInfo, { walk: true, within: '[role="dialog"]' })
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    // Saved, then re-run: nothing is new on its first run.
    await page.getByTestId('calls-save').click()
    await page.getByTestId('save-search-name').locator('input').fill('Ayudas abiertas')
    await expectAccessible(page, 'save search', testInfo, { walk: true, within: '[role="dialog"]' })
    await page.getByTestId('save-search-name').locator('input').focus()
    await page.keyboard.press('Control+Enter')
    await expect(page.getByTestId('saved-search')).toContainText('Ayudas abiertas')
    await page.getByTestId('saved-search-run').click()
    await expect(page.getByTestId('saved-run-summary')).toContainText('Primera vez')
  })
})
