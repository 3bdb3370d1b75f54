import { type Page, type TestInfo } from '@playwright/test'
import { CNAE_CLASSES } from '@shared/catalogues/cnae'
import { COMMUNITIES } from '@shared/catalogues/communities'
import { PROVINCES } from '@shared/catalogues/provinces'
import { spanishIn } from '../support/spanish-text'
import { INVOKE_PATH } from './bridge-answers'
import { expect, signInAsDemo, test } from './fixtures'
import { type Harness } from '../harness/server'

/**
 * The English walk: every screen in English, failing on any Spanish word or character on it that
 * is not data. Data is what the service and the app's catalogues hold (client and grant names,
 * provinces, CNAE titles, the service's own words): every string main answered the page with,
 * except main's own sentences (`message`), plus the shared catalogues the screens read directly.
 */

const ADMIN = 'admin@demo.grantsdesk.es'
const NO_CREDITS = 'sincreditos@demo.grantsdesk.es'
/** A client of the demo adviser that the platform's admin sees too. */
const CLIENT_SEARCH = 'graficas alcob'
/** A client whose profile gives simulator results. */
const SIMULATED_SEARCH = 'servicios informaticos garcia'
/** Embutidos Molina S.L.: concessions over several years. */
const NIF_WITH_CONCESSIONS = 'B19520063'
const NOT_SEARCHED_NIF = 'B28055374'
/** What may stay Spanish in an English screen, and why. */
const ALLOWED = [
  // The language picker names each language in its own tongue.
  'Español',
]

/** Fields of main's answers that hold the app's own words, which must be English too. */
const APP_WORDS = new Set(['message', 'header'])

/** Strings main answered the page with: data, not the app's words. */
class SeenData {
  private readonly strings = new Set<string>()
  /** Calls sent and not yet read back. */
  pending = 0

  constructor() {
    for (const province of PROVINCES) this.add(province.name, province.displayName)
    for (const community of COMMUNITIES) this.add(community.name, community.displayName)
    for (const cnae of CNAE_CLASSES) this.add(cnae.title)
  }

  add(...values: string[]): void {
    for (const value of values) if (value.trim().length >= 3) this.strings.add(value.trim())
  }

  /**
   * Every string leaf of an answer but the app's own words (main's sentences, the export
   * columns' headers) and identifiers (`status`, `network`, a column's key), which are not shown
   * as they are.
   */
  collect(value: unknown, key = ''): void {
    if (typeof value === 'string') {
      if (!APP_WORDS.has(key) && !/^[a-z][a-z0-9_.-]*$/.test(value)) this.add(value)
    } else if (Array.isArray(value)) {
      for (const item of value) this.collect(item)
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) this.collect(v, k)
    }
  }

  /**
   * The text without the data it quotes, as whole words, longest first (a name may contain a
   * shorter one).
   */
  strip(text: string): string {
    let rest = text
    for (const value of [...this.strings].sort((a, b) => b.length - a.length)) {
      if (!rest.includes(value)) continue
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      rest = rest.replace(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'gu'), ' ')
    }
    for (const allowed of ALLOWED) rest = rest.split(allowed).join(' ')
    return rest
  }
}

const isCall = (url: string) => new URL(url).pathname === INVOKE_PATH

function watchAnswers(page: Page): SeenData {
  const data = new SeenData()
  page.on('request', (request) => {
    if (isCall(request.url())) data.pending++
  })
  page.on('requestfailed', (request) => {
    if (isCall(request.url())) data.pending--
  })
  page.on('response', (response) => {
    if (!isCall(response.url())) return
    void response
      .json()
      .then((answer: unknown) => data.collect(answer))
      .catch(() => undefined)
      .finally(() => data.pending--)
  })
  return data
}

