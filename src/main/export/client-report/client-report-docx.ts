import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import { type ClientReport, type Letterhead } from '@shared/reports/client-report'
import { type ReportBlock, reportBlocks, reportCover } from './client-report-blocks'

const ACCENT = '1F3A5F'

/** A cell's lines (a «\n» in the text starts a new one). */
const lines = (text: string, options: { bold?: boolean; color?: string } = {}) =>
  text.split('\n').map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0, ...options }))

function cell(text: string, options: { header?: boolean; right?: boolean; bold?: boolean }) {
  return new TableCell({
    ...(options.header
      ? { shading: { type: ShadingType.CLEAR, fill: ACCENT, color: 'auto' } }
      : {}),
    margins: { top: 60, bottom: 60, left: 80, right: 80 },
    children: [
      new Paragraph({
        alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: lines(text, {
          bold: options.header === true || options.bold === true,
          ...(options.header ? { color: 'FFFFFF' } : {}),
        }),
      }),
    ],
  })
}

const thin = { style: BorderStyle.SINGLE, size: 4, color: 'C8D0DA' }
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }

function table(block: Extract<ReportBlock, { kind: 'table' }>): Table {
  const right = (i: number) => block.numeric.includes(i)
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: thin,
      bottom: thin,
      left: none,
      right: none,
      insideHorizontal: thin,
      insideVertical: none,
    },
    rows: [
      new TableRow({
        tableHeader: true,
        children: block.header.map((text, i) => cell(text, { header: true, right: right(i) })),
      }),
      ...block.rows.map(
        (row, r) =>
          new TableRow({
            children: row.map((text, i) =>
              cell(text, {
                right: right(i),
                bold: block.total === true && r === block.rows.length - 1,
              }),
            ),
          }),
      ),
    ],
  })
}

function fields(block: Extract<ReportBlock, { kind: 'fields' }>): Table {
  const plain = {
    top: none,
    bottom: none,
    left: none,
    right: none,
    insideHorizontal: none,
    insideVertical: none,
  }
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: plain,
    rows: block.rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 28, type: WidthType.PERCENTAGE },
              children: [
                new Paragraph({
                  children: [new TextRun({ text: label, bold: true, color: '444444' })],
                }),
              ],
            }),
            new TableCell({ children: [new Paragraph({ children: lines(value) })] }),
          ],
        }),
    ),
  })
}

function elementsOf(block: ReportBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          spacing: { before: 280, after: 120 },
          children: [new TextRun({ text: block.text, color: ACCENT })],
        }),
      ]
    case 'paragraph':
      return [new Paragraph({ spacing: { after: 100 }, children: [new TextRun(block.text)] })]
    case 'notice':
      return [
        new Paragraph({
          spacing: { after: 100 },
          children: [new TextRun({ text: block.text, italics: true, color: '8A5A00' })],
        }),
      ]
    case 'fields':
      return [fields(block)]
    case 'table':
      return [table(block), new Paragraph({ spacing: { after: 80 }, children: [] })]
  }
}

/** The firm's block in the page header: its logo, name and contact lines. */
function letterheadParagraphs(letterhead: Letterhead | null): Paragraph[] {
  if (!letterhead) return []
  const logo = letterhead.logo
  return [
    ...(logo
      ? [
          new Paragraph({
            children: [
              new ImageRun({
                type: logo.type === 'png' ? 'png' : 'jpg',
                data: logo.data,
                transformation: { width: 110, height: 55 },
              }),
            ],
          }),
        ]
      : []),
    new Paragraph({
      children: [new TextRun({ text: letterhead.firmName, bold: true, size: 24, color: ACCENT })],
    }),
    ...letterhead.contact.map(
      (line) =>
        new Paragraph({ children: [new TextRun({ text: line, size: 16, color: '555555' })] }),
    ),
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 4 } },
      children: [],
    }),
  ]
}

/** The client's report as a Word document: letterhead, title, sections, «Página X de Y». */
export async function clientReportDocx(report: ClientReport): Promise<Buffer> {
  const cover = reportCover(report)
  // «Página {page} de {pages}» around Word's own page fields.
  const [before = '', middle = '', after = ''] = cover.page(0, 1).split(/\d+/)
  const document = new Document({
    title: `${cover.title} - ${report.company.name}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1000, bottom: 1000, left: 1000, right: 1000 } } },
        headers: { default: new Header({ children: letterheadParagraphs(report.letterhead) }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: [before, PageNumber.CURRENT, middle, PageNumber.TOTAL_PAGES, after],
                    size: 16,
                    color: '666666',
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: cover.title, color: ACCENT })],
          }),
          new Paragraph({ children: [new TextRun({ text: cover.preparedFor, size: 24 })] }),
          new Paragraph({
            spacing: { after: 200 },
            children: [new TextRun({ text: `${cover.date} · ${cover.period}`, color: '444444' })],
          }),
          ...reportBlocks(report).flatMap(elementsOf),
        ],
      },
    ],
  })
  return Packer.toBuffer(document)
}
