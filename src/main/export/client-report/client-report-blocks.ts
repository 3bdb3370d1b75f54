import { type ClientReport, type SectionMeta } from '@shared/reports/client-report'
import { formatDate, formatNumber, localIsoDate } from '@shared/format'
import { type MessageKey, type MessageParams } from '@shared/messages/keys'
import { renderMessage } from '@shared/messages/catalogue-lookup'

/**
 * The report as the two writers lay it out: headings, paragraphs, label–value pairs and tables,
 * each text already in the report's language with Spanish (or English) numbers and dates.
 */
export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A section's data is missing or old: said in the document, set apart. */
  | { kind: 'notice'; text: string }
  | { kind: 'fields'; rows: [string, string][] }
  | {
      kind: 'table'
      header: string[]
      rows: string[][]
      /** Columns of amounts and counts, right-aligned. */
      numeric: number[]
      /** The last row is a total, in bold. */
      total?: boolean
    }

/** The title block: the firm, the title, who it is for, the date and period. */
export interface ReportCover {
  title: string
  preparedFor: string
  date: string
  period: string
  page: (page: number, pages: number) => string
}

function reportWords(report: ClientReport) {
  const lang = report.language
  const say = (key: MessageKey, params: MessageParams = {}) => renderMessage(lang, key, params)
  const amount = (n: number | null) => formatNumber(n, 2, lang)
  const date = (iso: string | null) => (iso === null ? say('report.none') : formatDate(iso, lang))
  return { lang, say, amount, date }
}

export function reportCover(report: ClientReport): ReportCover {
  const { say, date } = reportWords(report)
  return {
    title: say('report.title'),
    preparedFor: say('report.prepared_for', { name: report.company.name }),
    date: say('report.date', { date: date(report.date) }),
    period: say('report.period', { from: date(report.period.from), to: date(report.period.to) }),
    page: (page, pages) => say('report.page', { page, pages }),
  }
}

