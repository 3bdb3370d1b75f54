import {
  type Alignment,
  type Column,
  type Content,
  type TableCell,
  type TDocumentDefinitions,
} from 'pdfmake/interfaces'
import { type Letterhead } from '@shared/reports/client-report'

/** The page frame every report shares: margins, styles, the firm's block, «Página X de Y». */
const PDF_STYLES: TDocumentDefinitions['styles'] = {
  title: { fontSize: 20, bold: true, color: '#1f3a5f', margin: [0, 4, 0, 4] },
  subtitle: { fontSize: 11, color: '#444444' },
  heading: { fontSize: 13, bold: true, color: '#1f3a5f', margin: [0, 16, 0, 6] },
  paragraph: { fontSize: 10, margin: [0, 0, 0, 6] },
  notice: { fontSize: 10, italics: true, color: '#8a5a00', margin: [0, 0, 0, 6] },
  firm: { fontSize: 12, bold: true },
  contact: { fontSize: 8.5, color: '#555555' },
  tableHeader: { bold: true, fontSize: 9, color: '#ffffff', fillColor: '#1f3a5f' },
  cell: { fontSize: 9 },
  footer: { fontSize: 8, color: '#666666' },
}

/** A logo as pdfmake embeds it: data, never a path or an address. */
const logoData = (logo: NonNullable<Letterhead['logo']>) =>
  `data:image/${logo.type};base64,${Buffer.from(logo.data).toString('base64')}`

/** The firm's block at the top of the first page: logo on the left, name and contact beside it. */
export function letterheadBlock(letterhead: Letterhead | null): Content[] {
  if (!letterhead) return []
  const text: Column = {
    width: '*',
    stack: [
      { text: letterhead.firmName, style: 'firm' },
      ...letterhead.contact.map((line): Content => ({ text: line, style: 'contact' })),
    ],
  }
  const columns: Column[] = letterhead.logo
    ? [{ image: logoData(letterhead.logo), fit: [90, 50], width: 100 }, text]
    : [text]
  return [
    { columns, columnGap: 12 },
    {
      canvas: [
        { type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 0.8, lineColor: '#1f3a5f' },
      ],
      margin: [0, 0, 0, 12],
    },
  ]
}

/** A table up to this many rows is never split across pages (nor its section, see keptTogether). */
export const SHORT_TABLE_ROWS = 8

/** A table with a coloured header row (repeated on each page), right-aligned numeric columns. */
export function pdfTable(table: {
  header: string[]
  rows: string[][]
  numeric: number[]
  total?: boolean
}): Content {
  const align = (i: number): Alignment => (table.numeric.includes(i) ? 'right' : 'left')
  const widths = table.header.map((_, i) => (table.numeric.includes(i) ? 'auto' : '*'))
  const laid: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [
        table.header.map((text, i): TableCell => ({
          text,
          style: 'tableHeader',
          alignment: align(i),
        })),
        ...table.rows.map((row, r) =>
          row.map((text, i): TableCell => ({
            text,
            style: 'cell',
            alignment: align(i),
            bold: table.total === true && r === table.rows.length - 1,
          })),
        ),
      ],
    },
    layout: {
      hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#c8d0da',
      fillColor: (row: number) => (row > 0 && row % 2 === 0 ? '#f3f6f9' : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 2, 0, 8],
  }
  // A short table is kept on one page rather than split under its header.
  return table.rows.length <= SHORT_TABLE_ROWS ? { stack: [laid], unbreakable: true } : laid
}

/** A document of A4 pages with the shared styles and «Página X de Y» (or its English) below. */
export function framedDocument(
  content: Content[],
  options: { title: string; page: (page: number, pages: number) => string; left?: string },
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: options.title },
    styles: PDF_STYLES,
    defaultStyle: { fontSize: 10 },
    // A heading left at a page's foot with at most a line under it goes to the next page.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 &&
      nodes.getFollowingNodesOnPage().length < 4 &&
      nodes.getNodesOnNextPage().length > 0,
    footer: (page, pages) => ({
      columns: [
        { text: options.left ?? '', style: 'footer' },
        { text: options.page(page, pages), style: 'footer', alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
    content,
  }
}
