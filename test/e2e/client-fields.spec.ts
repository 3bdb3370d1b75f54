import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { CLIENT_FIELDS, isEditableField } from '@shared/clients/client-fields'
import { nextAnswer } from './bridge-answers'
import { expect, test } from './fixtures'

const NIF = 'B19520063'
const CLIENT = 'Embutidos Molina S.L.'

/**
 * The text shown by what each selector finds, by key, read at once in the page once every one of
 * them shows some (the screen draws its fields when its data has arrived).
 */
async function namesOn(page: Page, selectors: [string, string][]): Promise<Map<string, string>> {
  const read = () =>
    page.evaluate<[string, string][], [string, string][]>(
      (pairs) =>
        pairs.map(([key, selector]) => [
          key,
          (document.querySelector<HTMLElement>(selector)?.innerText ?? '').trim(),
        ]),
      selectors,
    )
  await expect
    .poll(async () => (await read()).filter(([, name]) => name === '').map(([key]) => key), {
      intervals: [20, 50, 100],
    })
    .toEqual([])
  return new Map(await read())
}

test('a client field has one name on the record, on the form, in the export dialog and in the file', async ({
  page,
  signedIn: harness,
}) => {
  await page.goto(harness.at('/clients'))
  await page.getByTestId('clients-search').locator('input').fill(NIF)
  await expect(page.getByTestId('client-row')).toHaveCount(1)

  // The file: every column, as XLSX.
  const columns = nextAnswer(page, 'export.columns')
  await page.getByTestId('export-open').click()
  const dialog = page.getByTestId('export-dialog')
  const offered = await columns
  const inDialog = await namesOn(
    page,
    offered.map(({ key }) => [
      key,
      `[data-testid="export-dialog"] [data-testid="export-column-${key}"]`,
    ]),
  )
  await dialog.getByTestId('export-format-xlsx').click()
  await dialog.getByTestId('export-start').click()
  await expect(page.getByTestId('export-done')).toContainText('1 fila')
  const [file] = readdirSync(harness.downloadsDir)
  const book = await new ExcelJS.Workbook().xlsx.readFile(join(harness.downloadsDir, file ?? ''))
  const header = book.worksheets[0]?.getRow(1)
  const inFile = Array.from(
    { length: header?.cellCount ?? 0 },
    (_, i) => header?.getCell(i + 1).text ?? '',
  )
  expect(inFile).toEqual(offered.map((column) => column.header))
  expect(offered.map((column) => column.key)).toEqual(CLIENT_FIELDS.map((field) => field.key))

  // The record.
  await page.getByTestId('client-row').click()
  await expect(page.getByTestId('client-name')).toHaveText(CLIENT)
  // A field's value is in a row whose heading names it.
  const onRecord = await namesOn(
    page,
    CLIENT_FIELDS.map(({ key }) => [key, `tr:has([data-testid="field-${key}"]) > th`]),
  )

  // The form.
  await page.getByTestId('client-edit').click()
  await expect(page.getByTestId('page-title')).toHaveText('Editar cliente')
  const onForm = await namesOn(
    page,
    CLIENT_FIELDS.filter(isEditableField).map(({ key }) => [
      key,
      `[data-testid="form-${key}"] .n-form-item-label__text`,
    ]),
  )

  CLIENT_FIELDS.forEach((field, index) => {
    const name = inFile[index]
    expect(onRecord.get(field.key), field.key).toBe(name)
    expect(inDialog.get(field.key), field.key).toBe(name)
    if (isEditableField(field)) expect(onForm.get(field.key), field.key).toBe(name)
  })
  expect(onRecord.get('action_items')).toBe('Acciones')
  expect(onRecord.get('expert_data')).toBe('Gestor')
})
