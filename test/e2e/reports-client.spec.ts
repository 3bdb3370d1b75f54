import { readdirSync } from 'node:fs'
import { type Locator, type Page, type TestInfo } from '@playwright/test'
import { expectAccessible } from './axe-check'
import { expectEnglishAndAccessible, watchAnswers } from './english-check'
import { callMain, expect, settled, test } from './fixtures'
import { openClient } from './client-pages'

/**
 * The client's «Informe de ayudas» in a browser: the dialog gone through with the keyboard alone
 * (the sections' states, the file, then «Preparar correo»), several clients from the list with
 * their progress, axe-core on each at 1920×1080 and 800×600, and the dialog and «Ajustes →
 * Informes» in English. What the dialog sends and shows is ClientReportDialog.test.ts's; the
 * files and the draft, test/integration/reports's.
 */

const DIALOG = '[data-testid="client-report-dialog"]'
/** Artes Gráficas Alcobendas: a client of the demo adviser with case files. */
const CLIENT_SEARCH = 'graficas alcob'

/** Tab until `target` (or a control inside it) has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let n = 0; n < max; n++) {
    const inside = await target.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    )
    if (inside) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settled(page)
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** The dialog lies whole inside the window. */
async function expectWithinWindow(page: Page): Promise<void> {
  const box = await page.locator(DIALOG).boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('no dialog or window')
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
}

test.describe('«Informe de ayudas»', () => {
  test('of a client, with the keyboard alone at 1920×1080 and 800×600: states, file, e-mail', async ({
    page,
    signedIn,
  }, testInfo) => {
    const view = await callMain(signedIn, 'reportSettings.get')
    await callMain(signedIn, 'reportSettings.save', {
      ...view.settings,
      firmName: 'Asesores del Norte SL',
      email: 'hola@asesoresnorte.es',
    })
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(signedIn.at('/clients'))
    await openClient(page, CLIENT_SEARCH)

    await page.getByTestId('client-report').focus()
    await page.keyboard.press('Enter')
    const dialog = page.locator(DIALOG)
    await expect(dialog.getByTestId('report-sections')).toBeVisible()
    // What the sign-in kept: the company is up to date, something else is not.
    await expect(dialog.getByTestId('report-section-company')).toContainText('Al día')
    await expect(dialog.getByTestId('report-not-fresh')).toBeVisible()
    await expectAccessible(page, 'client report', testInfo, { walk: true, within: DIALOG })
    await shot(page, testInfo, 'client-report-1920')

    // Language and format by arrow keys, the text typed, «Generar» by Enter.
    await tabTo(page, dialog.getByTestId('report-language-es'))
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByTestId('report-language-en').locator('input')).toBeChecked()
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByTestId('report-language-es').locator('input')).toBeChecked()
    await tabTo(page, dialog.getByTestId('report-format-pdf'))
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByTestId('report-format-docx').locator('input')).toBeChecked()
    await tabTo(page, dialog.getByTestId('report-note'))
    await page.keyboard.type('Revisemos juntos la convocatoria de diciembre.')
    await tabTo(page, dialog.getByTestId('report-generate'))
    await page.keyboard.press('Enter')

    // Written (the harness saves where a save dialog would): the keyboard goes on from «Abrir».
    await expect(dialog.getByTestId('report-done-text')).toContainText('Informe guardado')
    await expect(dialog.getByTestId('report-open')).toBeFocused()
    await expectAccessible(page, 'client report written', testInfo, { walk: true, within: DIALOG })
    await shot(page, testInfo, 'client-report-done-1920')
    await page.keyboard.press('Tab')
    await expect(dialog.getByTestId('report-reveal')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByTestId('report-email')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('.n-message')).toContainText('Correo preparado')
    expect(
      readdirSync(signedIn.downloadsDir).filter((name) => name.endsWith('.docx')),
    ).toHaveLength(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // The same dialog in a small window: whole, and still accessible.
    await page.setViewportSize({ width: 800, height: 600 })
    await page.getByTestId('client-more').click()
    await page.getByTestId('more-report').click()
    await expect(dialog.getByTestId('report-sections')).toBeVisible()
    await expectWithinWindow(page)
    await expectAccessible(page, 'client report 800×600', testInfo, { walk: true, within: DIALOG })
    await shot(page, testInfo, 'client-report-800')
  })

  test('of several clients from the list, with progress, in a folder', async ({
    page,
    signedIn,
  }, testInfo) => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(signedIn.at('/clients'))
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await page.getByTestId('clients-search').locator('input').fill('artes graficas')
    const total = (await callMain(signedIn, 'clients.query', { text: 'artes graficas' })).total
    expect(total).toBeGreaterThan(1)
    await expect(page.getByTestId('clients-reports')).toHaveText(`Informes de ayudas (${total})`)
    await page.getByTestId('clients-reports').click()
    const dialog = page.locator(DIALOG)
    await expect(dialog.getByTestId('report-clients-plan')).toBeVisible()
    await expectAccessible(page, 'client reports', testInfo, { walk: true, within: DIALOG })
    await shot(page, testInfo, 'client-reports-1920')
    await dialog.getByTestId('report-generate').click()
    await expect(dialog.getByTestId('report-done-text')).toHaveText(
      `${total} informes guardados en la carpeta.`,
    )
    await page.setViewportSize({ width: 800, height: 600 })
    await expectWithinWindow(page)
    await shot(page, testInfo, 'client-reports-done-800')
  })

  test('in English: the dialog and «Settings → Reports»', async ({ page, signedIn }, testInfo) => {
    await callMain(signedIn, 'settings.update', { language: 'en', theme: 'dark' })
    const data = watchAnswers(page)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto(signedIn.at('/clients'))
    await openClient(page, CLIENT_SEARCH)
    await page.getByTestId('client-report').click()
    const dialog = page.locator(DIALOG)
    await expect(dialog.getByTestId('report-sections')).toBeVisible()
    await expect(dialog.getByTestId('report-language-en').locator('input')).toBeChecked()
    await expectEnglishAndAccessible(page, data, 'client report', testInfo, DIALOG)
    await shot(page, testInfo, 'client-report-en')
    await page.keyboard.press('Escape')

    await page.evaluate(() => (window.location.hash = '#/settings'))
    await expect(page.getByTestId('report-settings')).toBeVisible()
    await page.getByTestId('report-settings').scrollIntoViewIfNeeded()
    await expectEnglishAndAccessible(
      page,
      data,
      'report settings',
      testInfo,
      '[data-testid="report-settings"]',
    )
    await shot(page, testInfo, 'report-settings-en')
  })
})
