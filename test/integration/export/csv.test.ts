import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Column, type ExportFormat, writeExport } from '../../../src/main/export/export-parts'

interface Row {
  text: string | null
  count: number | null
  ratio: number | null
  amount: number | null
  day: string | null | undefined
  yes: boolean | null
}

const COLUMNS: Column<Row>[] = [
  { key: 'text', header: 'Texto', type: 'text', value: (r) => r.text },
  { key: 'count', header: 'Número entero', type: 'integer', value: (r) => r.count },
  { key: 'ratio', header: 'Proporción', type: 'number', value: (r) => r.ratio },
  { key: 'amount', header: 'Importe (€)', type: 'money', value: (r) => r.amount },
  { key: 'day', header: 'Fecha', type: 'date', value: (r) => r.day },
  { key: 'yes', header: '¿Público?', type: 'boolean', value: (r) => r.yes },
]

const EMPTY_ROW: Row = { text: null, count: null, ratio: null, amount: null, day: null, yes: null }
const row = (fields: Partial<Row>): Row => ({ ...EMPTY_ROW, ...fields })

const dir = mkdtempSync(join(tmpdir(), 'gd-export-csv-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0

async function* inPages<T>(rows: readonly T[], size = 2): AsyncGenerator<readonly T[]> {
  for (let i = 0; i < rows.length; i += size) yield await Promise.resolve(rows.slice(i, i + size))
}

/** Exports `rows` and returns the file's bytes. */
async function exported(
  rows: readonly Row[],
  format: ExportFormat = 'csv-excel',
  columns: Column<Row>[] = COLUMNS,
): Promise<Buffer> {
  const target = join(dir, `export-${++files}.csv`)
  const result = await writeExport({
    target,
    format,
    sheets: [{ name: 'Prueba', columns, rows: inPages(rows) }],
  })
  const bytes = readFileSync(target)
  expect(result).toEqual({ path: target, rows: rows.length, bytes: bytes.length })
  return bytes
}

/** The data lines after the header, without the BOM and the final line end. */
async function lines(rows: readonly Row[], format: ExportFormat = 'csv-excel') {
  const text = (await exported(rows, format)).toString('utf8').replace(/^\uFEFF/, '')
  const eol = format === 'csv-excel' ? '\r\n' : '\n'
  expect(text.endsWith(eol)).toBe(true)
  return text.slice(0, -eol.length).split(eol).slice(1)
}

describe('CSV «Excel (España)»', () => {
  it('starts with the UTF-8 BOM, uses «;» and CRLF, and a Spanish header', async () => {
    const bytes = await exported([row({ text: 'a', count: 1 })])
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Texto;Número entero;Proporción;Importe (€);Fecha;¿Público?\r\na;1;;;;\r\n',
    )
    expect(bytes.includes('\n')).toBe(true)
    expect(bytes.toString('utf8').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('writes numbers with a decimal comma and no grouping', async () => {
    expect(
      await lines([
        row({ count: 1234, ratio: 1234.5, amount: 1234.5 }),
        row({ count: -5, ratio: -12.5, amount: -5 }),
        row({ count: 1000000, ratio: 0.125, amount: 0.1 + 0.2 }),
        row({ count: 3.6, ratio: 2, amount: 1e9 }),
      ]),
    ).toEqual([
      ';1234;1234,5;1234,50;;',
      ';-5;-12,5;-5,00;;',
      ';1000000;0,13;0,30;;',
      ';4;2;1000000000,00;;',
    ])
  })

  it('writes dates as dd/mm/aaaa, and an absent or null date as an empty field', async () => {
    expect(
      await lines([row({ day: '2026-05-14' }), row({ day: null }), row({ day: undefined })]),
    ).toEqual([';;;;14/05/2026;', ';;;;;', ';;;;;'])
  })

  it('writes booleans as Sí/No', async () => {
    expect(await lines([row({ yes: true }), row({ yes: false })])).toEqual([';;;;;Sí', ';;;;;No'])
  })

  it('quotes fields holding «;», quotes or line breaks (RFC 4180)', async () => {
    expect(
      await lines([
        row({ text: 'Pérez; García' }),
        row({ text: 'Taller "El Rápido"' }),
        row({ text: 'línea 1\nlínea 2' }),
        row({ text: 'a,b' }),
      ]),
    ).toEqual([
      '"Pérez; García";;;;;',
      '"Taller ""El Rápido""";;;;;',
      '"línea 1\nlínea 2";;;;;',
      'a,b;;;;;',
    ])
  })
})

describe('CSV estándar', () => {
  it('has no BOM, uses «,», LF, a decimal point and ISO dates', async () => {
    const bytes = await exported(
      [row({ text: 'a;b', count: -5, ratio: -12.5, amount: 1234.5, day: '2026-01-31', yes: true })],
      'csv-standard',
    )
    expect(bytes[0]).not.toBe(0xef)
    expect(bytes.toString('utf8')).toBe(
      'Texto,Número entero,Proporción,Importe (€),Fecha,¿Público?\na;b,-5,-12.5,1234.50,2026-01-31,Sí\n',
    )
  })

  it('quotes fields holding «,», quotes or line breaks', async () => {
    const rows = [row({ text: 'García, S.L.' }), row({ text: '"x"' }), row({ text: 'a\r\nb' })]
    const text = (await exported(rows, 'csv-standard')).toString('utf8')
    expect(text.slice(text.indexOf('\n') + 1)).toBe(
      '"García, S.L.",,,,,\n"""x""",,,,,\n"a\r\nb",,,,,\n',
    )
  })
})

describe('formula injection (OWASP)', () => {
  it('prefixes text that a spreadsheet would run as a formula', async () => {
    expect(
      await lines([
        row({ text: '=SUM(A1)' }),
        row({ text: '+34 612 345 678' }),
        row({ text: '-foo' }),
        row({ text: '@x' }),
        row({ text: '\tsecreto' }),
        row({ text: '\rx' }),
        row({ text: '\nx' }),
        row({ text: '=1+1;2' }),
      ]),
    ).toEqual([
      "'=SUM(A1);;;;;",
      "'+34 612 345 678;;;;;",
      "'-foo;;;;;",
      "'@x;;;;;",
      "'\tsecreto;;;;;",
      `"'\rx";;;;;`,
      `"'\nx";;;;;`,
      `"'=1+1;2";;;;;`,
    ])
  })

  it('never prefixes numbers, negative or not, nor dates or booleans', async () => {
    expect(
      await lines([row({ count: -5, ratio: -0.5, amount: -5, day: '2026-05-14', yes: false })]),
    ).toEqual([';-5;-0,5;-5,00;14/05/2026;No'])
    expect(await lines([row({ count: -5, amount: -5 })], 'csv-standard')).toEqual([',-5,,-5.00,,'])
  })

  it('treats a wrongly typed value as text, so it is still defended', async () => {
    const loose = COLUMNS.map((c) => ({ ...c, value: (r: Row) => r.text }))
    const bytes = await exported([row({ text: '=cmd' })], 'csv-excel', loose)
    expect(bytes.toString('utf8').split('\r\n')[1]).toBe("'=cmd;'=cmd;'=cmd;'=cmd;'=cmd;'=cmd")
  })
})

describe('text encoding', () => {
  it('keeps accents, ñ and € in UTF-8 and reads back the same', async () => {
    const text = 'Peñíscola Energía — Ñandú, «Ayuda» 1.000 €'
    const bytes = await exported([row({ text })])
    expect(bytes.includes(Buffer.from('Peñíscola', 'utf8'))).toBe(true)
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    expect(decoded.split('\r\n')[1]).toBe(`${text};;;;;`)
  })
})

describe('what a CSV export refuses', () => {
  it('takes exactly one list', async () => {
    const target = join(dir, 'two.csv')
    const sheet = { name: 'A', columns: COLUMNS, rows: inPages<Row>([]) }
    await expect(
      writeExport({ target, format: 'csv-excel', sheets: [sheet, sheet] }),
    ).rejects.toMatchObject({ appError: { code: 'validation' } })
    expect(readdirSync(dir).filter((name) => name.startsWith('two.csv'))).toEqual([])
  })

  it('reports a folder it cannot write to in Spanish and leaves the old file alone', async () => {
    const target = join(dir, 'no-such-folder', 'x.csv')
    await expect(
      writeExport({
        target,
        format: 'csv-excel',
        sheets: [{ name: 'A', columns: COLUMNS, rows: inPages([row({ text: 'a' })]) }],
      }),
    ).rejects.toMatchObject({
      appError: {
        code: 'internal',
        reason: 'write_failed',
        params: { file: 'x.csv', errno: 'ENOENT' },
      },
    })
    const kept = join(dir, 'kept.csv')
    writeFileSync(kept, 'anterior')
    async function* failing(): AsyncGenerator<readonly Row[]> {
      yield await Promise.resolve([row({ text: 'a' })])
      throw new Error('se cortó')
    }
    await expect(
      writeExport({
        target: kept,
        format: 'csv-excel',
        sheets: [{ name: 'A', columns: COLUMNS, rows: failing() }],
      }),
    ).rejects.toThrow('se cortó')
    expect(readFileSync(kept, 'utf8')).toBe('anterior')
    expect(readdirSync(dir).filter((name) => name.startsWith('kept.csv.'))).toEqual([])
  })
})
