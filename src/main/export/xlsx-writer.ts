import { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import type ExcelJS from 'exceljs'
import { cellOf, cellReaders, cellTypeOf, type CellWriter, columnCell, displayText } from './cells'
import { type CellType, type Column } from './columns'
import { sheetName } from './sheet-name'

export interface SheetSource<T> {
  name: string
  columns: readonly Column<T>[]
  rows: AsyncIterable<readonly T[]>
}

/** `id`: identifiers and codes read as they are written, «916430», never «916.430». */
const NUMBER_FORMATS: Partial<Record<CellType, string>> = {
  id: '0',
  integer: '#,##0',
  number: '#,##0.00',
  money: '#,##0.00 €',
  date: 'dd/mm/yyyy',
}

const MIN_WIDTH = 8
const MAX_WIDTH = 60
const SAMPLE_ROWS = 100

/** Typed cells: numbers as numbers, dates as dates, text as text. */
const excelValues = cellReaders<ExcelJS.CellValue>({
  empty: null,
  number: (value) => value,
  // The ISO day at UTC midnight: Excel stores days, so no zone can shift it.
  date: (iso) => new Date(`${iso}T00:00:00Z`),
  // A string is stored as text, never as a formula: no injection prefix is needed here.
  text: (value) => value,
})

/** The number format a cell carries itself, in a column whose rows differ in kind. */
const CELL_FORMATS: CellWriter<string | undefined> = {
  empty: undefined,
  number: (_value, type) => NUMBER_FORMATS[type],
  date: () => NUMBER_FORMATS.date,
  text: () => undefined,
}
const cellFormats = cellReaders(CELL_FORMATS)

/** One row → its cell values, with each column's typing chosen once per sheet. */
function compileExcelRow<T>(columns: readonly Column<T>[]): (row: T) => ExcelJS.CellValue[] {
  const cells = columns.map((column) => columnCell(column, excelValues))
  return (row) => cells.map((cell) => cell(row))
}

/** From the header and the first rows, unless the column says; clamped to something readable. */
function widthOf<T>(column: Column<T>, sample: readonly T[]): number {
  if (column.width !== undefined) return column.width
  let longest = column.header.length
  for (const row of sample.slice(0, SAMPLE_ROWS)) {
    const text = displayText(cellOf(column.value(row), cellTypeOf(column, row)))
    longest = Math.max(longest, ...text.split(/\r?\n/).map((line) => line.length))
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2))
}

function columnLetter(index: number): string {
  let letters = ''
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  }
  return letters
}

/**
 * What exceljs writes the workbook into (its public `stream` option), in front of `out`. When the
 * export stops half-way, `abandon()` drops whatever exceljs still produces: nothing more reaches
 * the file (the caller removes it) and no late error surfaces. A failure of `out` (disk full, file
 * closed) is kept for the writer to throw, instead of leaving exceljs waiting on a dead stream.
 */
class WorkbookOutput extends Writable {
  private failure: Error | null = null
  private abandoned = false
  private waiting: (() => void) | null = null
  private rejectFailed: (error: Error) => void = () => undefined
  /** Rejects with the first failure of `out`. */
  readonly failed = new Promise<never>((_resolve, reject) => {
    this.rejectFailed = reject
  })

  constructor(private readonly out: Writable) {
    super()
    this.failed.catch(() => undefined)
    out.on('error', (error) => this.fail(error))
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    if (this.abandoned) return done()
    if (this.out.destroyed || this.out.writableEnded) {
      this.fail(new Error('the export file was closed before the workbook was written'))
      return done()
    }
    if (this.out.write(chunk)) return done()
    this.waiting = done
    this.out.once('drain', () => this.release())
  }

  override _final(done: (error?: Error | null) => void): void {
    if (this.abandoned) return done()
    // The workbook is written once the file has it all.
    this.out.end()
    finished(this.out).then(() => done(), done)
  }

  throwIfFailed(): void {
    if (this.failure) throw this.failure
  }

  /** Stops passing bytes on: the rest of the workbook goes nowhere. */
  abandon(): void {
    this.abandoned = true
    this.release()
  }

  private fail(error: Error): void {
    this.failure ??= error
    this.rejectFailed(this.failure)
    this.abandon()
  }

  private release(): void {
    const waiting = this.waiting
    this.waiting = null
    waiting?.()
  }
}

async function writeSheet<T>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  output: WorkbookOutput,
  source: SheetSource<T>,
  name: string,
): Promise<number> {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] })
  const iterator = source.rows[Symbol.asyncIterator]()
  let finished = false
  try {
    let next = await iterator.next()
    // Widths must be known before the first row is written: measure them on the first page.
    const sample = next.done ? [] : next.value
    sheet.columns = source.columns.map((column) => ({
      key: column.key,
      width: widthOf(column, sample),
      style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
    }))
    const header = sheet.addRow(source.columns.map((column) => column.header))
    header.font = { bold: true }
    header.commit()

    const values = compileExcelRow(source.columns)
    // Columns whose rows differ in kind carry their number format cell by cell.
    const mixed = source.columns.flatMap((column, index) =>
      column.typeOf ? [{ cell: index + 1, format: columnCell(column, cellFormats) }] : [],
    )
    let rows = 0
    while (!next.done) {
      for (const row of next.value) {
        const added = sheet.addRow(values(row))
        for (const { cell, format } of mixed) {
          const numFmt = format(row)
          if (numFmt) added.getCell(cell).numFmt = numFmt
        }
        added.commit()
      }
      rows += next.value.length
      output.throwIfFailed()
      next = await iterator.next()
    }
    finished = true
    sheet.autoFilter = `A1:${columnLetter(source.columns.length)}${rows + 1}`
    sheet.commit()
    return rows
  } finally {
    // Stopped early: let the source stop too (ordered pages abort their requests in flight).
    if (!finished) {
      try {
        await iterator.return?.()
      } catch {
        // The error that stopped the sheet is the one to report.
      }
    }
  }
}

/**
 * Streams one sheet per source into `out` (exceljs' streaming writer, a row committed as soon as
 * it is written, so memory does not grow with the row count). Sheets are written one after the
 * other; the workbook is finished when the promise resolves.
 */
export async function writeXlsx(
  out: Writable,
  sources: readonly SheetSource<unknown>[],
): Promise<number> {
  // Loaded with the first workbook: main starts without its eight megabytes of heap.
  const { default: excel } = await import('exceljs')
  const output = new WorkbookOutput(out)
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  workbook.creator = 'Grants Desk'
  const names = new Set<string>()
  let rows = 0
  try {
    for (const source of sources) {
      const name = sheetName(source.name, names)
      names.add(name)
      rows += await writeSheet(workbook, output, source, name)
    }
    await Promise.race([workbook.commit(), output.failed])
    return rows
  } catch (error) {
    output.abandon()
    throw error
  }
}
