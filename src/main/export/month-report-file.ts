import { type Lang } from '@shared/messages/keys'
import { type MonthReport } from '@shared/reports/month-report'
import { writeAtomically } from '../base/atomic-file'
import { writeExport } from './export-writer'
import { monthReportSheets } from './month-report-datasets'
import { monthReportPdf } from './month-report-pdf'

export type MonthReportFormat = 'xlsx' | 'pdf'

/**
 * «Informe mensual» written to `target` as a workbook (one typed sheet per table) or a PDF, by the
 * app's «Exportar» and the command line alike; the file appears only once whole.
 */
export async function writeMonthReport(options: {
  report: MonthReport
  format: MonthReportFormat
  target: string
  lang: Lang
  signal?: AbortSignal
}): Promise<void> {
  const { report, format, target, lang, signal } = options
  if (format === 'xlsx') {
    await writeExport({
      target,
      format: 'xlsx',
      sheets: monthReportSheets(lang, report),
      ...(signal ? { signal } : {}),
    })
    return
  }
  const bytes = await monthReportPdf(report, lang)
  await writeAtomically(target, (sink) => sink.write(bytes), signal ? { signal } : {})
}
