import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { CLIENT_FIELDS, isEditableField } from '@shared/client-fields'
import { nextAnswer } from './bridge-answers'
import { expect, openFromMenu, signInAsDemo, test } from './fixtures'

const NIF = 'B19520063'
const CLIENT = 'Embutidos Molina S.L.'

test('a client field has one name on the record, on the form, in the export dialog and in the file', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await signInAsDemo(page)
  await openFromMenu(page, 'Clientes')
  await page.getByTestId('clients-search').locator('input').fill(NIF)
  await expect(page.getByTestId('client-row')).toHaveCount(1)

  // The file: every column, as XLSX.
  const columns = nextAnswer(page, 'export.columns')
  await page.getByTestId('export-open').click()
  const dialog = page.getByTestId('export-dialog')
  const offered = await columns
  const inDialog = new Map<string, string>()
  for (const column of offered) {
    inDialog.set(
      column.key,
      (await dialog.getByTestId(`export-column-${column.key}`).innerText()).trim(),
    )
  }
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
  const onRecord = new Map<string, string>()
  for (const field of CLIENT_FIELDS) {
    const row = page.locator('tr', { has: page.getByTestId(`field-${field.key}`) })
    onRecord.set(field.key, (await row.locator('th').innerText()).trim())
  }

  // The form.
  await page.getByTestId('client-edit').click()
  await expect(page.getByTestId('page-title')).toHaveText('Editar cliente')
  const onForm = new Map<string, string>()
  for (const field of CLIENT_FIELDS.filter(isEditableField)) {
    const item = page.getByTestId(`form-${field.key}`)
    onForm.set(field.key, (await item.locator('.n-form-item-label__text').innerText()).trim())
  }

  CLIENT_FIELDS.forEach((field, index) => {
    const name = inFile[index]
    expect(onRecord.get(field.key), field.key).toBe(name)
    expect(inDialog.get(field.key), field.key).toBe(name)
    if (isEditableField(field)) expect(onForm.get(field.key), field.key).toBe(name)
  })
  expect(onRecord.get('action_items')).toBe('Acciones')
  expect(onRecord.get('expert_data')).toBe('Gestor')
})
