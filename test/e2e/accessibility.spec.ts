import { type Page } from '@playwright/test'
import { expectAccessible } from './axe-check'
import { expectEnglish, expectEnglishAndAccessible, watchAnswers } from './english-check'
import { expectFocusRings } from './focus-rings'
import { callMain, expect, test } from './fixtures'
import { changedMeanwhile, clientId, queueEdit } from './offline-edits'
import { runThroughMain } from './portfolio-runs'
import { openClient } from './client-pages'

/**
 * WCAG 2.1 A and AA with axe-core, a test for a screen or a few, each failure naming its screen: no
 * serious or critical violation, the page's outline whole, and every control reached by Tab. Every
 * screen in the light theme and in Spanish, on the shared app where a screen only reads. The dark
 * theme, in English, where its colours are the screen's own (tables and their tags, the chart, the
 * initial status, the outbox, the conflict, «Cartera»'s tables), in english.spec.ts's walk and
 * here: the theme's colours are checked pair by pair in palette.test.ts, and a colour's contrast
 * does not change with the language, nor a name or an outline with the theme. The screens that need
 * an app of their own (signed out, an offline edit and a conflict, «Cartera»'s runs) are checked
 * here in both.
 */

/** A client of the demo adviser that nothing looks up: its record offers to look its concessions up. */
const CLIENT_SEARCH = 'graficas alcob'
/** A client whose profile gives simulator results. */
const SIMULATED_SEARCH = 'servicios informaticos garcia'
/** A client of the demo adviser created with only its NIF (src/demo-service/seed/partial-clients.ts). */
const NIF_ONLY = 'Y6322655S'
/** Embutidos Molina S.L.: concessions over several years. */
const NIF_WITH_CONCESSIONS = 'B19520063'
/** A NIF no test of the shared app searches. */
const NOT_SEARCHED_NIF = 'B28055374'

/** Client-side navigation: the walk does not depend on how the menu is drawn. */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `#${route}`)
}

const walk = { walk: true }
/** Over a screen checked just before, a dialog or a drawer is checked on its own. */
const DIALOG = '[role="dialog"]'
const dialog = { walk: true, within: DIALOG }

