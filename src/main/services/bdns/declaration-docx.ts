import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import { type ClientMinimis } from '@shared/bdns/client-minimis-report'
import { formatDate, formatNumber, madridToday } from '@shared/format'
import { type MessageKey, type MessageParams } from '@shared/messages/keys'
import { renderMessage } from '@shared/messages/catalogue-lookup'

/** Who signs for whom: what the registry does not know of the client. */
interface DeclarationHolder {
  name: string | null
  address: string | null
  representative: string | null
  representativeNif: string | null
}

export interface DeclarationInput {
  minimis: ClientMinimis
  holder: DeclarationHolder
  /** The aid or call the declaration goes with, as the advisor names it. */
  grant: string
  place: string | null
  /** Epoch ms of the signature's date (today). */
  now: number
}

/** The document is Spanish whatever the app's language: it is signed for a Spanish grantor. */
const say = (key: MessageKey, params: MessageParams = {}) => renderMessage('es', key, params)
const blank = () => say('declaration.blank')
const euros = (amount: number | null) =>
  amount === null ? say('declaration.unknown_amount') : formatNumber(amount, 2, 'es')

const cell = (text: string, bold = false, right = false) =>
  new TableCell({
    children: [
      new Paragraph({
        alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [new TextRun({ text, bold })],
      }),
    ],
  })

const table = (header: string[], rows: string[][], numeric: number[], boldLast = false) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: header.map((text, i) => cell(text, true, numeric.includes(i))),
      }),
      ...rows.map(
        (row, r) =>
          new TableRow({
            children: row.map((text, i) =>
              cell(text, boldLast && r === rows.length - 1, numeric.includes(i)),
            ),
          }),
      ),
    ],
  })

const paragraph = (text: string) =>
  new Paragraph({ spacing: { after: 160 }, children: [new TextRun(text)] })

/** The aid of the window, one row each, and the total; a group's rows name the member's NIF. */
function aidTable(minimis: ClientMinimis): Table {
  const grouped = minimis.group !== null
  const header = [
    ...(grouped ? [say('declaration.column.nif')] : []),
    say('declaration.column.grantor'),
    say('declaration.column.date'),
    say('declaration.column.regulation'),
    say('declaration.column.code'),
    say('declaration.column.amount'),
  ]
  const rows = minimis.summary.aid.map((aid) => [
    ...(grouped ? [aid.nif ?? ''] : []),
    aid.grantor ?? '',
    formatDate(aid.granted_on, 'es'),
    say(`declaration.regulation.${aid.regulation}`),
    aid.bdns_code ?? '',
    euros(aid.amount),
  ])
  const total = minimis.summary.aid.reduce((sum, aid) => sum + (aid.amount ?? 0), 0)
  const totalRow = [
    ...(grouped ? [''] : []),
    say('declaration.total'),
    '',
    '',
    '',
    euros(Math.round(total * 100) / 100),
  ]
  return table(header, [...rows, totalRow], [header.length - 1], true)
}

function ceilingTable(minimis: ClientMinimis): Table {
  return table(
    [
      say('declaration.column.regulation'),
      say('declaration.column.ceiling'),
      say('declaration.column.used'),
      say('declaration.column.left'),
    ],
    minimis.summary.ceilings.map((use) => [
      say(`declaration.regulation.${use.regulation}`),
      euros(use.ceiling),
      euros(use.used),
      euros(use.left),
    ]),
    [1, 2, 3],
  )
}

/**
 * «Declaración responsable de ayudas de minimis» as a DOCX: the client's data, every de minimis aid
 * of the three years (grantor, date, regulation, amount), the totals, the headroom under each
 * ceiling, the place and the date, ready to print and sign.
 */
export async function declarationDocx(input: DeclarationInput): Promise<Buffer> {
  const { minimis, holder } = input
  const { window } = minimis.summary
  const members = minimis.group?.members.filter((m) => m.nif !== minimis.nif) ?? []
  const who = {
    who: members.length > 0 ? 'group' : 'single',
    members: members.map((m) => (m.name ? `${m.name}, ${m.nif}` : m.nif)).join('; '),
    from: formatDate(window.from, 'es'),
    to: formatDate(window.to, 'es'),
  }
  const readOn = Math.min(...minimis.sources.map((s) => s.fetchedAt))
  const children = [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [new TextRun({ text: say('declaration.title'), bold: true })],
    }),
    paragraph(say('declaration.grant', { grant: input.grant })),
    paragraph(
      say(holder.address ? 'declaration.holder_address' : 'declaration.holder', {
        representative: holder.representative ?? blank(),
        representativeNif: holder.representativeNif ?? blank(),
        name: holder.name ?? blank(),
        nif: minimis.nif,
        address: holder.address ?? '',
      }),
    ),
    paragraph(say('declaration.declares')),
    ...(minimis.summary.aid.length > 0
      ? [paragraph(say('declaration.received', who)), aidTable(minimis)]
      : [paragraph(say('declaration.none_received', who))]),
    paragraph(''),
    paragraph(say('declaration.ceilings', who)),
    ceilingTable(minimis),
    paragraph(''),
    paragraph(say('declaration.commitment')),
    paragraph(
      say('declaration.source', {
        readOn: Number.isFinite(readOn) ? formatDate(madridToday(readOn), 'es') : blank(),
      }),
    ),
    paragraph(
      say('declaration.place', {
        place: input.place ?? blank(),
        date: formatDate(madridToday(input.now), 'es'),
      }),
    ),
    paragraph(''),
    paragraph(say('declaration.signature')),
  ]
  const document = new Document({
    creator: 'Grants Desk',
    title: say('declaration.title'),
    sections: [{ children }],
  })
  return Packer.toBuffer(document)
}
