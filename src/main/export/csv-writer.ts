import { cellReaders, type CellWriter, columnCell, type NumberType } from './cells'
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

/** Text is written to the file in batches of about this many characters. */
const BATCH_CHARS = 256 * 1024

/** No grouping, no exponent: 1234.5 → «1234.50» with 2 decimals, «1234.5» with up to 2. */
function plainNumber(value: number, type: NumberType): string {
  if (type === 'integer' || type === 'id') return Math.round(value).toFixed(0)
  let fixed = value.toFixed(2)
  if (type === 'number') fixed = fixed.replace(/\.?0+$/, '')
  return /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed
}

/**
 * One field as the file holds it: RFC 4180 quoting of the delimiter, quotes, CR and LF (the golden
 * files hold it to that). Text that a spreadsheet would run as a formula is prefixed with «'»; only
 * text ever is, so negative numbers stay numbers.
 */
function fieldWriter(dialect: CsvDialect): CellWriter<string> {
  const special = dialect.delimiter === ';' ? /^[=+\-@\t\r\n]|[;"\r\n]/ : /^[=+\-@\t\r\n]|[,"\r\n]/
  const quoting = dialect.delimiter === ';' ? /[;"\r\n]/ : /[,"\r\n]/
  const quoted = (text: string) => (quoting.test(text) ? `"${text.replaceAll('"', '""')}"` : text)
  const numberText = (value: number, type: NumberType) => {
    const text = plainNumber(value, type)
    return dialect.decimal === '.' ? text : text.replace('.', dialect.decimal)
  }
  return {
    empty: '',
    // A decimal mark that is also the delimiter would need quoting; neither dialect has one.
    number:
      dialect.decimal === dialect.delimiter
        ? (value, type) => quoted(numberText(value, type))
        : numberText,
    date: dialect.isoDates
      ? (iso) => iso
      : (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
    // Most text needs neither prefix nor quotes: one test tells.
    text: (value) => {
      if (!special.test(value)) return value
      return quoted(FORMULA_START.test(value) ? `'${value}` : value)
    },
  }
}

/**
 * One row → its CSV line without the line end, compiled once per export: each column's reader
 * and formatting are chosen here, not per cell.
 */
export function compileCsvRow<T>(
  columns: readonly Column<T>[],
  dialect: CsvDialect,
): (row: T) => string {
  const readers = cellReaders(fieldWriter(dialect))
  const fields = columns.map((column) => columnCell(column, readers))
  const { delimiter } = dialect
  return (row) => {
    let line = ''
    let first = true
    for (const field of fields) {
      if (first) first = false
      else line += delimiter
      line += field(row)
    }
    return line
  }
}

/** The BOM (if any) and the header line. */
export function csvHeader(columns: readonly Column<never>[], dialect: CsvDialect): string {
  const text = fieldWriter(dialect).text
  const header = columns.map((column) => text(column.header))
  return `${dialect.bom ? '\uFEFF' : ''}${header.join(dialect.delimiter)}${dialect.eol}`
}

export interface ChunkSink {
  /** Resolves once the chunk is accepted (back-pressure: after `drain` when the buffer is full). */
  write(chunk: string): Promise<void>
}

/**
 * Streams a header and then every page of rows, in batches of about BATCH_CHARS characters: never
 * more than one batch and one page as text, and one write to the file per batch, not per page.
 */
export async function writeCsv<T>(
  sink: ChunkSink,
  columns: readonly Column<T>[],
  pages: AsyncIterable<readonly T[]>,
  dialect: CsvDialect,
): Promise<number> {
  const line = compileCsvRow(columns, dialect)
  const { eol } = dialect
  let batch = csvHeader(columns, dialect)
  let rows = 0
  for await (const page of pages) {
    for (const row of page) batch += line(row) + eol
    rows += page.length
    if (batch.length >= BATCH_CHARS) {
      await sink.write(batch)
      batch = ''
    }
  }
  if (batch !== '') await sink.write(batch)
  return rows
}
