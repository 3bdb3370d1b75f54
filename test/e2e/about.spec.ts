import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Page } from '@playwright/test'
import { axeViolations } from './axe-check'
import { expect, test } from './fixtures'

const VERSION = (
  JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as { version: string }
).version

const TEXT = {
  palette: 'acerca',
  title: 'Acerca de Grants Desk',
  search: 'Buscar paquete o licencia',
  none: 'No aplica (navegador)',
  credit: 'Fuente de la CNAE: Instituto Nacional de Estadística (INE), CNAE-2009.',
  diagnostics: 'diagnóstico',
  diagnosticsTitle: 'Exportar diagnóstico',
}

/** Runs a palette action by typing part of its name, keyboard only. */
async function fromPalette(page: Page, words: string): Promise<void> {
  await page.keyboard.press('Control+k')
  // Typed only once the palette has the focus, or the first letters go elsewhere.
  const input = page.getByTestId('palette-input').locator('input')
  await expect(input).toBeFocused()
  await page.keyboard.type(words)
  await expect(page.getByTestId('palette-list').getByRole('option').first()).toContainText(
    new RegExp(words, 'i'),
  )
  await page.keyboard.press('Enter')
}

/** axe-core on the dialog `testId` names, over a screen checked in accessibility.spec.ts. */
async function expectAxeClean(page: Page, testId: string): Promise<void> {
  expect(await axeViolations(page, { include: `[data-testid="${testId}"]` })).toEqual([])
}

// Its English is AboutDialog.test.ts's and CommandPalette.test.ts's.
test('«Acerca de» with the keyboard: versions, the CNAE credit and searchable licences', async ({
  page,
  shared,
}) => {
  await page.goto(shared.at('/clients'))
  await expect(page.getByTestId('header-user')).toBeVisible()
  await fromPalette(page, TEXT.palette)

  const dialog = page.getByTestId('about-dialog')
  await expect(dialog.getByRole('heading', { name: TEXT.title })).toBeVisible()
  await expect(page.getByTestId('about-version-app')).toContainText(VERSION)
  await expect(page.getByTestId('about-version-electron')).toContainText(TEXT.none)
  await expect(page.getByTestId('about-version-node')).toContainText(/\d+\.\d+\.\d+/)
  await expect(dialog).toContainText(TEXT.credit)
  // The notices the build generated: hundreds of packages, those the app is made of among them.
  for (const name of ['@vue/runtime-core', 'zod', 'better-sqlite3', 'naive-ui']) {
    await expect(page.getByTestId(`licence-${name}`)).toHaveCount(1)
  }
  await expectAxeClean(page, 'about-dialog')

  // Search, then open a licence with the keyboard.
  const search = page.getByRole('textbox', { name: TEXT.search })
  await search.focus()
  await page.keyboard.type('zod')
  await expect(page.getByTestId('about-licences').locator('details')).toHaveCount(1)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const zod = page.getByTestId('licence-zod')
  await expect(zod.locator('summary')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(zod.locator('pre')).toContainText('MIT License')
  await expectAxeClean(page, 'about-dialog')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('«Exportar diagnóstico…» lists the files first, and the clients only when ticked', async ({
  page,
  signedIn: harness,
}) => {
  await page.goto(harness.at('/clients'))
  await expect(page.getByTestId('header-user')).toBeVisible()
  await fromPalette(page, TEXT.diagnostics)
  const dialog = page.getByTestId('diagnostics-dialog')
  await expect(dialog.getByRole('heading', { name: TEXT.diagnosticsTitle })).toBeVisible()
  const files = page.getByTestId('diagnostics-files')
  await expect(files).toContainText('versiones.json')
  await expect(files).toContainText('base-de-datos.json')
  await expect(files).toContainText(/registros\/grants-desk\.\d+\.log/)
  await expect(files).not.toContainText('clientes.json')
  await expectAxeClean(page, 'diagnostics-dialog')

  await page.getByTestId('diagnostics-include-clients').click()
  await expect(files).toContainText('clientes.json')
  await page.getByTestId('diagnostics-include-clients').click()
  await expect(files).not.toContainText('clientes.json')

  await page.getByTestId('diagnostics-save').click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('.n-message')).toContainText('Diagnóstico guardado en')
  const saved = readdirSync(harness.downloadsDir).filter((name) => name.endsWith('.zip'))
  expect(saved).toHaveLength(1)
  expect(
    readFileSync(join(harness.downloadsDir, saved[0] ?? ''))
      .subarray(0, 2)
      .toString(),
  ).toBe('PK')
})
