import { stringify } from 'csv-stringify/sync'
import { type Cell, cellOf, cellTypeOf } from './cells'
import { type Column } from './columns'

export type CsvFlavour = 'excel' | 'standard'

export interface CsvDialect {
  delimiter: ';' | ','
  /** UTF-8 byte order mark first, so Excel reads the file as UTF-8. */
  bom: boolean
  eol: '\r\n' | '\n'
  decimal: ',' | '.'
  /** YYYY-MM-DD as on the wire; otherwise dd/mm/aaaa. */
  isoDates: boolean
}

export const CSV_DIALECTS: Readonly<Record<CsvFlavour, CsvDialect>> = {
  // What Excel in a Spanish locale opens with a double click: `;`, decimal comma, dd/mm/aaaa.
  excel: { delimiter: ';', bom: true, eol: '\r\n', decimal: ',', isoDates: false },
  standard: { delimiter: ',', bom: false, eol: '\n', decimal: '.', isoDates: true },
}

/** OWASP CSV injection: spreadsheet apps treat a text starting with these as a formula. */
const FORMULA_START = /^[=+\-@\t\r\n]/

/** No grouping, no exponent: 1234.5 → «1234.50» with 2 decimals, «1234.5» with up to 2. */
function plainNumber(value: number, type: 'id' | 'integer' | 'number' | 'money'): string {
  if (type === 'integer' || type === 'id') return Math.round(value).toFixed(0)
  let fixed = value.toFixed(2)
  if (type === 'number') fixed = fixed.replace(/\.?0+$/, '')
  return /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed
}

/** The text of one cell before quoting. Only text is ever prefixed: numbers stay numbers. */
function cellText(cell: Cell, dialect: CsvDialect): string {
  switch (cell.kind) {
    case 'empty':
      return ''
    case 'number': {
      const text = plainNumber(cell.value, cell.type)
      return dialect.decimal === '.' ? text : text.replace('.', dialect.decimal)
    }
    case 'date': {
      if (dialect.isoDates) return cell.iso
      const [year, month, day] = cell.iso.split('-')
      return `${day ?? ''}/${month ?? ''}/${year ?? ''}`
    }
    case 'text':
      return FORMULA_START.test(cell.value) ? `'${cell.value}` : cell.value
  }
}

/**
 * Lines through csv-stringify (RFC 4180 quoting of the delimiter, quotes, CR and LF). The cells
 * arrive already formatted and escaped: its own `escape_formulas` would also prefix negative numbers
 * and misses a leading LF, so it stays off.
 */
function lines(records: string[][], dialect: CsvDialect): string {
  return stringify(records, {
    delimiter: dialect.delimiter,
    record_delimiter: dialect.eol === '\r\n' ? 'windows' : 'unix',
    quote_record_delimiter: true,
    escape_formulas: false,
  })
}

/** The BOM (if any) and the header line. */
export function csvHeader(columns: readonly Column<never>[], dialect: CsvDialect): string {
  const header = columns.map((column) => cellText({ kind: 'text', value: column.header }, dialect))
  return `${dialect.bom ? '\uFEFF' : ''}${lines([header], dialect)}`
}

/** One page of rows as CSV lines: the unit the writer streams to disk. */
export function csvLines<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  dialect: CsvDialect,
): string {
  const records = rows.map((row) =>
    columns.map((column) => cellText(cellOf(column.value(row), cellTypeOf(column, row)), dialect)),
  )
  return lines(records, dialect)
}

export interface ChunkSink {
  write(chunk: string): Promise<void>
}

/** Streams a header and then each page of rows; never holds more than one page as text. */
export async function writeCsv<T>(
  sink: ChunkSink,
  columns: readonly Column<T>[],
  pages: AsyncIterable<readonly T[]>,
  dialect: CsvDialect,
): Promise<number> {
  await sink.write(csvHeader(columns, dialect))
  let rows = 0
  for await (const page of pages) {
    if (page.length === 0) continue
    await sink.write(csvLines(page, columns, dialect))
    rows += page.length
  }
  return rows
}
