import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Locator, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { PROFILE_FIGURE_FIELDS } from '@shared/clients/client-fields'
import { parseDelimited } from '@shared/csv-parse'
import { formatNumber } from '@shared/format'
import { nextAnswer, recordCalls } from './bridge-answers'
import {
  ADVISER,
  customEnvironment,
  expect,
  openFromMenu,
  signInThroughMain,
  test,
} from './fixtures'
import { ui } from './catalogue'

const NIF = 'B19520063'
const CLIENT = 'Embutidos Molina S.L.'
const CSV_HEADER =
  'NIF;Beneficiario;Id de la convocatoria;Convocatoria;Fecha de concesión;Importe concedido (€)'
/** A grant that, in a demo service with 60,000 concessions, has well over 2,000 (more than 20 pages). */
const LARGE_GRANT = 'kit-digital-2026'
/** The service's concessions lists: held by the test while a walk over them must stay under way. */
const CONCESSIONS = { path: /^\/api\/v2\/funds\/concessions\// }
/** A simulator profile with opportunities for the demo adviser: Madrid, pyme, several actions. */
const SIMULATOR_PROFILE = 'provinces=28&applicants=2&actions=1,2,3'

/** The files the harness wrote (it saves exports into one folder: a browser has no save dialog). */
function exported(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder) : []
}

function checked(locator: Locator) {
  return expect(locator).toHaveClass(/n-(radio|checkbox)--checked/)
}

async function searchNif(page: Page, nif: string) {
  const answer = nextAnswer(page, 'concessions.search')
  await page.getByTestId('nif-input').locator('input').fill(nif)
  await page.getByTestId('nif-search').click()
  return answer
}

/** Exports the list on screen with the dialog's defaults (CSV for Spanish Excel); its rows. */
async function exportShown(page: Page): Promise<{ fileName: string; rows: string[][] }> {
  const columns = nextAnswer(page, 'export.columns')
  await page.getByTestId('export-open').click()
  const headers = (await columns).map((c) => c.header)
  const answer = nextAnswer(page, 'export.start')
  await page.getByTestId('export-dialog').getByTestId('export-start').click()
  const done = await answer
  if (done.status !== 'done') throw new Error(`export ${done.status}`)
  await expect(page.getByTestId('export-done').last()).toContainText(done.fileName)
  const rows = parseDelimited(readFileSync(done.path, 'utf8'), ';')
  expect(rows[0]).toEqual(headers)
  expect(rows).toHaveLength(done.rows + 1)
  return { fileName: done.fileName, rows: rows.slice(1) }
}

