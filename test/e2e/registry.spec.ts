import { expectAccessible } from './axe-check'
import { expectEnglishAndAccessible, watchAnswers } from './english-check'
import { callMain, expect, test } from './fixtures'

/** Embutidos Molina S.L., whose tax ID the demo registry lists with de minimis aid. */
const NIF = 'B19520063'

/**
 * The official registry (BDNS) in a browser: a client's de minimis card, its declaration and its
 * «empresa única» dialogs, with the keyboard and axe-core, in Spanish and in English. What the card
 * shows and sends is ClientMinimisCard.test.ts's; what main asks and keeps, test/integration/bdns's.
 */
test.describe('the official registry', () => {
  test('a client’s de minimis card, its declaration and its group, by keyboard and in both languages', async ({
    page,
    signedIn,
  }, testInfo) => {
    const [client] = (await callMain(signedIn, 'clients.lookup', { text: NIF, limit: 1 })).rows
    if (!client) throw new Error(`${NIF} is not in the replica`)
    await page.goto(signedIn.at(`/clients/${client.id}`))
    const card = page.getByTestId('client-minimis')
    await expect(card.getByTestId('client-minimis-ceilings')).toBeVisible()
    await expect(card.getByTestId('client-minimis-window')).toContainText('Tres años')
    await expectAccessible(page, 'client with de minimis', testInfo, { walk: true })

    // «¿Cabe una ayuda de…?» answers as the amount is typed.
    await card.getByTestId('client-minimis-amount').locator('input').fill('1000')
    await card.getByTestId('client-minimis-amount').locator('input').press('Tab')
    await expect(card.getByTestId('client-minimis-fit')).toContainText(/Cabe|No cabe/)

    // The declaration's dialog, reached and closed by keyboard.
    await card.getByTestId('client-minimis-declare').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('declaration-grant').locator('input')).toBeVisible()
    await expectAccessible(page, 'declaration', testInfo, { walk: true, within: '[role="dialog"]' })
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('declaration-grant')).toBeHidden()

    await card.getByTestId('client-minimis-group-open').click()
    await expect(page.getByTestId('minimis-group-name')).toBeVisible()
    await expectAccessible(page, 'group', testInfo, { walk: true, within: '[role="dialog"]' })
    await page.keyboard.press('Escape')

    // In English and dark.
    await callMain(signedIn, 'settings.update', { language: 'en', theme: 'dark' })
    await page.reload()
    const data = watchAnswers(page)
    await expect(card.getByTestId('client-minimis-ceilings')).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'client with minimis, English', testInfo)
  })
})
