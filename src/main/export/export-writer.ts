import { appError, AppFailure } from '@shared/errors'
import { type ExportFormat } from '@shared/exports'
import { writeAtomically } from '../base/atomic-file'
import { CSV_DIALECTS, type CsvFlavour, writeCsv } from './csv-writer'
import { exportCancelledError, exportFailure } from './export-errors'
import { type SheetSource, writeXlsx } from './xlsx-writer'

export { type ExportFormat } from '@shared/exports'

const CSV_FLAVOURS: Readonly<Record<Exclude<ExportFormat, 'xlsx'>, CsvFlavour>> = {
  'csv-excel': 'excel',
  'csv-standard': 'standard',
}

/** A named list: its columns and its rows, page by page. */
export type ExportSheet<T> = SheetSource<T>

export interface WriteExportOptions<S extends readonly unknown[]> {
  /** The file the user chose; written only when the export is complete. */
  target: string
  format: ExportFormat
  /** Exactly one for CSV; one or more for XLSX, one worksheet each. */
  sheets: { readonly [K in keyof S]: ExportSheet<S[K]> }
  signal?: AbortSignal
  /** Rows written so far, across sheets, after each page. */
  onRows?: (rows: number) => void
}

export interface ExportResult {
  path: string
  rows: number
  bytes: number
}

/** Checks for a cancel between pages and counts what went through. */
async function* watched<T>(
  rows: AsyncIterable<readonly T[]>,
  signal: AbortSignal | undefined,
  counted: (rows: number) => void,
): AsyncGenerator<readonly T[], void, undefined> {
  for await (const page of rows) {
    if (signal?.aborted) throw new AppFailure(exportCancelledError())
    yield page
    counted(page.length)
  }
  if (signal?.aborted) throw new AppFailure(exportCancelledError())
}

/** Each sheet has its own row type; its columns read its own rows, so `row as T` holds. */
function erased<T>(sheet: ExportSheet<T>): SheetSource<unknown> {
  return {
    name: sheet.name,
    columns: sheet.columns.map(({ typeOf, ...column }) => ({
      ...column,
      value: (row) => column.value(row as T),
      ...(typeOf ? { typeOf: (row: unknown) => typeOf(row as T) } : {}),
    })),
    rows: sheet.rows,
  }
}

function sheetCountError(count: number): AppFailure {
  return new AppFailure(
    count === 0
      ? appError('error.validation.no_sheets', {})
      : appError('error.validation.csv_one_sheet', { count }),
  )
}

/**
 * Writes the sheets to `target` through a temporary file, streaming page by page. On cancel it
 * throws AppFailure `cancelled` as soon as the temporary file is removed (a page still on its way
 * is not waited for); on any failure it leaves no file and the old target untouched.
 */
export async function writeExport<S extends readonly unknown[]>(
  options: WriteExportOptions<S>,
): Promise<ExportResult> {
  const { target, format, signal, onRows } = options
  const sheets: readonly ExportSheet<unknown>[] = Array.from(options.sheets, erased)
  const csv = format !== 'xlsx'
  if (sheets.length === 0 || (csv && sheets.length !== 1)) throw sheetCountError(sheets.length)
  if (signal?.aborted) throw new AppFailure(exportCancelledError())

  let rows = 0
  const counted = (added: number) => {
    rows += added
    onRows?.(rows)
  }
  const sources: SheetSource<unknown>[] = sheets.map((sheet) => ({
    ...sheet,
    rows: watched(sheet.rows, signal, counted),
  }))
  try {
    const { bytes } = await writeAtomically(
      target,
      async (sink) => {
        const [only] = sources
        if (csv && only) {
          await writeCsv(sink, only.columns, only.rows, CSV_DIALECTS[CSV_FLAVOURS[format]])
        } else {
          await writeXlsx(sink.stream, sources)
        }
        // The last page may have been read just as the user cancelled: still no file.
        if (signal?.aborted) throw new AppFailure(exportCancelledError())
      },
      signal ? { signal } : {},
    )
    return { path: target, rows, bytes }
  } catch (error) {
    throw exportFailure(error, target, signal)
  }
}
