import { type ExportsService } from '../export/export-service'
import { type Handlers } from '../bridge/dispatch'

type ExportOps = `export.${string}`

/** The bridge handlers of the exports: start, cancel, show the file, the columns of a list. */
export function exportHandlers(
  exports: ExportsService,
): Pick<Handlers, Extract<keyof Handlers, ExportOps>> {
  return {
    'export.start': (input) => exports.start(input),
    'export.cancel': ({ exportId }) => exports.cancel(exportId),
    'export.reveal': ({ path }) => exports.reveal(path),
    'export.columns': ({ kind }) => exports.columns(kind),
  }
}
