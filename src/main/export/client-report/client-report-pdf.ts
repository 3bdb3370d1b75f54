import { type Content } from 'pdfmake/interfaces'
import { type ClientReport } from '@shared/reports/client-report'
import { renderPdf } from '../pdf/pdf-document'
import { framedDocument, letterheadBlock, pdfTable, SHORT_TABLE_ROWS } from '../pdf/pdf-frame'
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

/**
 * The sections, each as laid out: one whose tables are all short stays on one page, its heading
 * with it (a heading is never left at a page's foot above the table it names).
 */
function sectionsOf(blocks: ReportBlock[]): Content[] {
  const sections: ReportBlock[][] = []
  for (const block of blocks) {
    const last = sections.at(-1)
    if (block.kind === 'heading' || !last) sections.push([block])
    else last.push(block)
  }
  return sections.map((section) => {
    const short = section.every(
      (block) => block.kind !== 'table' || block.rows.length <= SHORT_TABLE_ROWS,
    )
    const laid = section.map(contentOf)
    return short ? { stack: laid, unbreakable: true } : { stack: laid }
  })
}

/** The client's report as a PDF: the firm's letterhead, title, sections, page numbers. */
export function clientReportPdf(report: ClientReport): Promise<Buffer> {
  const cover = reportCover(report)
  const content: Content[] = [
    ...letterheadBlock(report.letterhead),
    { text: cover.title, style: 'title' },
    { text: cover.preparedFor, style: 'subtitle' },
    { text: `${cover.date} · ${cover.period}`, style: 'subtitle', margin: [0, 2, 0, 8] },
    ...sectionsOf(reportBlocks(report)),
  ]
  return renderPdf(
    framedDocument(content, {
      title: `${cover.title} - ${report.company.name}`,
      page: cover.page,
      left: report.letterhead?.firmName ?? '',
    }),
  )
}
