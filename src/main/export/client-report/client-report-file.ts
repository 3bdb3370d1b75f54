import { type ClientReport } from '@shared/reports/client-report'
import { type ClientReportGenerateInputSchema } from '@shared/reports/client-report-ops'
import { type z } from 'zod'
import { clientReportPdf } from './client-report-pdf'

/**
 * A client's report as the file the advisor chose. docx is loaded with the first Word file, as
 * pdfmake is with the first PDF: main starts without either.
 */
export async function clientReportFile(
  report: ClientReport,
  format: z.output<typeof ClientReportGenerateInputSchema>['format'],
): Promise<Buffer> {
  if (format === 'pdf') return clientReportPdf(report)
  const { clientReportDocx } = await import('./client-report-docx')
  return clientReportDocx(report)
}
