import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConcessionByGrant, type ConcessionByNif } from '../../../src/shared/wire/concession'
import {
  type Column,
  columnsOf,
  concessionsByGrantDataset,
  concessionsByNifDataset,
  dossierRows,
  sheetIn,
  clientDossierDataset,
  writeExport,
  writeXlsx,
} from '../../../src/main/export/export-parts'
import { type ClientData } from '../../../src/shared/wire/client'

interface Row {
  name: string
  employees: number | null
  amount: number | null
  day: string | null
  active: boolean
}

const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Nombre', type: 'text', value: (r) => r.name },
  { key: 'employees', header: 'Empleados', type: 'integer', value: (r) => r.employees },
  { key: 'amount', header: 'Importe (€)', type: 'money', value: (r) => r.amount },
  { key: 'day', header: 'Fecha de concesión', type: 'date', value: (r) => r.day },
  { key: 'active', header: 'Activo', type: 'boolean', value: (r) => r.active, width: 11 },
]

const ROWS: Row[] = [
  {
    name: 'Talleres Fernández S.L.',
    employees: 12,
    amount: 1234.5,
    day: '2026-05-14',
    active: true,
  },
  { name: '=SUM(A1:A9)', employees: -5, amount: -12.5, day: null, active: false },
  { name: '+34 612 345 678', employees: null, amount: null, day: '2024-02-29', active: true },
]

const GRANT_ROWS: ConcessionByGrant[] = [
  {
    fund_slug: 'kit-digital-2026',
    fund_title: 'Kit Digital (convocatoria 2026)',
    beneficiary_cif: 'B12345674',
    beneficiary_name: 'TALLERES FERNANDEZ SL',
    concession_date: '2026-03-01',
    awarded_amount: 2000,
  },
]

const NIF_ROWS: ConcessionByNif[] = [
  {
    fund_id: 814328,
    fund_title: 'Kit Digital (convocatoria 2026)',
    beneficiary_name: 'TALLERES FERNANDEZ SL',
    concession_date: '2026-03-01',
    awarded_amount: 2000,
  },
]

const dir = mkdtempSync(join(tmpdir(), 'gd-export-xlsx-'))
const target = join(dir, 'libro.xlsx')
let workbook: ExcelJS.Workbook
let result: { path: string; rows: number; bytes: number }

async function* inPages<T>(rows: readonly T[], size = 2): AsyncGenerator<readonly T[]> {
  for (let i = 0; i < rows.length; i += size) yield await Promise.resolve(rows.slice(i, i + size))
}

