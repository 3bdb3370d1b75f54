import AxeBuilder from '@axe-core/playwright'
import { type Page, type TestInfo } from '@playwright/test'
import { type Language } from '@shared/settings'
import { expect, settled, signInAsDemo, test } from './fixtures'
import { type Harness } from '../harness/server'
import { unreachedControls } from './keyboard-reach'

/**
 * WCAG 2.1 A and AA on every screen, in both themes and both languages, checked with axe-core:
 * no serious or critical violation on any of them, and the page's structure whole (one main
 * landmark holding the content, one level-1 heading, headings in order). One sign-in per
 * combination (and two more to provoke a conflict); the screens follow one another as a user
 * would reach them.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])
/** axe's best practices for the page's outline: none of them may fail, whatever its impact. */
const STRUCTURE_RULES = new Set([
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'heading-order',
])
/** How many of a violation's elements the failure names. */
const SHOWN_NODES = 3

const ADMIN = 'admin@demo.grantsdesk.es'
/** A client of the demo adviser that the platform's admin sees too. */
const CLIENT_SEARCH = 'graficas alcob'
/** A client whose profile gives simulator results. */
const SIMULATED_SEARCH = 'servicios informaticos garcia'
/** A client of the demo adviser created with only its NIF (src/demo-service/seed/partial-clients.ts). */
const NIF_ONLY = 'Y6322655S'
/** Embutidos Molina S.L.: concessions over several years. */
const NIF_WITH_CONCESSIONS = 'B19520063'
/** «Cerrar sesión» in the dialog that asks first when edits have not been sent. */
const SIGN_OUT_ANYWAY: Record<Language, string> = { es: 'Cerrar sesión', en: 'Sign out' }
const DISCARD_CHANGES: Record<Language, string> = { es: 'Descartar cambios', en: 'Discard changes' }

interface Finding {
  screen: string
  violations: string[]
  /** The elements those violations concern. */
  elements: number
}

/** Waits for the screen to settle (dialogs and tags fade in), then runs axe on the whole page. */
async function checkScreen(
  page: Page,
  screen: string,
  findings: Finding[],
  testInfo: TestInfo,
  walkWithKeyboard: boolean,
): Promise<void> {
  await settled(page)
  // The WCAG rules, and the outline's best practices besides. A toast fades out on its own:
  // checked halfway, its text would be too faint; its colours are the theme's, which
  // palette.test.ts checks.
  const results = await new AxeBuilder({ page })
    .exclude('.n-message-container')
    .options({
      rules: Object.fromEntries([...STRUCTURE_RULES].map((id) => [id, { enabled: true }])),
    })
    .withTags(WCAG_TAGS)
    .analyze()
  const blocking = results.violations.filter(
    (violation) => STRUCTURE_RULES.has(violation.id) || BLOCKING.has(violation.impact ?? ''),
  )
  const violations = blocking.map((violation) => {
    const targets = violation.nodes
      .slice(0, SHOWN_NODES)
      .map((node) => node.target.join(' '))
      .join(' | ')
    return `${violation.id} (${violation.impact}), ${violation.nodes.length} elements: ${targets}`
  })
  // A dialog's title is a level-2 heading: the screen's own title stays the only level-1 one.
  const titles = await page.getByRole('heading', { level: 1 }).count()
  if (titles !== 1) violations.push(`${titles} level-1 headings instead of one`)
  // Every control Tab or Shift+Tab reaches (once per screen: it does not change with the theme).
  if (walkWithKeyboard)
    for (const control of await unreachedControls(page))
      violations.push(`${control}: no Tab or Shift+Tab reaches it`)
  const elements = blocking.reduce((sum, violation) => sum + violation.nodes.length, 0)
  findings.push({ screen, violations, elements })
  if (violations.length > 0) {
    const path = testInfo.outputPath(`${screen}.png`)
    await page.screenshot({ path, fullPage: true })
    await testInfo.attach(screen, { path, contentType: 'image/png' })
  }
  expect
    .soft(violations, `serious or critical axe violations, or a broken outline, on «${screen}»`)
    .toEqual([])
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
  // The one row of this search, not of the previous one still on screen.
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  await expect
    .poll(async () => {
      const row = fold((await page.getByTestId('client-row').textContent()) ?? '')
      return fold(search)
        .split(/\s+/)
        .every((word) => row.includes(word))
    })
    .toBe(true)
  await page.getByTestId('client-row').click()
  await expect(page.getByTestId('client-name')).toBeVisible()
}