/** What the dialog offers and sends is ExportDialog.test.ts's; how main writes each format, test/integration/export's. */
test.describe('exports', () => {
  test('a NIF’s concessions, the case-file statuses and the simulator’s opportunities export every row as CSV for Spanish Excel; «Abrir carpeta» shows the file', async ({
    page,
    signedIn: harness,
  }) => {
    await page.goto(harness.at('/concessions'))
    const result = await searchNif(page, NIF)

    const columns = nextAnswer(page, 'export.columns')
    await page.getByTestId('export-open').click()
    const dialog = page.getByTestId('export-dialog')
    const headers = (await columns).map((c) => c.header)
    await checked(dialog.getByTestId('export-format-csv-excel'))
    await expect(dialog.getByTestId('export-format-csv-excel')).toContainText(
      'CSV para Excel (España)',
    )
    for (const key of (await columns).map((c) => c.key)) {
      await checked(dialog.getByTestId(`export-column-${key}`))
    }
    await dialog.getByTestId('export-start').click()

    const done = page.getByTestId('export-done')
    await expect(done).toContainText(`${result.rows.length} filas`)
    await expect(dialog).toBeHidden()
    const files = exported(harness.downloadsDir)
    expect(files).toEqual([expect.stringMatching(/^concesiones-de-b19520063-.*\.csv$/)])
    await expect(done).toContainText(files[0] ?? '—')

    const bytes = readFileSync(join(harness.downloadsDir, files[0] ?? ''))
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toContain('\n')
    const lines = text.slice(0, -2).split('\r\n')
    expect(lines[0]).toBe(CSV_HEADER)
    expect(lines[0]).toBe(headers.join(';'))
    expect(lines).toHaveLength(result.rows.length + 1)
    const amounts = lines.slice(1).map((line) => line.split(';').at(-1) ?? '')
    for (const amount of amounts) expect(amount).toMatch(/^\d+,\d{2}$/)
    const sum = amounts.reduce((total, a) => total + Number(a.replace(',', '.')), 0)
    const expected = result.rows.reduce((total, row) => total + (row.awarded_amount ?? 0), 0)
    expect(sum).toBeCloseTo(expected, 2)
    expect(lines.slice(1).every((line) => line.startsWith(`${NIF};`))).toBe(true)

    const reveal = nextAnswer(page, 'export.reveal')
    await page.getByTestId('export-reveal').click()
    expect(await reveal).toEqual({ revealed: true })
    await expect(done).toBeHidden()

    // Every row of the statuses and of the simulator's opportunities, not only those loaded.
    const listed = nextAnswer(page, 'statuses.list')
    await openFromMenu(page, 'Estados de expediente')
    const { groups } = await listed
    const statuses = await exportShown(page)
    expect(statuses.fileName).toMatch(/^estados-de-expediente-.*\.csv$/)
    expect(statuses.rows.map((row) => [Number(row[0]), row[1], Number(row[2]), row[3]])).toEqual(
      groups.flatMap((g) => g.status.map((s) => [g.id, g.name, s.id, s.name])),
    )

    const run = nextAnswer(page, 'simulator.run')
    await page.goto(harness.at(`/simulator?${SIMULATOR_PROFILE}`))
    const simulated = await run
    expect(simulated.count).toBeGreaterThan(1)
    await expect(page.getByTestId('opportunity-row').first()).toBeVisible()
    const opportunities = await exportShown(page)
    expect(opportunities.fileName).toMatch(/^oportunidades-.*\.csv$/)
    // Every opportunity, not only the loaded ones: those first, in the service's order.
    expect(opportunities.rows).toHaveLength(simulated.count)
    expect(opportunities.rows.slice(0, simulated.rows.length).map((row) => row[0])).toEqual(
      simulated.rows.map((r) => r.formatted_title),
    )
  })

  test('the clients list exports its current search, with the columns chosen', async ({
    page,
    signedIn: harness,
  }) => {
    await page.goto(harness.at('/clients'))
    await expect(page.getByTestId('client-row').first()).toBeVisible()
    await page.getByTestId('clients-search').locator('input').fill('graficas alcob')
    await expect(page.getByTestId('client-row')).toHaveCount(1)

    await page.getByTestId('export-open').click()
    const dialog = page.getByTestId('export-dialog')
    await dialog.getByTestId('export-columns-none').click()
    // Checked out of order: the file keeps the list's order.
    await dialog.getByTestId('export-column-business_name').click()
    await dialog.getByTestId('export-column-nif').click()
    await dialog.getByTestId('export-format-csv-standard').click()
    await dialog.getByTestId('export-start').click()
    await expect(page.getByTestId('export-done')).toContainText('1 fila')
    // The notice is the screen's: above its content, not over it, and gone on another screen.
    const notice = await page.getByTestId('export-done').boundingBox()
    const list = await page.getByTestId('clients-table').boundingBox()
    expect((notice?.y ?? 0) + (notice?.height ?? 0)).toBeLessThanOrEqual(list?.y ?? 0)
    await openFromMenu(page, 'Concesiones')
    await expect(page.getByTestId('export-done')).toBeHidden()
    await openFromMenu(page, 'Clientes')
    // The format chosen is offered first the next time.
    await page.getByTestId('export-open').click()
    await checked(dialog.getByTestId('export-format-csv-standard'))
    await dialog.getByTestId('export-cancel').click()

    const [file] = exported(harness.downloadsDir)
    expect(file).toMatch(/^clientes-.*\.csv$/)
    const text = readFileSync(join(harness.downloadsDir, file ?? ''), 'utf8')
    expect(
      text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'Nombre o razón social,"NIF, CIF o NIE"',
      'Artes Gráficas Alcobendas S.L.,B28055374',
    ])
  })

  test('a client’s dossier exports as one workbook with seven sheets', async ({
    page,
    signedIn: harness,
  }) => {
    await page.goto(harness.at('/clients'))
    await page.getByTestId('clients-search').locator('input').fill(NIF)
    await expect(page.getByTestId('client-row')).toHaveCount(1)
    const opened = nextAnswer(page, 'clients.get')
    await page.getByTestId('client-row').click()
    await expect(page.getByTestId('client-name')).toHaveText(CLIENT)
    const { client } = await opened

    // How many concessions the dossier's second sheet should have.
    const search = nextAnswer(page, 'concessions.search')
    await page.getByTestId('client-concessions').click()
    const concessions = (await search).rows.length
    await page.goBack()
    await expect(page.getByTestId('client-name')).toHaveText(CLIENT)

    const calls = recordCalls(page, 'export.start')
    await page.getByTestId('export-dossier').click()
    const dialog = page.getByTestId('export-dialog')
    await expect(dialog).toContainText(ui((t) => t.exports.dossierHelp))
    await expect(dialog.getByTestId('export-columns')).toBeHidden()
    await dialog.getByTestId('export-start').click()
    // Its opportunities' grants are not kept: the dialog offers to load them first, priced.
    await expect(dialog.getByTestId('export-grants-missing')).toBeVisible()
    await dialog.getByTestId('export-grants-skip').click()
    await expect(page.getByTestId('export-done')).toBeVisible()
    expect(calls).toEqual([
      expect.objectContaining({ format: 'xlsx', source: { kind: 'dossier', clientId: 1003 } }),
      expect.objectContaining({
        format: 'xlsx',
        source: { kind: 'dossier', clientId: 1003, grants: 'skip' },
      }),
    ])

    const [file] = exported(harness.downloadsDir)
    expect(file).toMatch(/^ficha-embutidos-molina-.*\.xlsx$/)
    const book = await new ExcelJS.Workbook().xlsx.readFile(join(harness.downloadsDir, file ?? ''))
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Cliente',
      'Concesiones',
      'Oportunidades',
      'Convocatoria',
      'Expedientes',
      'Plazos',
      'Documentación',
    ])
    expect((book.getWorksheet('Concesiones')?.actualRowCount ?? 0) - 1).toBe(concessions)
    expect(JSON.stringify(book.getWorksheet('Cliente')?.getSheetValues())).toContain(CLIENT)

    // Typed like the list exports: numbers that sum, real dates, ids without separators; a figure
    // the client lacks (the vendor's incomplete profiles, SC-DIALECT-4) an empty cell, never 0.
    const card = new Map<string, ExcelJS.Cell>()
    book.getWorksheet('Cliente')?.eachRow((row, n) => {
      if (n > 1) card.set(row.getCell(1).text, row.getCell(2))
    })
    const cell = (field: keyof typeof client) => card.get(CLIENT_FIELD_LABELS.es[field])
    expect(cell('id')?.value).toBe(1003)
    expect(cell('id')?.numFmt).toBe('0')
    expect(cell('business_name')?.value).toBe(CLIENT)
    for (const figure of PROFILE_FIGURE_FIELDS) {
      const value = cell(figure)?.value
      if (client[figure] === null) expect(value ?? null, figure).toBeNull()
      else if (figure === 'constitution_date') expect(value, figure).toBeInstanceOf(Date)
      else expect(value, figure).toBe(client[figure])
    }
    if (client.last_year_billing !== null) {
      expect(cell('last_year_billing')?.numFmt).toBe('#,##0.00 €')
    }
    const grants = book.getWorksheet('Concesiones')
    expect(grants?.getRow(1).getCell(3).value).toBe('Id de la convocatoria')
    expect(typeof grants?.getRow(2).getCell(3).value).toBe('number')
    expect(grants?.getRow(2).getCell(3).numFmt).toBe('0')
  })

  test('a large search asks before spending credits, for «Cargar todas» and for the export', async ({
    page,
    harness,
    anotherDemoService,
  }) => {
    const demoService = await anotherDemoService({ concessions: 60_000 })
    await signInThroughMain(harness, ADVISER, customEnvironment(demoService.url))
    await page.goto(harness.at('/concessions'))
    await page
      .getByTestId('concessions-tabs')
      .getByText('Por convocatoria', { exact: true })
      .click()
    const answer = nextAnswer(page, 'concessions.search')
    await page.getByTestId('grant-input').locator('input').fill(LARGE_GRANT)
    await page.getByTestId('grant-search').click()
    const first = await answer
    expect(first.count).toBeGreaterThan(2000)
    expect(first.complete).toBe(false)
    const count = formatNumber(first.count, 0)
    const remaining = first.requestsForAll - 1
    expect(remaining).toBeGreaterThan(20)
    await expect(page.getByTestId('concessions-partial-text')).toHaveText(
      `Primeras ${first.rows.length} de ${count} concesiones`,
    )
    await expect(page.getByTestId('summary-count')).toHaveText(String(first.rows.length))

    // The export says what it costs first; cancelling writes nothing.
    const starts = recordCalls(page, 'export.start')
    await page.getByTestId('export-open').click()
    await page.getByTestId('export-dialog').getByTestId('export-start').click()
    const warning = page.getByRole('dialog').filter({ hasText: 'Puede consumir créditos' })
    // The most the export spends: main never sends more (SC-COST-3).
    await expect(warning).toContainText(
      `Son ${count} filas y hasta ${remaining} consultas al servicio`,
    )
    await expect(page.getByTestId('confirm-requests')).toHaveText(
      `Continuar (hasta ${remaining} consultas)`,
    )
    await page.getByTestId('cancel-requests').click()
    await expect(warning).toBeHidden()
    expect(exported(harness.downloadsDir)).toEqual([])

    // Agreed: it shows its progress and can be cancelled, which leaves no file behind.
    const dialog = page.getByTestId('export-dialog')
    demoService.control.hold(CONCESSIONS, 1)
    await dialog.getByTestId('export-start').click()
    await page.getByTestId('confirm-requests').click()
    await expect(dialog.getByTestId('export-progress')).toContainText(
      /Exportando: \d+ de \d+ páginas/,
    )
    await dialog.getByTestId('export-cancel').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('export-done')).toBeHidden()
    demoService.control.release()
    expect(exported(harness.downloadsDir)).toEqual([])

    await page.getByTestId('export-open').click()
    await dialog.getByTestId('export-start').click()
    await page.getByTestId('confirm-requests').click()
    await expect(page.getByTestId('export-done')).toContainText(`${count} filas`, {
      timeout: 30_000,
    })
    await expect(page.getByTestId('export-done')).toContainText(
      `${remaining} consultas hechas de ${remaining} confirmadas`,
    )
    expect(starts.at(-1)).toEqual(expect.objectContaining({ confirmedRequests: remaining }))
    const [file] = exported(harness.downloadsDir)
    const lines = readFileSync(join(harness.downloadsDir, file ?? ''), 'utf8')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(first.count + 1)

    // «Cargar todas» asks too; agreed, every page comes and the summary covers them all.
    const searches = recordCalls(page, 'concessions.search')
    await page.getByTestId('concessions-load-all').click()
    await expect(page.getByTestId('concessions-load-all')).toHaveText(
      `Cargar todas (hasta ${remaining} consultas)`,
    )
    await expect(warning).toContainText(`Esto hace hasta ${remaining} consultas al servicio`)
    await page.getByTestId('cancel-requests').click()
    expect(searches).toEqual([])
    await expect(page.getByTestId('concessions-partial')).toBeVisible()

    const all = nextAnswer(page, 'concessions.search')
    demoService.control.hold(CONCESSIONS, 1)
    await page.getByTestId('concessions-load-all').click()
    await page.getByTestId('confirm-requests').click()
    await expect(page.getByTestId('concessions-progress')).toContainText(
      /Cargando páginas: \d+ de \d+/,
    )
    demoService.control.release()
    expect((await all).rows).toHaveLength(first.count)
    expect(searches.at(-1)).toEqual(
      expect.objectContaining({ loadAll: true, confirmedRequests: remaining }),
    )
    await expect(page.getByTestId('concessions-partial')).toBeHidden()
    await expect(page.getByTestId('summary-count')).toHaveText(count)
  })
})
