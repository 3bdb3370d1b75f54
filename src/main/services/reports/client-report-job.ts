import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type ClientReportGenerate,
  type ClientReportGenerateInputSchema,
} from '@shared/reports/client-report-ops'
import { buildClientReport } from '@shared/reports/client-report-build'
import { type ClientReport } from '@shared/reports/client-report'
import { appError, AppFailure } from '@shared/errors'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type z } from 'zod'
import { writeAtomically } from '../../base/atomic-file'
import { type Platform } from '../../base/platform-port'
import { type Emit } from '../../bridge/events'
import { clientReportParts, type ClientReportStores } from './client-report-sources'

type Input = z.output<typeof ClientReportGenerateInputSchema>
type ReportFormat = Input['format']

/** The bytes of a report in a format (the DOCX and PDF writers). */
export type ReportRenderer = (report: ClientReport, format: ReportFormat) => Promise<Uint8Array>

/** What a file system would refuse in a name, and runs of spaces, out. */
const safeName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120) || '—'

/** «Informe de ayudas - Talleres Ruiz SL - 2026-11-28.docx» (in English, «Aid report - …»). */
function reportFileName(report: ClientReport, format: ReportFormat): string {
  const title = renderMessage(report.language, 'report.file_name')
  return `${title} - ${safeName(report.company.name)} - ${report.date}.${format}`
}

/** Writes `bytes` under `name` in `folder`, never over a file: «… (2).pdf» when it is taken. */
async function writeNew(folder: string, name: string, bytes: Uint8Array): Promise<string> {
  const dot = name.lastIndexOf('.')
  for (let n = 1; ; n++) {
    const path = join(folder, n === 1 ? name : `${name.slice(0, dot)} (${n})${name.slice(dot)}`)
    try {
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 })
      return path
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/**
 * `reports.clientGenerate`: one report per client from what is kept (no request). One client: a
 * save dialog (the system asks before replacing a file); several: a folder chosen once, one new
 * file each. Progress after each file; a cancel stops before the next one and keeps those written.
 */
export function clientReportJobs(deps: {
  stores: ClientReportStores
  platform: Platform
  render: ReportRenderer
  emit: Emit
}) {
  const running = new Map<string, AbortController>()

  async function generate(input: Input): Promise<ClientReportGenerate> {
    if (running.has(input.jobId)) {
      throw new AppFailure(appError('error.conflict.report_job_running', {}))
    }
    const controller = new AbortController()
    running.set(input.jobId, controller)
    try {
      return await run(input, controller.signal)
    } finally {
      running.delete(input.jobId)
    }
  }

  async function run(input: Input, signal: AbortSignal): Promise<ClientReportGenerate> {
    const options = { language: input.language, note: input.note, staleDays: input.staleDays }
    const reportOf = async (clientId: number) =>
      buildClientReport(await clientReportParts(deps.stores, clientId, options))
    const title = renderMessage(input.language, 'report.dialog_title')
    const paths: string[] = []
    const progress = (client: string) =>
      deps.emit('reports.clientProgress', {
        jobId: input.jobId,
        done: paths.length,
        total: input.clientIds.length,
        client,
      })

    const [only, ...others] = input.clientIds
    if (only !== undefined && others.length === 0) {
      const report = await reportOf(only)
      const target = await deps.platform.chooseSaveFile({
        title,
        defaultName: reportFileName(report, input.format),
        extension: input.format,
      })
      if (!target || signal.aborted) return { status: 'cancelled', paths }
      const bytes = await deps.render(report, input.format)
      await writeAtomically(target, (sink) => sink.write(Buffer.from(bytes)))
      paths.push(target)
      progress(report.company.name)
      return { status: 'done', paths }
    }

    // Every client is read before the folder is asked for: an unknown one refuses the batch.
    const reports: ClientReport[] = []
    for (const clientId of input.clientIds) reports.push(await reportOf(clientId))
    const folder = await deps.platform.chooseFolder({
      title,
      suggestedName: renderMessage(input.language, 'report.folder_name'),
    })
    if (!folder) return { status: 'cancelled', paths }
    for (const report of reports) {
      if (signal.aborted) return { status: 'cancelled', paths }
      const bytes = await deps.render(report, input.format)
      if (signal.aborted) return { status: 'cancelled', paths }
      paths.push(await writeNew(folder, reportFileName(report, input.format), bytes))
      progress(report.company.name)
    }
    return { status: 'done', paths }
  }

  return {
    generate,
    cancel(jobId: string): { cancelled: boolean } {
      const controller = running.get(jobId)
      controller?.abort()
      return { cancelled: controller !== undefined }
    },
    /** Quitting: every job stops before its next file. */
    abortAll(): void {
      for (const controller of running.values()) controller.abort()
    },
  }
}
