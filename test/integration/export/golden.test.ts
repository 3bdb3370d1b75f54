import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CatalogueViewSchema } from '@shared/catalogue'
import { CaseFileWireSchema } from '@shared/wire/case-file'
import { ClientDataSchema } from '@shared/wire/client'
import { CELL_TYPES, type CellType } from '@shared/cell-types'
import { ConcessionByGrantSchema, ConcessionByNifSchema } from '@shared/wire/concession'
import { OpportunitySchema } from '@shared/wire/opportunity'
import { StatusGroupSchema } from '@shared/wire/status-group'
import {
  caseListDataset,
  clientDossierDataset,
  clientsDataset,
  type Column,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  type Dataset,
  dossierRows,
  type ExportFormat,
  type ExportSheet,
  opportunitiesDataset,
  sheetIn,
  statusesDataset,
  statusRows,
  writeExport,
} from '../../../src/main/export/export-parts'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { zipEntries } from '../../support/zip-entries'

/**
 * Golden files: what the export engine wrote for fixed rows before it was rewritten for speed
 * (issue 12). The rows are the answers of a demo service (seed 7, today 2026-05-14) kept in rows.json,
 * so a change to the demo service's data does not move them; the tricky rows below are hand-made.
 * `GOLDEN_UPDATE=1 npx vitest run test/integration/export/golden.test.ts` rewrites the files, for a
 * change of format made on purpose.
 */
const GOLDEN = join(__dirname, '../../fixtures/export-golden')
const UPDATE = process.env['GOLDEN_UPDATE'] === '1'

const FixtureSchema = z.object({
  catalogue: CatalogueViewSchema,
  clients: z.array(ClientDataSchema),
  concessionsByGrant: z.array(ConcessionByGrantSchema),
  concessionsByNif: z.array(ConcessionByNifSchema),
  nif: z.string(),
  statusGroups: z.array(StatusGroupSchema),
  opportunities: z.array(OpportunitySchema),
})
const fixture = FixtureSchema.parse(JSON.parse(readFileSync(join(GOLDEN, 'rows.json'), 'utf8')))

/** What a column may hold when the service sends something unexpected. */
interface Tricky {
  text: unknown
  id: unknown
  integer: unknown
  number: unknown
  money: unknown
  date: unknown
  boolean: unknown
  /** The kind of the «mixed» column's cell in this row. */
  kind: CellType
}

const TRICKY_COLUMNS: Column<Tricky>[] = [
  { key: 'text', header: 'Texto; con "comillas"', type: 'text', value: (r) => r.text },
  { key: 'id', header: 'Código', type: 'id', value: (r) => r.id },
  { key: 'integer', header: 'Entero', type: 'integer', value: (r) => r.integer },
  { key: 'number', header: 'Número', type: 'number', value: (r) => r.number },
  { key: 'money', header: '=Importe (€)', type: 'money', value: (r) => r.money },
  { key: 'date', header: 'Fecha', type: 'date', value: (r) => r.date },
  { key: 'boolean', header: 'Sí/No', type: 'boolean', value: (r) => r.boolean },
  // A column whose rows differ in kind, as the dossier's «Valor».
  {
    key: 'mixed',
    header: 'Valor',
    type: 'text',
    typeOf: (r) => r.kind,
    value: (r) =>
      [r.text, r.id, r.integer, r.number, r.money, r.date, r.boolean][CELL_TYPES.indexOf(r.kind)],
  },
]

const TEXTS: unknown[] = [
  'Pérez; García',
  'García, S.L.',
  'Taller "El Rápido"',
  '"',
  'línea 1\nlínea 2',
  'a\r\nb',
  'fin\r',
  '=SUM(A1)',
  '+34 612 345 678',
  '-foo',
  '@x',
  '\tsecreto',
  '\rx',
  '\nx',
  '=1+1;2',
  '＝ancho',
  "'ya citado",
  '',
  ' ',
  'Ñandú 🌵 €',
  null,
  undefined,
  12.5,
  -3,
  true,
  false,
  { a: 1 },
  [1, 'dos'],
  new Date(Date.UTC(2026, 4, 14)),
]
const NUMBERS: unknown[] = [
  0,
  -0,
  1234.5,
  -12.5,
  0.1 + 0.2,
  -0.004,
  0.005,
  2.5,
  -2.5,
  1e21,
  -1e-7,
  123456789.987,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '850000.00',
  '-5',
  '=1',
  '',
  true,
  null,
  undefined,
  { n: 1 },
]
const DATES: unknown[] = [
  '2026-05-14',
  '2024-02-29',
  '2023-02-29',
  '2026-13-01',
  '2026-5-14',
  '2026-05-14T10:00:00Z',
  '14/05/2026',
  '=HOY()',
  '',
  20260514,
  null,
  undefined,
  false,
]
const BOOLEANS: unknown[] = [true, false, 'true', 1, 0, '', '-1', null, undefined]

const at = (list: readonly unknown[], index: number): unknown => list[index % list.length]
const TRICKY_ROWS: Tricky[] = Array.from({ length: 120 }, (_, i) => ({
  text: at(TEXTS, i),
  id: at(NUMBERS, i + 5),
  integer: at(NUMBERS, i),
  number: at(NUMBERS, i + 3),
  money: at(NUMBERS, i + 7),
  date: at(DATES, i),
  boolean: at(BOOLEANS, i),
  kind: CELL_TYPES[i % CELL_TYPES.length] ?? 'text',
}))

async function* pagesOf<T>(rows: readonly T[], size = 100): AsyncGenerator<readonly T[]> {
  for (let i = 0; i < rows.length; i += size) yield await Promise.resolve(rows.slice(i, i + size))
}