/** Every text a person can see or hear on the page: text, placeholders, labels, tooltips. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element | null): boolean => {
      if (!element || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (text && parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && shown(parent))
        texts.push(text)
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!shown(element)) continue
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute)?.trim()
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

/** Fails naming each Spanish text on the screen that is not data; keeps a screenshot of it. */
async function expectEnglish(
  page: Page,
  data: SeenData,
  screen: string,
  testInfo: TestInfo,
): Promise<void> {
  // Every answer the screen asked for has arrived and been read as data.
  await expect.poll(() => data.pending).toBe(0)
  const offending = (await visibleTexts(page))
    .map((text) => ({ text, spanish: spanishIn(data.strip(text)) }))
    .filter(({ spanish }) => spanish.length > 0)
    .map(({ text, spanish }) => `«${text}» (${spanish.join(', ')})`)
  const path = testInfo.outputPath(`${screen}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(screen, { path, contentType: 'image/png' })
  expect(offending, `Spanish on «${screen}»`).toEqual([])
}

async function inEnglish(page: Page, harness: Harness): Promise<void> {
  await page.goto(harness.url)
  await page.evaluate(async () => {
    const bridge = (window as { grants?: { invoke(op: string, args: unknown): Promise<unknown> } })
      .grants
    await bridge?.invoke('settings.update', { language: 'en' })
  })
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
}

/** Client-side navigation: the walk does not depend on how the menu is drawn. */
async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `#${route}`)
}

async function openClient(page: Page, search: string): Promise<void> {
  await go(page, '/clients')
  await expect(page.getByTestId('client-row').first()).toBeVisible()
  await page.getByTestId('clients-search').locator('input').fill(search)
  await expect(page.getByTestId('client-row')).toHaveCount(1)
  await page.getByTestId('client-row').click()
  await expect(page.getByTestId('client-name')).toBeVisible()
}

async function signOut(page: Page, unsent: boolean): Promise<void> {
  await page.getByTestId('logout').click()
  if (unsent) {
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Unsent changes' })
      .getByRole('button', { name: 'Sign out' })
      .click()
  }
  await expect(page.getByTestId('login-submit')).toBeVisible()
}

test.describe('every screen in English', () => {
  test.describe.configure({ timeout: 180_000 })

  test('sign-in, a wrong password, profile and settings', async ({ page, harness }, testInfo) => {
    const data = watchAnswers(page)
    await inEnglish(page, harness)
    // Each demo account says what it is for, in the UI language (the demo service sends only a key).
    const accounts = page.getByTestId('demo-accounts').locator('tbody tr')
    await expect(accounts.first()).toBeVisible()
    await expect(page.getByTestId('demo-role')).toHaveCount(await accounts.count())
    await expectEnglish(page, data, 'sign-in', testInfo)

    await page.getByTestId('login-email').locator('input').fill('asesora@demo.grantsdesk.es')
    await page.getByTestId('login-password').locator('input').fill('not-the-password')
    await page.getByTestId('login-submit').click()
    await expect(page.getByTestId('login-error')).toBeVisible()
    await expectEnglish(page, data, 'sign-in-wrong-password', testInfo)

    await signInAsDemo(page)
    await go(page, '/profile')
    await expect(page.getByTestId('profile-card')).toBeVisible()
    await expectEnglish(page, data, 'profile', testInfo)

    await go(page, '/settings')
    await expect(page.getByTestId('export-headers-spanish')).toBeVisible()
    await expectEnglish(page, data, 'settings', testInfo)
  })

  test('clients, a record, an edit with errors, the export dialog, the outbox and a conflict', async ({
    page,
    harness,
  }, testInfo) => {
    const data = watchAnswers(page)
    await inEnglish(page, harness)
    await signInAsDemo(page)
    await go(page, '/clients')
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await expectEnglish(page, data, 'clients', testInfo)

    await page.getByTestId('export-open').click()
    await expect(page.getByTestId('export-dialog')).toBeVisible()
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

    // An edit made offline waits in the outbox…
    await openClient(page, CLIENT_SEARCH)
    await harness.demo.stop()
    await page.getByTestId('client-edit').click()
    await page.getByTestId('form-notes').locator('textarea').fill('The adviser’s version.')
    await page.getByTestId('edit-save').click()
    await expect(page.getByTestId('client-pending')).toBeVisible()
    await expectEnglish(page, data, 'client-record-offline', testInfo)
    await page.getByTestId('back-to-clients').click()
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-pending')).toBeVisible()
    await expectEnglish(page, data, 'outbox', testInfo)
    await page.keyboard.press('Escape')
    await signOut(page, true)

    // …while the platform's admin changes the same field: a conflict.
    await harness.demo.restart()
    await signInAsDemo(page, ADMIN)
    await openClient(page, CLIENT_SEARCH)
    await page.getByTestId('client-edit').click()
    await page.getByTestId('form-notes').locator('textarea').fill('The admin’s version.')
    await page.getByTestId('edit-save').click()
    await expect(page.getByTestId('field-notes')).toHaveText('The admin’s version.')
    await signOut(page, false)

    await signInAsDemo(page)
    await openClient(page, CLIENT_SEARCH)
    await expect(page.getByTestId('client-conflict')).toBeVisible()
    await page.getByTestId('back-to-clients').click()
    await page.getByTestId('open-outbox').click()
    await expect(page.getByTestId('outbox-entry-conflict')).toBeVisible()
    await expectEnglish(page, data, 'outbox-conflict', testInfo)
    await page.keyboard.press('Escape')
    await openClient(page, CLIENT_SEARCH)
    await page.getByTestId('open-conflict').click()
    await expect(page.getByTestId('conflict-dialog')).toBeVisible()
    await expectEnglish(page, data, 'conflict-dialog', testInfo)
  })

  test('concessions with results and an error, statuses and the simulator with results', async ({
    page,
    harness,
  }, testInfo) => {
    const data = watchAnswers(page)
    await inEnglish(page, harness)
    await signInAsDemo(page)

    await go(page, '/concessions')
    await page.getByTestId('nif-input').locator('input').fill(NIF_WITH_CONCESSIONS)
    await page.getByTestId('nif-search').click()
    await expect(page.getByTestId('concession-row').first()).toBeVisible()
    await expectEnglish(page, data, 'concessions', testInfo)
    // Grouped by grant: the group's heading, its id and count.
    await page.getByTestId('concessions-group').click()
    await expect(page.getByTestId('group-count').first()).toBeVisible()
    await expectEnglish(page, data, 'concessions-grouped', testInfo)
    // A grant followed from its row: «By grant», filled, saying what it understood, and run.
    await page.getByTestId('concession-grant').first().click()
    await expect(page.getByTestId('grant-field')).toContainText(/\d/)
    await expect(page.getByTestId('concession-row').first()).toBeVisible()
    await expectEnglish(page, data, 'concessions-by-grant', testInfo)
    await go(page, '/concessions')
    await page.getByTestId('concessions-tabs').getByText('By tax ID', { exact: true }).click()

    await harness.demo.stop()
    await page.getByTestId('nif-input').locator('input').fill(NOT_SEARCHED_NIF)
    await page.getByTestId('nif-search').click()
    await expect(page.getByTestId('concessions-error')).toBeVisible()
    await expectEnglish(page, data, 'concessions-error', testInfo)
    await harness.demo.restart()

    await go(page, '/statuses')
    await expect(page.getByTestId('status-group-name').first()).toBeVisible()
    await expectEnglish(page, data, 'statuses', testInfo)

    await openClient(page, SIMULATED_SEARCH)
    await page.getByTestId('client-simulate').click()
    await expect(page.getByTestId('opportunity-row').first()).toBeVisible()
    await expectEnglish(page, data, 'simulator', testInfo)
  })

  test('«Portfolio»: aid received over the three years, the deadlines, and a client’s summary', async ({
    page,
    harness,
  }, testInfo) => {
    const data = watchAnswers(page)
    await inEnglish(page, harness)
    await signInAsDemo(page)
    await openClient(page, SIMULATED_SEARCH)
    await expect(page.getByTestId('summary-look-up')).toBeVisible()
    await expectEnglish(page, data, 'client-summary-nothing-kept', testInfo)

    await go(page, '/portfolio')
    await page.getByTestId('portfolio-start-opportunities').click()
    await page.getByTestId('confirm-requests').click()
    // Page 1 of each profile shows more pages: agreed to as well (SC-COST-3).
    await page.getByTestId('confirm-more-requests').click()
    await expect(page.getByTestId('portfolio-grant-row').first()).toBeVisible()
    await page.getByTestId('portfolio-tabs').getByRole('tab').nth(1).click()
    await page.getByTestId('portfolio-start-aid').click()
    await page.getByTestId('confirm-requests').click()
    await expect(page.getByTestId('portfolio-aid-window')).toBeVisible()
    await page.getByTestId('portfolio-undated-toggle').click()
    await expect(page.getByTestId('portfolio-undated-row').first()).toBeVisible()
    await expectEnglish(page, data, 'portfolio-aid', testInfo)
    await page.getByTestId('portfolio-tabs').getByRole('tab').nth(2).click()
    await expect(page.getByTestId('portfolio-deadline-row').first()).toBeVisible()
    await expectEnglish(page, data, 'portfolio-deadlines', testInfo)

    await openClient(page, SIMULATED_SEARCH)
    await expect(page.getByTestId('summary-concessions')).toBeVisible()
    await expect(page.getByTestId('summary-opportunity').first()).toBeVisible()
    await expectEnglish(page, data, 'client-summary', testInfo)
  })

  test('case files, a new one made from a grant’s template, its grant’s detail and the status dialog', async ({
    page,
    harness,
  }, testInfo) => {
    const data = watchAnswers(page)
    await inEnglish(page, harness)
    await signInAsDemo(page)
    await go(page, '/cases')
    await expect(page.getByTestId('case-row').first()).toBeVisible()
    await expectEnglish(page, data, 'case-files', testInfo)

    await openClient(page, CLIENT_SEARCH)
    await page.getByTestId('tab-cases').click()
    await page.getByTestId('client-new-case').click()
    await expect(page.getByTestId('case-form-dialog')).toBeVisible()
    await page.getByTestId('case-form-title').locator('input').fill('Kit Digital 2026')
    await page.getByTestId('case-form-template').click()
    await page.locator('.n-base-select-option').filter({ hasText: ' · ' }).first().click()
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
  // The vendor's reading of the service (SC-DIALECT-1).
  test.use({ dialect: 'vendor' })
  test.describe.configure({ timeout: 180_000 })

  test('credits in the header, a paid 403 at no credits left, an edit the service does not save', async ({
    page,
    harness,
  }, testInfo) => {
    const data = watchAnswers(page)
    await inEnglish(page, harness)

    // No credits left: the header says so, and a search is refused saying why and until when.
    await signInAsDemo(page, NO_CREDITS)
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
    await signOut(page, false)

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
