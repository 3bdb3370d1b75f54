import { type Content } from 'pdfmake/interfaces'
import { type ClientReport } from '@shared/client-report'
import { renderPdf } from '../pdf/pdf-document'
import { framedDocument, letterheadBlock, pdfTable } from '../pdf/pdf-frame'
import { type ReportBlock, reportBlocks, reportCover } from './client-report-blocks'

function contentOf(block: ReportBlock): Content {
  switch (block.kind) {
    case 'heading':
      return { text: block.text, style: 'heading', headlineLevel: 1 }
    case 'paragraph':
      return { text: block.text, style: 'paragraph' }
    case 'notice':
      return { text: block.text, style: 'notice' }
    case 'fields':
      return {
        table: {
          widths: [130, '*'],
          body: block.rows.map(([label, value]) => [
            { text: label, bold: true, fontSize: 9.5, color: '#444444' },
            { text: value, fontSize: 10 },
          ]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 6],
      }
    case 'table':
      return pdfTable(block)
  }
}

/** The client's report as a PDF: the firm's letterhead, title, sections, page numbers. */
export function clientReportPdf(report: ClientReport): Promise<Buffer> {
  const cover = reportCover(report)
  const content: Content[] = [
    ...letterheadBlock(report.letterhead),
    { text: cover.title, style: 'title' },
    { text: cover.preparedFor, style: 'subtitle' },
    { text: `${cover.date} · ${cover.period}`, style: 'subtitle', margin: [0, 2, 0, 8] },
    ...reportBlocks(report).map(contentOf),
  ]
  return renderPdf(
    framedDocument(content, {
      title: `${cover.title} - ${report.company.name}`,
      page: cover.page,
      left: report.letterhead?.firmName ?? '',
    }),
  )
}
