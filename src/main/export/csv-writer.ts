import { type Cell, cellOf } from './cells'
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
function plainNumber(value: number, type: 'integer' | 'number' | 'money'): string {
  if (type === 'integer') return Math.round(value).toFixed(0)
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

/** RFC 4180: quote a field holding the delimiter, a quote, CR or LF; double the quotes. */
export function quoteField(text: string, delimiter: string): string {
  if (!text.includes(delimiter) && !/["\r\n]/.test(text)) return text
  return `"${text.replace(/"/g, '""')}"`
}

export function csvField(value: unknown, column: Pick<Column<never>, 'type'>, dialect: CsvDialect) {
  return quoteField(cellText(cellOf(value, column.type), dialect), dialect.delimiter)
}

/** The BOM (if any) and the header line. */
export function csvHeader(columns: readonly Column<never>[], dialect: CsvDialect): string {
  const line = columns
    .map((column) =>
      quoteField(cellText({ kind: 'text', value: column.header }, dialect), dialect.delimiter),
    )
    .join(dialect.delimiter)
  return `${dialect.bom ? '\uFEFF' : ''}${line}${dialect.eol}`
}

/** One page of rows as CSV lines: the unit the writer streams to disk. */
export function csvLines<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  dialect: CsvDialect,
): string {
  let out = ''
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]
      if (!column) continue
      if (i > 0) out += dialect.delimiter
      out += csvField(column.value(row), column, dialect)
    }
    out += dialect.eol
  }
  return out
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
