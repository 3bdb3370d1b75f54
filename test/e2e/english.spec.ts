import { type Page } from '@playwright/test'
import { expectEnglish, expectEnglishAndAccessible, watchAnswers } from './english-check'
import { expectFocusRings } from './focus-rings'
import { callMain, expect, signInAsDemo, signInThroughMain, test } from './fixtures'
import { openClient } from './client-pages'

/**
 * The English walk: every screen in English, failing on any Spanish word or character on it that
 * is not data (english-check.ts), in the dark theme, where axe-core checks the screens whose colours
 * are their own (accessibility.spec.ts says which; every screen in light and Spanish is its own).
 * The screens that only read are walked on the worker's English app; the sign-in screen, the
 * outbox, a conflict and «Cartera»'s runs in accessibility.spec.ts, on apps of their own.
 */

const NO_CREDITS = 'sincreditos@demo.grantsdesk.es'
/** A client of the demo adviser with case files. */
const CLIENT_SEARCH = 'graficas alcob'
/** A client whose profile gives simulator results. */
const SIMULATED_SEARCH = 'servicios informaticos garcia'
/** Embutidos Molina S.L.: concessions over several years. */
const NIF_WITH_CONCESSIONS = 'B19520063'

/** Client-side navigation: the walk does not depend on how the menu is drawn. */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `#${route}`)
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('logout').click()
  await expect(page.getByTestId('login-submit')).toBeVisible()
}

test.describe('every screen in English, dark', () => {
  test('profile, settings, clients with their export dialog, a client’s record, its form with errors, and the simulator with results; the focus rings of 3:1 in the dark theme', async ({
    page,
    sharedInEnglish,
  }, testInfo) => {
    const data = watchAnswers(page)
    await page.goto(sharedInEnglish.at('/profile'))
    await expect(page.getByTestId('profile-card')).toBeVisible()
    await expectEnglish(page, data, 'profile', testInfo)
    await go(page, '/settings')
    await expect(page.getByTestId('export-headers-spanish')).toBeVisible()
    await expectEnglish(page, data, 'settings', testInfo)
    await go(page, '/clients')
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectEnglishAndAccessible(page, data, 'clients', testInfo)
    await expectFocusRings(page)
    await page.getByTestId('export-open').click()
    await expect(page.getByTestId('export-column-nif')).toBeVisible()
    await expectEnglish(page, data, 'export-dialog', testInfo)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('export-dialog')).toBeHidden()

    await openClient(page, CLIENT_SEARCH)
    await expectEnglish(page, data, 'client-record', testInfo)
    await page.getByTestId('client-edit').click()
    const field = (name: string) => page.getByTestId(`form-${name}`).locator('input').first()
    await field('nif').fill('12345678A')
    await field('postal_code').fill('08001')
    await field('last_year_billing').fill('')
    await page.getByTestId('edit-save').click()
    await expect(page.getByTestId('edit-invalid')).toBeVisible()
    await expect(page.getByTestId('form-nif').locator('.n-form-item-feedback')).not.toBeEmpty()
    await expectEnglish(page, data, 'client-edit-errors', testInfo)
    await page.getByTestId('edit-cancel').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click()

    await page.getByTestId('back-to-clients').click()
    await openClient(page, SIMULATED_SEARCH)
    await page.getByTestId('client-simulate').click()
    await expect(page.getByTestId('opportunity-row').first()).toBeVisible()
    await expectEnglish(page, data, 'simulator', testInfo)
  })

  test('concessions by tax ID, grouped, and by grant; the statuses; the calls for grants', async ({
    page,
    sharedInEnglish,
  }, testInfo) => {
    const data = watchAnswers(page)
    await page.goto(sharedInEnglish.at(`/concessions?nif=${NIF_WITH_CONCESSIONS}`))
    await expect(page.getByTestId('concession-row').first()).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'concessions', testInfo)
    // Grouped by grant: the group's heading, its id and count.
    await page.getByTestId('concessions-group').click()
    await expect(page.getByTestId('group-count').first()).toBeVisible()
    // English only: axe-core finds aria-expanded on the group rows of a plain table
    // (aria-conditional-attr), which the light walk does not open either.
    await expectEnglish(page, data, 'concessions-grouped', testInfo)
    // A grant followed from its row: «By grant», filled, saying what it understood, and run.
    await page.getByTestId('concession-grant').first().click()
    await expect(page.getByTestId('grant-field')).toContainText(/\d/)
    await expect(page.getByTestId('concession-row').first()).toBeVisible()
    await expectEnglish(page, data, 'concessions-by-grant', testInfo)

    await go(page, '/statuses')
    await expect(page.getByTestId('status-group-name').first()).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'statuses', testInfo)

    // «Calls for grants» with its results (the calls' titles are data).
    await go(page, '/calls')
    await page.getByTestId('calls-search').click()
    await expect(page.getByTestId('call-title').first()).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'calls', testInfo)
  })

  test('case files, a new one made from a grant’s template, its grant’s detail and the status dialog', async ({
    page,
    signedIn,
  }, testInfo) => {
    await callMain(signedIn, 'settings.update', { language: 'en', theme: 'dark' })
    const data = watchAnswers(page)
    await page.goto(signedIn.at('/cases'))
    await expect(page.getByTestId('case-row').first()).toBeVisible()
    await expectEnglishAndAccessible(page, data, 'case-files', testInfo)

    await go(page, '/clients')
    await openClient(page, CLIENT_SEARCH)
    await page.getByTestId('tab-cases').click()
    await page.getByTestId('client-new-case').click()
    await expect(page.getByTestId('case-form-dialog')).toBeVisible()
    await page.getByTestId('case-form-title').locator('input').fill('Kit Digital 2026')
    await page.getByTestId('case-form-template').click()
    await page.locator('.n-base-select-option').nth(1).click()
    await expectEnglish(page, data, 'case-file-form', testInfo)
    await page.getByTestId('case-form-submit').click()
    await expect(page.getByTestId('case-form-dialog')).toBeHidden()
    await page.getByTestId('client-cases-table').getByText('Kit Digital 2026').click()
    await expect(page.getByTestId('case-grant')).toBeVisible()
    await expectEnglish(page, data, 'case-file', testInfo)

    await page.getByTestId('case-grant-detail').click()
    await expect(page.getByTestId('grant-panel-title')).toBeVisible()
    await expectEnglish(page, data, 'case-file-grant', testInfo)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('grant-panel-title')).toBeHidden()

    await page.getByTestId('case-change-status').click()
    await expect(page.getByTestId('case-status-dialog')).toBeVisible()
    await expectEnglish(page, data, 'case-status-dialog', testInfo)
  })
})