beforeAll(async () => {
  const client = { ...FIXTURE_CLIENT }
  result = await writeExport({
    target,
    format: 'xlsx',
    sheets: [
      { name: 'Prueba: tipos [1/2]', columns: COLUMNS, rows: inPages(ROWS) },
      { ...sheetIn('es', concessionsByGrantDataset), rows: inPages(GRANT_ROWS) },
      { ...sheetIn('es', clientDossierDataset), rows: inPages(dossierRows(client), 100) },
      {
        name: 'Concesiones',
        columns: columnsOf('es', concessionsByNifDataset('B12345674')),
        rows: inPages(NIF_ROWS),
      },
    ],
  })
  workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(target)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sheet = (index: number) => {
  const found = workbook.worksheets[index]
  if (!found) throw new Error(`no sheet ${index}`)
  return found
}

describe('XLSX export', () => {
  it('writes one sheet per list, with names Excel accepts, and reports rows and bytes', () => {
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Prueba tipos 1 2',
      'Concesiones por convocatoria',
      'Ficha del cliente',
      'Concesiones',
    ])
    expect(result.rows).toBe(
      ROWS.length + GRANT_ROWS.length + dossierRows(FIXTURE_CLIENT).length + NIF_ROWS.length,
    )
    expect(result.bytes).toBe(statSync(target).size)
    expect(readdirSync(dir)).toEqual(['libro.xlsx'])
  })

  it('has a bold Spanish header row, frozen, with an autofilter over the data', () => {
    const first = sheet(0)
    expect(first.getRow(1).values).toEqual([
      undefined,
      'Nombre',
      'Empleados',
      'Importe (€)',
      'Fecha de concesión',
      'Activo',
    ])
    for (let c = 1; c <= COLUMNS.length; c++)
      expect(first.getRow(1).getCell(c).font?.bold).toBe(true)
    expect(first.getRow(2).getCell(1).font?.bold).not.toBe(true)
    expect(first.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(first.autoFilter).toBe('A1:E4')
    expect(sheet(1).autoFilter).toBe('A1:F2')
  })

  it('stores amounts and counts as numbers with Spanish-friendly formats', () => {
    const row = sheet(0).getRow(2)
    expect(row.getCell(2).value).toBe(12)
    expect(row.getCell(2).numFmt).toBe('#,##0')
    expect(row.getCell(3).value).toBe(1234.5)
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Number)
    expect(row.getCell(3).numFmt).toBe('#,##0.00 €')
    expect(sheet(0).getRow(3).getCell(3).value).toBe(-12.5)
    expect(sheet(0).getRow(3).getCell(2).value).toBe(-5)
  })

  it('stores dates as real dates on the same calendar day, and no date as an empty cell', () => {
    const cell = sheet(0).getRow(2).getCell(4)
    expect(cell.value).toBeInstanceOf(Date)
    expect((cell.value as Date).toISOString()).toBe('2026-05-14T00:00:00.000Z')
    expect(cell.numFmt).toBe('dd/mm/yyyy')
    expect(sheet(0).getRow(3).getCell(4).value).toBeNull()
    expect((sheet(0).getRow(4).getCell(4).value as Date).toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    )
  })

  it('keeps text as text: a leading «=» is a string, never a formula', () => {
    const formulaLike = sheet(0).getRow(3).getCell(1)
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String)
    expect(formulaLike.value).toBe('=SUM(A1:A9)')
    expect(sheet(0).getRow(4).getCell(1).value).toBe('+34 612 345 678')
    expect(sheet(0).getRow(2).getCell(5).value).toBe('Sí')
    expect(sheet(0).getRow(3).getCell(5).value).toBe('No')
  })

  it('sets widths from the header and the data, or from the column', () => {
    const widths = sheet(0).columns.map((c) => c.width)
    expect(widths[0]).toBe('Talleres Fernández S.L.'.length + 2)
    expect(widths[3]).toBe('Fecha de concesión'.length + 2)
    expect(widths[4]).toBe(11)
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(8)
  })

  it('writes the client dossier as Campo/Valor rows whose values are typed cells', () => {
    const dossier = sheet(2)
    expect(dossier.getRow(1).values).toEqual([undefined, 'Campo', 'Valor'])
    const fields = new Map<string, ExcelJS.Cell>()
    dossier.eachRow((row, number) => {
      if (number > 1) fields.set(row.getCell(1).text, row.getCell(2))
    })
    const field = (name: string) => {
      const cell = fields.get(name)
      if (!cell) throw new Error(`no row «${name}»`)
      return cell
    }
    expect(field('Nombre o razón social').value).toBe('Talleres Fernández S.L.')
    // Numbers are numbers that sum, with the list exports' formats.
    expect(field('Facturación del último año').type).toBe(ExcelJS.ValueType.Number)
    expect(field('Facturación del último año').value).toBe(1234567.5)
    expect(field('Facturación del último año').numFmt).toBe('#,##0.00 €')
    expect(field('Presupuesto de inversión').value).toBe(50000)
    expect(field('Empleados').value).toBe(12)
    expect(field('Empleados').numFmt).toBe('#,##0')
    // Dates are dates; the id is an integer Excel shows without a thousands separator.
    expect(field('Fecha de constitución').value).toBeInstanceOf(Date)
    expect((field('Fecha de constitución').value as Date).toISOString()).toBe(
      '2015-03-09T00:00:00.000Z',
    )
    expect(field('Fecha de constitución').numFmt).toBe('dd/mm/yyyy')
    expect(field('Identificador').value).toBe(814328)
    expect(field('Identificador').numFmt).toBe('0')
    // Codes and texts stay text: a postal code keeps its leading zero.
    expect(field('Código postal').value).toBe('08013')
    expect(field('Cliente público').value).toBe('No')
    expect(field('Teléfono').value).toBeNull()
  })

  it('writes ids and codes as integers with number format 0', () => {
    const nif = sheet(3)
    expect(nif.getRow(1).getCell(3).value).toBe('Id de la convocatoria')
    expect(nif.getRow(2).getCell(3).value).toBe(814328)
    expect(nif.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Number)
    expect(nif.getRow(2).getCell(3).numFmt).toBe('0')
  })
})