/** Pages of 7: rows of one kind land on different pages, and the last page is short. */
const tricky = () => ({ name: 'Raros', columns: TRICKY_COLUMNS, rows: pagesOf(TRICKY_ROWS, 7) })

function sheet<T>(dataset: Dataset<T>, rows: readonly T[], keys?: readonly string[], lang?: Lang) {
  return { ...sheetIn(lang ?? 'es', dataset, keys), rows: pagesOf(rows) }
}

/** The case files list's rows: one whole, one as a new case file arrives (no status, no amounts). */
const CASE_ROWS = [
  {
    ...CaseFileWireSchema.parse({
      id: 4012,
      identifier: 'EXP-2026-04012',
      title: 'Kit Digital; segunda fase',
      client_data: { id: 1001, business_name: 'Talleres Núñez S.L.', email: '', nif: 'B12345674' },
      expert_data: { id: 301, name: 'Lucía Martín', email: 'asesora@demo.grantsdesk.es' },
      reference: 'REF-7',
      status_group: { id: 4, name: 'Ejecución y justificación' },
      current_status: { id: 44, name: 'Justificada' },
      requested_amount: 12000.5,
      awarded_amount: 9000,
      presentation_date: '2026-03-09',
      concession_date: '2026-06-30',
    }),
    archived: false,
  },
  { ...CaseFileWireSchema.parse({ id: 4013, identifier: 'EXP-2026-04013' }), archived: true },
]

interface GoldenCase {
  file: string
  format: ExportFormat
  write: (target: string) => Promise<unknown>
}

/** One golden file: each sheet keeps its own row type, as `writeExport` takes them. */
function golden<S extends readonly unknown[]>(
  file: string,
  format: ExportFormat,
  sheets: () => { readonly [K in keyof S]: ExportSheet<S[K]> },
): GoldenCase {
  return { file, format, write: (target) => writeExport<S>({ target, format, sheets: sheets() }) }
}

const clients = clientsDataset({ catalogue: fixture.catalogue })
const [firstClient] = fixture.clients
if (!firstClient) throw new Error('rows.json has no clients')

const CASES: GoldenCase[] = [
  golden('clients-excel.csv', 'csv-excel', () => [sheet(clients, fixture.clients)]),
  golden('clients-standard.csv', 'csv-standard', () => [sheet(clients, fixture.clients)]),
  golden('clients-english.csv', 'csv-excel', () => [
    sheet(
      clients,
      fixture.clients,
      ['nif', 'business_name', 'province', 'last_year_billing', 'constitution_date', 'public'],
      'en',
    ),
  ]),
  golden('clients.xlsx', 'xlsx', () => [sheet(clients, fixture.clients)]),
  golden('concessions-grant-excel.csv', 'csv-excel', () => [
    sheet(concessionsByGrantDataset, fixture.concessionsByGrant),
  ]),
  golden('concessions-grant-standard.csv', 'csv-standard', () => [
    sheet(concessionsByGrantDataset, fixture.concessionsByGrant),
  ]),
  golden('concessions-grant.xlsx', 'xlsx', () => [
    sheet(concessionsByGrantDataset, fixture.concessionsByGrant),
  ]),
  golden('concessions-nif-excel.csv', 'csv-excel', () => [
    sheet(concessionsByNifDataset(fixture.nif), fixture.concessionsByNif),
  ]),
  golden('statuses-excel.csv', 'csv-excel', () => [
    sheet(statusesDataset, statusRows(fixture.statusGroups)),
  ]),
  golden('opportunities-standard.csv', 'csv-standard', () => [
    sheet(opportunitiesDataset, fixture.opportunities),
  ]),
  golden('dossier.xlsx', 'xlsx', () => [
    sheet(
      { ...clientDossierDataset, name: 'export.sheet.client' },
      dossierRows(firstClient, { catalogue: fixture.catalogue }),
    ),
    sheet(
      { ...concessionsByNifDataset(fixture.nif), name: 'export.sheet.concessions' },
      fixture.concessionsByNif,
    ),
    sheet(opportunitiesDataset, fixture.opportunities),
  ]),
  // The case files list: its own words, the expert's name and e-mail apart, in either language.
  golden('cases-excel.csv', 'csv-excel', () => [sheet(caseListDataset, CASE_ROWS)]),
  golden('cases-english.csv', 'csv-excel', () => [
    sheet(caseListDataset, CASE_ROWS, undefined, 'en'),
  ]),
  golden('tricky-excel.csv', 'csv-excel', () => [tricky()]),
  golden('tricky-standard.csv', 'csv-standard', () => [tricky()]),
  golden('tricky.xlsx', 'xlsx', () => [tricky()]),
]

/** exceljs stamps the workbook's creation time in docProps/core.xml; every other part is fixed. */
const TIMESTAMPED = 'docProps/core.xml'

function xlsxParts(bytes: Buffer): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const [name, data] of zipEntries(bytes)) {
    if (name !== TIMESTAMPED) parts[name] = data.toString('utf8')
  }
  return parts
}

const dir = mkdtempSync(join(tmpdir(), 'gd-export-golden-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('exports are byte for byte what the engine wrote before (golden files)', () => {
  it.each(CASES)('$file', async ({ file, format, write }) => {
    const target = join(dir, file)
    await write(target)
    if (UPDATE) copyFileSync(target, join(GOLDEN, file))
    const written = readFileSync(target)
    const golden = readFileSync(join(GOLDEN, file))
    if (format === 'xlsx') {
      const parts = xlsxParts(written)
      expect(Object.keys(parts).length).toBeGreaterThan(4)
      expect(parts).toEqual(xlsxParts(golden))
    } else {
      expect(written.toString('utf8')).toBe(golden.toString('utf8'))
      expect(written.equals(golden)).toBe(true)
    }
  })
})