test.describe('WCAG 2.1 AA (axe-core), light theme, Spanish', () => {
  test('profile, settings, and clients with their export dialog; every control Tab reaches shows a focus ring of 3:1', async ({
    page,
    shared,
  }, testInfo) => {
    await page.goto(shared.at('/profile'))
    await expect(page.getByTestId('profile-card')).toBeVisible()
    await expectAccessible(page, 'profile', testInfo, walk)
    await go(page, '/settings')
    await expect(page.getByTestId('environment-section')).toBeVisible()
    await expectAccessible(page, 'settings', testInfo, walk)
    await go(page, '/clients')
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expectAccessible(page, 'clients', testInfo, walk)
    await expectFocusRings(page)
    await page.getByTestId('export-open').click()
    await expect(page.getByTestId('export-column-nif')).toBeVisible()
    await expectAccessible(page, 'export dialog', testInfo, dialog)
  })

  test('a client’s record with nothing kept, the form of a client created with only its NIF after a failed save, and the simulator with results', async ({
    page,
    shared,
  }, testInfo) => {
    await page.goto(shared.at('/clients'))
    await openClient(page, CLIENT_SEARCH)
    await expect(page.getByTestId('summary-look-up')).toBeVisible()
    await expectAccessible(page, 'client detail', testInfo, walk)

    // Every field, the messages of those in error and, as warnings, what the service lacks:
    // nothing is sent.
    await page.getByTestId('back-to-clients').click()
    await openClient(page, NIF_ONLY)
    await page.getByTestId('client-edit').click()
    await expect(page.getByTestId('missing-on-service')).toBeVisible()
    await page.getByTestId('form-nif').locator('input').fill('12345678A')
    await page.getByTestId('edit-save').click()
    await expect(page.getByTestId('edit-invalid')).toBeVisible()
    await expectAccessible(page, 'client edit', testInfo, walk)
    await page.getByTestId('edit-cancel').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Descartar cambios' }).click()

    await page.getByTestId('back-to-clients').click()
    await openClient(page, SIMULATED_SEARCH)
    await page.getByTestId('client-simulate').click()
    await expect(page.getByTestId('opportunity-row').first()).toBeVisible()
    await expectAccessible(page, 'simulator', testInfo, walk)
  })

  test('concessions, and the case-file statuses with the initial one set apart', async ({
    page,
    shared,
  }, testInfo) => {
    await page.goto(shared.at(`/concessions?nif=${NIF_WITH_CONCESSIONS}`))
    await expect(page.getByTestId('concession-row').first()).toBeVisible()
    await expectAccessible(page, 'concessions', testInfo, walk)
    await go(page, '/statuses')
    await expect(page.getByTestId('status-group-name').first()).toBeVisible()
    await expect(page.getByTestId('status-cases').first()).toBeVisible()
    await expectAccessible(page, 'statuses', testInfo, walk)
    // The initial status is set apart by more than its tag: its own background.
    const background = (testId: string) =>
      page
        .getByTestId(testId)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background('status-initial')).not.toBe(await background('status-item'))
  })

  test('case files, their two dialogs, and a case file with «Editar datos»', async ({
    page,
    shared,
  }, testInfo) => {
    // One client's case files: the same screen, fewer rows to check.
    await page.goto(shared.at('/cases'))
    await expect(page.getByTestId('case-row').first()).toBeVisible()
    await page.getByTestId('cases-search').locator('input').fill('graficas')
    await expect(page.getByTestId('case-row').first()).toContainText(/Gráficas/i)
    await page.getByTestId('case-select').first().click()
    await page.getByTestId('cases-more-filters').click()
    await expectAccessible(page, 'case files', testInfo, walk)
    // «Columnas»: its checkboxes named, the identifier's shown as always on.
    await page.getByTestId('cases-columns').click()
    await expect(page.getByTestId('cases-columns-menu')).toBeVisible()
    await expectAccessible(page, 'case file columns', testInfo, {
      walk: false,
      within: '[data-testid="cases-columns-menu"]',
    })
    await page.getByTestId('cases-columns').click()
    await expect(page.getByTestId('cases-columns-menu')).toBeHidden()
    await page.getByTestId('cases-bulk-status').click()
    await expect(page.getByTestId('case-status-dialog')).toBeVisible()
    // «Presentada» asks for its date in the same dialog: checked with it.
    await page.getByTestId('case-status-select').click()
    await page
      .locator('.n-base-select-option:visible')
      .filter({ hasText: /^Presentada$/ })
      .click()
    await expect(page.getByTestId('case-status-date')).toBeVisible()
    await expectAccessible(page, 'case status dialog', testInfo, dialog)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('case-status-dialog')).toBeHidden()
    await page.getByTestId('cases-new').click()
    await expect(page.getByTestId('case-form-dialog')).toBeVisible()
    await expectAccessible(page, 'new case file dialog', testInfo, dialog)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('case-form-dialog')).toBeHidden()
    await page.getByTestId('case-row').first().press('Enter')
    await expect(page.getByTestId('case-title')).toBeVisible()
    await expectAccessible(page, 'case file', testInfo, walk)
    await page.getByTestId('case-edit-facts').click()
    await expect(page.getByTestId('case-facts-dialog')).toBeVisible()
    await expectAccessible(page, 'case facts dialog', testInfo, dialog)
    await page.keyboard.press('Escape')
  })
})