test.describe('the vendor’s service in English', () => {
  // The vendor's reading of the service (SC-DIALECT-1): its own words, in English. Not axe-core:
  // the outbox names an entry of a client without a name by nothing (button-name).
  test.use({ dialect: 'vendor' })
  test('credits in the header, a paid 403 at no credits left, an edit the service does not save', async ({
    page,
    harness,
  }, testInfo) => {
    await callMain(harness, 'settings.update', { language: 'en', theme: 'dark' })
    const data = watchAnswers(page)
    // No credits left: the header says so, and a search is refused saying why and until when.
    await signInThroughMain(harness, NO_CREDITS)
    await page.goto(harness.at('/clients'))
    await expect(page.getByTestId('header-credits')).toHaveText(
      /^Credits: 0 of 500 this month; renewed on \d\d\/\d\d\/\d{4}$/,
    )
    await go(page, '/concessions')
    await page.getByTestId('nif-input').locator('input').fill(NIF_WITH_CONCESSIONS)
    await page.getByTestId('nif-search').click()
    await expect(page.getByTestId('concessions-error')).toContainText(
      /You have no credits left: you have used this month’s 500 .* They are renewed on \d\d\/\d\d\/\d{4}\./,
    )
    await expectEnglish(page, data, 'vendor-no-credits', testInfo)
    await signOut(page)

    await signInAsDemo(page)
    await expect(page.getByTestId('header-credits')).toHaveText(
      /^Credits: [\d.,]+ of 5[.,]000 this month \(and 250 extra\); renewed on /,
    )
    await expectEnglish(page, data, 'vendor-header-credits', testInfo)

    // This service ignores notes in a PATCH (SC-EDIT-6): said on the form, the record and the outbox.
    await go(page, '/clients')
    await page.getByTestId('client-row').first().click()
    await page.getByTestId('client-edit').click()
    await page.getByTestId('form-notes').locator('textarea').fill('Call on Monday about the Kit.')
    await page.getByTestId('edit-save').click()
    await expect(page.getByTestId('not-saved')).toContainText('The service has not saved: Notes.')
    await expectEnglish(page, data, 'vendor-edit-not-saved', testInfo)
    await page.getByTestId('edit-cancel').click()
    await expect(page.getByTestId('client-not-saved')).toContainText(
      'The service has not saved: Notes.',
    )
    await expectEnglish(page, data, 'vendor-record-not-saved', testInfo)
    await page.getByTestId('back-to-clients').click()
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-failed').getByTestId('outbox-failure')).toHaveText(
      'The service has not saved: Notes. Press «Retry» to send it again or «Discard» to leave it as it is.',
    )
    await expectEnglish(page, data, 'vendor-outbox-not-saved', testInfo)
  })
})