export function reportBlocks(report: ClientReport): ReportBlock[] {
  const { say, amount, date } = reportWords(report)
  const dayOf = (ms: number) => date(localIsoDate(new Date(ms)))
  /** The section's age or absence, said once under its heading; null when fresh. */
  const stateOf = (meta: SectionMeta, what: MessageKey): ReportBlock[] => {
    if (meta.state === 'missing' || meta.keptAt === null)
      return [{ kind: 'notice', text: say('report.state.missing', { what: say(what) }) }]
    if (meta.state === 'stale')
      return [
        {
          kind: 'notice',
          text: say('report.state.stale', { date: dayOf(meta.keptAt), days: report.staleDays }),
        },
      ]
    return [{ kind: 'paragraph', text: say('report.state.kept', { date: dayOf(meta.keptAt) }) }]
  }
  const blocks: ReportBlock[] = []
  const { company, opportunities, aid, registry, cases } = report

  if (report.note !== '') {
    blocks.push({ kind: 'heading', text: say('report.note') })
    for (const line of report.note.split(/\n+/)) blocks.push({ kind: 'paragraph', text: line })
  }

  blocks.push({ kind: 'heading', text: say('report.section.company') })
  if (company.meta.state !== 'fresh') blocks.push(...stateOf(company.meta, 'report.what.company'))
  blocks.push({
    kind: 'fields',
    rows: [
      [say('report.company.name'), company.name || say('report.none')],
      [say('report.company.nif'), company.nif || say('report.none')],
      [
        say('report.company.activity'),
        company.activity
          ? `${company.activity.code} · ${company.activity.name}`
          : say('report.none'),
      ],
      [say('report.company.province'), company.province ?? say('report.none')],
    ],
  })

  blocks.push({ kind: 'heading', text: say('report.section.opportunities') })
  blocks.push(...stateOf(opportunities.meta, 'report.what.opportunities'))
  if (opportunities.source) {
    blocks.push({
      kind: 'paragraph',
      text: say(
        opportunities.source === 'simulator'
          ? 'report.opportunities.source_simulator'
          : 'report.opportunities.source_portfolio',
      ),
    })
    if (opportunities.rows.length === 0) {
      blocks.push({ kind: 'paragraph', text: say('report.opportunities.none') })
    } else {
      blocks.push({
        kind: 'table',
        header: ['grant', 'state', 'amount', 'closing', 'received'].map((c) =>
          say(`report.column.${c}` as MessageKey),
        ),
        rows: opportunities.rows.map((row) => [
          row.grant,
          row.state || say('report.none'),
          amount(row.amount),
          date(row.closing),
          say(row.received ? 'report.yes' : 'report.no'),
        ]),
        numeric: [2],
      })
    }
  }

  blocks.push({ kind: 'heading', text: say('report.section.aid') })
  blocks.push(...stateOf(aid.meta, 'report.what.aid'))
  if (aid.meta.state !== 'missing') {
    const counted = aid.years.reduce((sum, year) => sum + year.count, 0)
    if (counted === 0) blocks.push({ kind: 'paragraph', text: say('report.aid.none') })
    blocks.push({
      kind: 'table',
      header: [say('report.column.year'), say('report.column.count'), say('report.column.total')],
      rows: [
        ...aid.years.map((year) => [
          String(year.year),
          formatNumber(year.count, 0, report.language),
          amount(year.total),
        ]),
        [
          say('report.aid.window_total', { from: date(aid.window.from), to: date(aid.window.to) }),
          formatNumber(counted, 0, report.language),
          amount(aid.windowTotal),
        ],
      ],
      numeric: [1, 2],
      total: true,
    })
    if (aid.undated.count > 0) {
      blocks.push({
        kind: 'paragraph',
        text: say('report.aid.undated', {
          count: aid.undated.count,
          amount: `${amount(aid.undated.total)} €`,
        }),
      })
    }
    if (!aid.complete) blocks.push({ kind: 'notice', text: say('report.aid.incomplete') })
  }

  blocks.push({ kind: 'heading', text: say('report.section.registry') })
  blocks.push(...stateOf(registry.meta, 'report.what.registry'))
  if (registry.minimis) {
    const figure = registry.minimis
    blocks.push({
      kind: 'table',
      header: [say('report.column.concept'), say('report.column.amount')],
      rows: [
        [say('report.registry.used'), amount(figure.used)],
        [say('report.registry.ceiling', { regulation: figure.regulation }), amount(figure.ceiling)],
        [say('report.registry.headroom'), amount(figure.headroom)],
      ],
      numeric: [1],
      total: true,
    })
    if (figure.group.length > 0) {
      blocks.push({
        kind: 'paragraph',
        text: say('report.registry.group', { members: figure.group.join(', ') }),
      })
    }
  }

  blocks.push({ kind: 'heading', text: say('report.section.cases') })
  blocks.push(...stateOf(cases.meta, 'report.what.cases'))
  if (cases.meta.state !== 'missing') {
    if (cases.rows.length === 0) blocks.push({ kind: 'paragraph', text: say('report.cases.none') })
    else
      blocks.push({
        kind: 'table',
        header: ['case', 'status', 'requested', 'awarded', 'deadline', 'documents'].map((c) =>
          say(`report.column.${c}` as MessageKey),
        ),
        rows: cases.rows.map((row) => [
          row.name ? `${row.identifier}\n${row.name}` : row.identifier,
          row.status || say('report.none'),
          amount(row.requested),
          amount(row.awarded),
          row.nextDeadline
            ? `${date(row.nextDeadline.date)}\n${row.nextDeadline.label}`
            : say('report.none'),
          row.pendingDocuments.length > 0 ? row.pendingDocuments.join('\n') : say('report.none'),
        ]),
        numeric: [2, 3],
      })
  }
  return blocks
}