test.describe('WCAG 2.1 AA (axe-core) in both themes and languages, on an app of their own', () => {
  test('the sign-in screen, and a wrong password in English', async ({
    page,
    harness,
  }, testInfo) => {
    await page.goto(harness.url)
    await expect(page.getByTestId('demo-accounts').locator('tbody tr').first()).toBeVisible()
    await expectAccessible(page, 'sign-in', testInfo, walk)

    await callMain(harness, 'settings.update', { language: 'en', theme: 'dark' })
    const data = watchAnswers(page)
    await page.reload()
    // Each demo account says what it is for, in the UI language (the demo service sends only a key).
    const accounts = page.getByTestId('demo-accounts').locator('tbody tr')
    await expect(accounts.first()).toBeVisible()
    await expect(page.getByTestId('demo-role')).toHaveCount(await accounts.count())
    await expectEnglishAndAccessible(page, data, 'sign-in', testInfo)
    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill('not-the-password')
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    await expectEnglish(page, data, 'sign-in-wrong-password', testInfo)
  })

  test('offline and back: the outbox, a search that cannot reach the service, and a conflict', async ({
    page,
    signedIn,
  }, testInfo) => {
    const id = await clientId(signedIn, CLIENT_SEARCH)
    await queueEdit(signedIn, id, 'notes', 'The adviser’s version.')
    await callMain(signedIn, 'settings.update', { language: 'en', theme: 'dark' })
    const data = watchAnswers(page)
    await page.goto(signedIn.at(`/clients/${id}`))
    await expect(page.getByTestId('client-pending')).toBeVisible()
    await expectEnglish(page, data, 'client-record-offline', testInfo)
    await page.getByTestId('back-to-clients').click()
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-pending')).toBeVisible()
    await expectEnglish(page, data, 'outbox', testInfo)
    await page.keyboard.press('Escape')
    await go(page, '/concessions')
    await page.getByTestId('nif-input').locator('input').fill(NOT_SEARCHED_NIF)
    await page.getByTestId('nif-search').click()
    await expect(page.getByTestId('concessions-error')).toBeVisible()
    await expectEnglish(page, data, 'concessions-error', testInfo)

    // The same field changed on the service meanwhile: a conflict once the service is back.
    await changedMeanwhile(signedIn, id, 'notes', 'The admin’s version.')
    await go(page, '/clients')
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-conflict')).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'outbox-conflict', testInfo, DIALOG)
    await page.keyboard.press('Escape')
    await go(page, `/clients/${id}`)
    await page.getByTestId('open-conflict').click()
    await expect(page.getByTestId('conflict-dialog')).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'conflict-dialog', testInfo, DIALOG)

    await callMain(signedIn, 'settings.update', { language: 'es', theme: 'light' })
    await page.reload()
    await page.getByTestId('open-conflict').click()
    await expect(page.getByTestId('conflict-dialog')).toBeVisible()
    await expectAccessible(page, 'conflict dialog', testInfo, dialog)
    await page.keyboard.press('Escape')
    await go(page, '/clients')
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-conflict')).toBeVisible()
    await expectAccessible(page, 'outbox', testInfo, dialog)
  })

  test('«Cartera» with the results of both runs, and a client’s summary of them', async ({
    page,
    signedIn,
  }, testInfo) => {
    await callMain(signedIn, 'settings.update', { language: 'en', theme: 'dark' })
    const data = watchAnswers(page)
    const id = await clientId(signedIn, SIMULATED_SEARCH)
    await page.goto(signedIn.at(`/clients/${id}`))
    await expect(page.getByTestId('summary-look-up')).toBeVisible()
    await expectEnglish(page, data, 'client-summary-nothing-kept', testInfo)

    // Both runs, through main (how a run asks is portfolio.spec.ts's), over Valencia's clients:
    // every table, its tags and its marks, with fewer rows for the Tab walk.
    const valencia = { filter: { province: [46] } }
    await runThroughMain(signedIn, 'opportunities', valencia)
    await runThroughMain(signedIn, 'aid', valencia)
    await go(page, '/portfolio')
    await expect(page.getByTestId('portfolio-grant-row').first()).toBeVisible()
    await page.getByTestId('portfolio-tabs').getByRole('tab').nth(1).click()
    await expect(page.getByTestId('portfolio-aid-window')).toBeVisible()
    // «Ayudas recibidas»: the three years, the mark, and the undated concessions listed apart.
    await page.getByTestId('portfolio-undated-toggle').click()
    await expect(page.getByTestId('portfolio-undated-row').first()).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'portfolio-aid', testInfo)
    await page.getByTestId('portfolio-tabs').getByRole('tab').nth(2).click()
    await expect(page.getByTestId('portfolio-deadline-row').first()).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'portfolio-deadlines', testInfo)
    await go(page, `/clients/${id}`)
    await expect(page.getByTestId('summary-concessions')).toBeVisible()
    await expect(page.getByTestId('summary-opportunity').first()).toBeVisible()
    await expectEnglish(page, data, 'client-summary', testInfo)

    await callMain(signedIn, 'settings.update', { language: 'es', theme: 'light' })
    await page.reload()
    await expect(page.getByTestId('summary-opportunities')).toBeVisible()
    await expectAccessible(page, 'client summary', testInfo, walk)
    await go(page, '/portfolio')
    await expect(page.getByTestId('portfolio-grant-row').first()).toBeVisible()
    await expectAccessible(page, 'portfolio', testInfo, walk)
    // A grant's clients, opened: axe on them (the Tab walk of this table ran above, closed).
    await page.getByTestId('portfolio-grant-expand').first().click()
    await expect(page.getByTestId('portfolio-grant-clients')).toBeVisible()
    await expectAccessible(page, 'portfolio, a grant opened', testInfo, { walk: false })
    await page.getByTestId('portfolio-tabs').getByRole('tab').nth(2).click()
    await expect(page.getByTestId('portfolio-deadline-row').first()).toBeVisible()
    await expectAccessible(page, 'portfolio deadlines', testInfo, walk)
    await page.getByTestId('portfolio-tabs').getByRole('tab').nth(1).click()
    await page.getByTestId('portfolio-undated-toggle').click()
    await expect(page.getByTestId('portfolio-undated-row').first()).toBeVisible()
    await expectAccessible(page, 'portfolio aid', testInfo, walk)
  })
})