describe('an XLSX export that fails', () => {
  it('leaves no file and stops the row source', async () => {
    let sourceClosed = false
    async function* source(): AsyncGenerator<readonly Row[]> {
      try {
        for (;;) yield await Promise.resolve(ROWS)
      } finally {
        sourceClosed = true
      }
    }
    const broken: Column<Row> = {
      key: 'broken',
      header: 'Roto',
      type: 'text',
      value: (r) => {
        if (r.name.startsWith('+')) throw new Error('valor imposible')
        return r.name
      },
    }
    const failing = join(dir, 'roto.xlsx')
    await expect(
      writeExport({
        target: failing,
        format: 'xlsx',
        sheets: [{ name: 'Roto', columns: [broken], rows: source() }],
      }),
    ).rejects.toThrow('valor imposible')
    expect(sourceClosed).toBe(true)
    expect(readdirSync(dir).filter((name) => name.startsWith('roto.xlsx'))).toEqual([])
  })

  it('cancelled after the first page: reports the cancel, stops the source, leaves no file', async () => {
    const cancel = new AbortController()
    let sourceClosed = false
    async function* pages(): AsyncGenerator<readonly Row[]> {
      try {
        for (;;) {
          yield await Promise.resolve(ROWS)
          cancel.abort()
        }
      } finally {
        sourceClosed = true
      }
    }
    const target = join(dir, 'cancelado.xlsx')
    await expect(
      writeExport({
        target,
        format: 'xlsx',
        sheets: [{ name: 'Cancelado', columns: COLUMNS, rows: pages() }],
        signal: cancel.signal,
      }),
    ).rejects.toMatchObject({ appError: { code: 'cancelled', reason: 'export_cancelled' } })
    expect(sourceClosed).toBe(true)
    expect(readdirSync(dir).filter((name) => name.startsWith('cancelado.xlsx'))).toEqual([])
  })

  it('whose file fails half-way (disk full) reports that error and stops the source', async () => {
    let written = 0
    const full = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length
        done(written > 64 * 1024 ? Object.assign(new Error('no space'), { code: 'ENOSPC' }) : null)
      },
    })
    let pulled = 0
    let sourceClosed = false
    async function* pages(): AsyncGenerator<readonly unknown[]> {
      try {
        for (; pulled < 10_000; pulled++) {
          // A page comes from the network: the event loop turns (zlib, file writes) meanwhile.
          await new Promise((resolve) => setImmediate(resolve))
          yield ROWS.map((row) => `${row.name} ${pulled}`)
        }
      } finally {
        sourceClosed = true
      }
    }
    const text: Column<unknown> = { key: 'text', header: 'Texto', type: 'text', value: String }
    await expect(
      writeXlsx(full, [{ name: 'Lleno', columns: [text], rows: pages() }]),
    ).rejects.toMatchObject({ code: 'ENOSPC' })
    // Stopped at the failure, not after reading every page into a dead file.
    expect(sourceClosed).toBe(true)
    expect(pulled).toBeLessThan(10_000)
  })
})

const FIXTURE_CLIENT: ClientData = {
  id: 814328,
  expert_data: { id: 301, name: 'Lucía Martín', email: 'asesora@demo.grantsdesk.es' },
  experts: [301],
  public: false,
  status: 3,
  platform_data: { id: 1, name: 'Grants Desk Demo' },
  nif: 'B12345674',
  business_name: 'Talleres Fernández S.L.',
  email: 'info@talleres.es',
  phone: null,
  reference: 'REF-1',
  notes: null,
  province: [8],
  address: 'Calle Mayor 1',
  postal_code: '08013',
  location: 'Barcelona',
  legal_representative_name: 'Ana Pérez',
  legal_representative_nif: '12345678Z',
  legal_representation_type: 'Administradora única',
  contacts: '',
  cnaes: [6201],
  provinces_to_work: [28],
  applicant_types: [2],
  action_items: [9],
  employees_quantity: 12,
  constitution_date: '2015-03-09',
  last_year_billing: 1234567.5,
  investment_budget: 50000,
  project_description: 'Digitalizar el taller',
}
