import { basename } from 'node:path'
import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { messageRef, renderMessage } from '@shared/messages/catalogue-lookup'
import {
  type DatasetKind,
  type ExportColumn,
  type ExportStartInputSchema,
  type ExportStartResult,
  FORMAT_EXTENSIONS,
} from '@shared/exports'
import { type DueDeadline } from '@shared/cases/case-deadlines'
import { type DeadlinesView, type IcsExportResult } from '@shared/portfolio/portfolio'
import { type z } from 'zod'
import { writeAtomically } from '../base/atomic-file'
import { type Progress } from '../api/page-walker'
import { RequestAllowance } from '../api/request-allowance'
import { deadlinesCalendar } from '../portfolio/ics'
import { exportColumns } from './export-columns'
import { type ExportsDeps } from './export-deps'
import { GrantsMissing } from './dossier-export'
import { exportFileName } from './export-names'
import { portfolioDeadlinesDataset, writeExport } from './export-parts'
import { prepareExport } from './export-sources'
import { noRun } from './prepared-export'

type Input = z.output<typeof ExportStartInputSchema>

/**
 * «Exportar»: works out what it costs, asks for confirmation above 20 requests (SC-COST-3), asks where to
 * save, streams every page in order to a temporary file renamed into place only when complete,
 * pushes `export.progress`, and can be cancelled. Only files it wrote can be revealed.
 */
export function createExportsService(deps: ExportsDeps) {
  const running = new Map<string, AbortController>()
  /** Every export writing now, settled once its file is renamed into place or removed. */
  const writing = new Set<Promise<unknown>>()
  const written = new Set<string>()
  /** Set by abortAll: an export still preparing when the app quits never starts writing. */
  let closing = false

  return {
    /** «Exportar a calendario»: the deadlines as an .ics file, where the user chooses. */
    async writeCalendar(
      view: DeadlinesView,
      caseDeadlines: readonly DueDeadline[] = [],
    ): Promise<IcsExportResult> {
      if (view.runAt === null && caseDeadlines.length === 0) throw noRun('opportunities')
      const lang = deps.language()
      const target = await deps.platform.chooseSaveFile({
        title: renderMessage(lang, 'dialog.calendar.title'),
        defaultName: exportFileName(renderMessage(lang, portfolioDeadlinesDataset.name), 'ics'),
        extension: 'ics',
      })
      if (!target || closing) return { status: 'cancelled' }
      const text = deadlinesCalendar(view, lang, caseDeadlines)
      await writeAtomically(target, (sink) => sink.write(text))
      written.add(target)
      return {
        status: 'done',
        path: target,
        fileName: basename(target),
        events: view.deadlines.length + caseDeadlines.length,
      }
    },

    async start(input: Input): Promise<ExportStartResult> {
      if (input.source.kind === 'dossier' && input.format !== 'xlsx') {
        throw new AppFailure(
          appError(
            'error.validation.dossier_needs_xlsx',
            { format: input.format },
            { fieldMessages: { format: [messageRef('validation.choose_xlsx')] } },
          ),
        )
      }
      let prepared
      try {
        prepared = await prepareExport(deps, input.source, input.columns)
      } catch (error) {
        if (error instanceof GrantsMissing) return { status: 'grants-missing', ...error.price }
        throw error
      }
      const confirmed = input.confirmedRequests ?? null
      if (prepared.requests > CONFIRM_ABOVE_REQUESTS && (confirmed ?? 0) < prepared.requests) {
        return { status: 'needs-confirmation', requests: prepared.requests, rows: prepared.rows }
      }
      // SC-COST-3: the walk takes each request from here, so it never sends more than confirmed.
      const allowance = new RequestAllowance(confirmed)
      const extension = FORMAT_EXTENSIONS[input.format]
      const target = await deps.platform.chooseSaveFile({
        title: renderMessage(deps.language(), 'dialog.export.title'),
        defaultName: exportFileName(prepared.label, extension),
        extension,
      })
      if (!target || closing) return { status: 'cancelled' }

      const controller = new AbortController()
      running.set(input.exportId, controller)
      const progress = (p: Progress) =>
        deps.emit('export.progress', { exportId: input.exportId, ...p })
      const write = writeExport({
        target,
        format: input.format,
        sheets: prepared.sheets({ signal: controller.signal, onProgress: progress, allowance }),
        signal: controller.signal,
      })
      const settled = write.then(
        () => undefined,
        () => undefined,
      )
      writing.add(settled)
      try {
        const result = await write
        written.add(result.path)
        deps.log.info(`Exportación terminada: ${result.rows} filas, ${allowance.spent} consultas`)
        return {
          status: 'done',
          path: result.path,
          fileName: basename(result.path),
          rows: result.rows,
          requests: allowance.spent,
          confirmedRequests: confirmed,
        }
      } catch (error) {
        if (isAppFailure(error) && error.appError.code === 'cancelled')
          return { status: 'cancelled' }
        throw error
      } finally {
        running.delete(input.exportId)
        writing.delete(settled)
      }
    },

    /**
     * Quitting: cancels every running export and resolves once each has removed its temporary
     * file (the requests in flight are aborted too, and no file is left half written).
     */
    async abortAll(): Promise<void> {
      closing = true
      for (const controller of running.values()) controller.abort()
      await Promise.all([...writing])
    },

    /** How many exports are writing their file now (a restart would cancel them). */
    inProgress(): number {
      return running.size
    },

    cancel(exportId: string): { cancelled: boolean } {
      const controller = running.get(exportId)
      controller?.abort()
      return { cancelled: controller !== undefined }
    },

    /** «Abrir carpeta», only for a file this app has just written. */
    reveal(path: string): { revealed: boolean } {
      if (!written.has(path)) {
        throw new AppFailure(appError('error.forbidden.not_exported_here', {}))
      }
      deps.platform.revealFile(path)
      return { revealed: true }
    },

    /** The columns an export of `kind` may choose from (see exportColumns). */
    columns(kind: DatasetKind): Promise<ExportColumn[]> {
      return exportColumns(deps, kind)
    },
  }
}

export type ExportsService = ReturnType<typeof createExportsService>