async function editNotes(page: Page, notes: string): Promise<void> {
  await page.getByTestId('client-edit').click()
  await page.getByTestId('form-notes').locator('textarea').fill(notes)
  await page.getByTestId('edit-save').click()
}

async function signOut(page: Page, language: Language, unsent: boolean): Promise<void> {
  await page.getByTestId('logout').click()
  if (unsent) {
    const confirm = page.getByRole('dialog').getByRole('button', {
      name: SIGN_OUT_ANYWAY[language],
      exact: true,
    })
    await expect(confirm).toBeVisible()
    await confirm.click()
  }
  await expect(page.getByTestId('login-submit')).toBeVisible()
}

async function start(
  page: Page,
  harness: Harness,
  theme: 'light' | 'dark',
  language: Language,
): Promise<void> {
  await page.goto(harness.url)
  await page.evaluate(
    async (patch) => {
      await window.grants?.invoke('settings.update', patch)
    },
    { theme, language },
  )
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/**
 * Each theme and each language once: a colour's contrast does not change with the language, nor a
 * name or an outline with the theme, so light in Spanish and dark in English check every screen in
 * both themes and both languages (the theme's colours are also checked pair by pair in palette.test.ts).
 */
const COMBINATIONS = [
  { theme: 'light', language: 'es' },
  { theme: 'dark', language: 'en' },
] as const

test.describe('WCAG 2.1 AA (axe-core)', () => {
  test.describe.configure({ timeout: 300_000 })

  for (const { theme, language } of COMBINATIONS) {
    test(`every screen, ${theme} theme, ${language}`, async ({ page, harness }, testInfo) => {
      const findings: Finding[] = []
      const walk = theme === 'light' && language === 'es'
      const check = (screen: string) => checkScreen(page, screen, findings, testInfo, walk)
      await start(page, harness, theme, language)

      await expect(page.getByTestId('demo-accounts').locator('tbody tr').first()).toBeVisible()
      await check('sign-in')
      await signInAsDemo(page)
      await go(page, '/profile')
      await expect(page.getByTestId('profile-card')).toBeVisible()
      await check('profile')

      await go(page, '/clients')
      await expect(page.getByTestId('client-row').first()).toBeVisible()
      await check('clients')
      await page.getByTestId('export-open').click()
      await expect(page.getByTestId('export-column-nif')).toBeVisible()
      await check('export dialog')
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('export-dialog')).toBeHidden()

      await openClient(page, CLIENT_SEARCH)
      // Nothing kept for it yet: the summary offers to look its concessions up.
      await expect(page.getByTestId('summary-look-up')).toBeVisible()
      await check('client detail')
      await page.getByTestId('client-edit').click()
      // The form after a failed save: every field, and the messages of those in error.
      await page.getByTestId('form-nif').locator('input').fill('12345678A')
      await page.getByTestId('edit-save').click()
      await expect(page.getByTestId('edit-invalid')).toBeVisible()
      await check('client edit')
      await page.getByTestId('edit-cancel').click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: DISCARD_CHANGES[language] })
        .click()
      // A client created with only its NIF: what the service lacks, as warnings on the fields.
      await openClient(page, NIF_ONLY)
      await page.getByTestId('client-edit').click()
      await expect(page.getByTestId('missing-on-service')).toBeVisible()
      await check('client edit, created with only a NIF')
      await page.getByTestId('edit-cancel').click()

      // An edit made offline waits in the outbox…
      await openClient(page, CLIENT_SEARCH)
      await harness.demo.stop()
      await editNotes(page, 'Versión de la asesora.')
      await expect(page.getByTestId('client-pending')).toBeVisible()
      await page.getByTestId('back-to-clients').click()
      await page.getByTestId('open-outbox').click()
      await expect(page.getByTestId('outbox-entry-pending')).toBeVisible()
      await check('outbox')
      await page.keyboard.press('Escape')
      await signOut(page, language, true)

      // …while the platform's admin changes the same field: a conflict.
      await harness.demo.restart()
      await signInAsDemo(page, ADMIN)
      await openClient(page, CLIENT_SEARCH)
      await editNotes(page, 'Versión de la administradora.')
      await expect(page.getByTestId('field-notes')).toHaveText('Versión de la administradora.')
      await signOut(page, language, false)
      await signInAsDemo(page)
      await openClient(page, CLIENT_SEARCH)
      await expect(page.getByTestId('client-conflict')).toBeVisible()
      await page.getByTestId('open-conflict').click()
      await expect(page.getByTestId('conflict-dialog')).toBeVisible()
      await check('conflict dialog')
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('conflict-dialog')).toBeHidden()

      await go(page, '/concessions')
      await page.getByTestId('nif-input').locator('input').fill(NIF_WITH_CONCESSIONS)
      await page.getByTestId('nif-search').click()
      await expect(page.getByTestId('concession-row').first()).toBeVisible()
      await check('concessions')

      await go(page, '/statuses')
      await expect(page.getByTestId('status-group-name').first()).toBeVisible()
      await expect(page.getByTestId('status-cases').first()).toBeVisible()
      await check('statuses')

      await go(page, '/cases')
      await expect(page.getByTestId('case-row').first()).toBeVisible()
      await page.getByTestId('case-select').first().click()
      await page.getByTestId('cases-more-filters').click()
      await check('case files')
      await page.getByTestId('cases-bulk-status').click()
      await expect(page.getByTestId('case-status-dialog')).toBeVisible()
      await check('case status dialog')
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('case-status-dialog')).toBeHidden()
      await page.getByTestId('cases-new').click()
      await expect(page.getByTestId('case-form-dialog')).toBeVisible()
      await check('new case file dialog')
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('case-form-dialog')).toBeHidden()
      await page.getByTestId('case-row').first().press('Enter')
      await expect(page.getByTestId('case-title')).toBeVisible()
      await check('case file')

      await openClient(page, SIMULATED_SEARCH)
      await page.getByTestId('client-simulate').click()
      await expect(page.getByTestId('opportunity-row').first()).toBeVisible()
      await check('simulator')

      // «Cartera» with the results of a run, the demo portfolio's requests agreed to.
      await go(page, '/portfolio')
      await page.getByTestId('portfolio-start-opportunities').click()
      await page.getByTestId('confirm-requests').click()
      // Page 1 of each profile shows more pages: agreed to as well (SC-COST-3).
      await page.getByTestId('confirm-more-requests').click()
      // The run's end is announced above the table, which moves: walked once it has ended.
      await expect(page.getByTestId('portfolio-run-done')).toBeVisible()
      await expect(page.getByTestId('portfolio-grant-row').first()).toBeVisible()
      await check('portfolio')
      // A grant's clients, opened: axe on them (the Tab walk of this table ran above, closed).
      await page.getByTestId('portfolio-grant-expand').first().click()
      await expect(page.getByTestId('portfolio-grant-clients')).toBeVisible()
      await checkScreen(page, 'portfolio, a grant opened', findings, testInfo, false)
      await page.getByTestId('portfolio-tabs').getByRole('tab').nth(2).click()
      await expect(page.getByTestId('portfolio-deadline-row').first()).toBeVisible()
      await check('portfolio deadlines')
      // «Ayudas recibidas»: the three years, the mark, and the undated concessions listed apart.
      await page.getByTestId('portfolio-tabs').getByRole('tab').nth(1).click()
      await page.getByTestId('portfolio-start-aid').click()
      await page.getByTestId('confirm-requests').click()
      await expect(page.getByTestId('portfolio-aid-row').first()).toBeVisible()
      await page.getByTestId('portfolio-undated-toggle').click()
      await expect(page.getByTestId('portfolio-undated-row').first()).toBeVisible()
      await check('portfolio aid')
      // A client's page then sums up what both runs kept: its concessions and opportunities.
      await openClient(page, SIMULATED_SEARCH)
      await expect(page.getByTestId('summary-concessions')).toBeVisible()
      await expect(page.getByTestId('summary-opportunities')).toBeVisible()
      await check('client summary')

      await go(page, '/settings')
      await expect(page.getByTestId('environment-section')).toBeVisible()
      await check('settings')

      const summary = findings.map(
        ({ screen, violations, elements }) =>
          `${screen}: ${violations.length} rules, ${elements} elements`,
      )
      await testInfo.attach('axe', { body: summary.join('\n'), contentType: 'text/plain' })
    })
  }
})
