import { type Content, type CustomTableLayout, type TableCell } from 'pdfmake/interfaces'
import {
  formatDate,
  formatEuros,
  formatEurosInText,
  formatMonth,
  formatNumber,
  localIsoDate,
} from '@shared/format'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Lang } from '@shared/messages/keys'
import { type MonthReport } from '@shared/reports/month-report'
import {
  type ChartBar,
  monthReportCharts,
  type TrendPoint,
  trendRuns,
  trendTop,
  unnamedStatus,
} from '@shared/reports/month-report-charts'
import { reportGaps } from '@shared/reports/month-report-gaps'
import { type Column } from './columns'
import { type Dataset, sheetIn } from './datasets'
import {
  byExpertDataset,
  byStatusDataset,
  deadlinesDataset,
  staleDataset,
  summaryRows,
  trendDataset,
} from './month-report-datasets'
import { renderPdf } from './pdf/pdf-document'

/**
 * «Informe mensual» as a PDF (issue 37): the month and its scope, each table of the workbook with
 * Spanish (or English) number formats, the bars and the line of amounts drawn as vectors from the
 * numbers the screen's charts draw (month-report-charts.ts), a sentence for each figure not known.
 */

const INK = '#1f2937'
const MUTED = '#6b7280'
const RULE = '#d1d5db'
/** The light theme's primary and info accents (renderer/src/theme/palette.ts), as on screen. */
const BAR = '#0a6e3d'
const SECOND = '#0f5bbd'
const BAR_WIDTH = 260
/** A4 less the page's margins, in points. */
const CONTENT_WIDTH = 595.28 - 2 * 48
const BAR_HEIGHT = 10

const EMPTY = '—'
/** Thin rules between rows, none between columns. */
const RULES: CustomTableLayout = {
  hLineWidth: () => 0.4,
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingTop: () => 3,
  paddingBottom: () => 3,
}

function cellText<T>(column: Column<T>, row: T, lang: Lang): string {
  const value = column.value(row)
  if (value === null || value === undefined) return EMPTY
  if (typeof value === 'number') {
    if (column.type === 'money') return formatEuros(value, lang)
    return column.type === 'id' ? String(value) : formatNumber(value, undefined, lang)
  }
  if (typeof value === 'string') return column.type === 'date' ? formatDate(value, lang) : value
  return JSON.stringify(value)
}

const numeric = (column: Column<unknown>) =>
  column.type === 'integer' || column.type === 'number' || column.type === 'money'

/** A dataset's rows as a table: the workbook's columns, said as a person reads them. */
function table<T>(lang: Lang, dataset: Dataset<T>, rows: readonly T[]): Content {
  const { columns } = sheetIn(lang, dataset)
  const header: TableCell[] = columns.map((column) => ({
    text: column.header,
    style: 'th',
    alignment: numeric(column as Column<unknown>) ? 'right' : 'left',
  }))
  const body: TableCell[][] = rows.map((row) =>
    columns.map((column) => ({
      text: cellText(column, row, lang),
      alignment: numeric(column as Column<unknown>) ? 'right' : 'left',
    })),
  )
  return {
    table: {
      headerRows: 1,
      widths: columns.map((_, i) => (i === 0 ? '*' : 'auto')),
      body: [header, ...body],
    },
    layout: { ...RULES, hLineWidth: (i) => (i === 1 ? 0.8 : 0.4) },
    margin: [0, 0, 0, 12],
  }
}

/** Horizontal bars, each its name, a rectangle as long as its share of the largest, its count. */
function bars(lang: Lang, items: readonly ChartBar[]): Content {
  const largest = Math.max(1, ...items.map((bar) => bar.value))
  return {
    table: {
      widths: ['*', BAR_WIDTH, 40],
      body: items.map((bar) => [
        { text: bar.name ?? renderMessage(lang, unnamedStatus(bar)) },
        {
          canvas: [
            {
              type: 'rect',
              x: 0,
              y: 2,
              w: Math.max(0.5, (bar.value / largest) * BAR_WIDTH),
              h: BAR_HEIGHT,
              color: bar.unknown ? MUTED : BAR,
            },
          ],
        },
        { text: formatNumber(bar.value, 0, lang), alignment: 'right' },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
  }
}

/**
 * The line of requested and awarded amounts, each month in the middle of its column, with the
 * axis's top and the months under it; a month not known breaks its line.
 */
function line(lang: Lang, points: readonly TrendPoint[]): Content {
  const width = CONTENT_WIDTH
  const height = 110
  const top = trendTop(points)
  const slot = width / Math.max(1, points.length)
  const x = (index: number) => (index + 0.5) * slot
  const y = (value: number) => height - (value / top) * height
  const series = (name: 'requested' | 'awarded', color: string) =>
    trendRuns(points, name).map((run) =>
      run.length === 1
        ? {
            type: 'ellipse' as const,
            x: x(run[0]?.index ?? 0),
            y: y(run[0]?.value ?? 0),
            r1: 2,
            r2: 2,
            color,
          }
        : {
            type: 'polyline' as const,
            points: run.map((p) => ({ x: x(p.index), y: y(p.value) })),
            lineWidth: 1.5,
            lineColor: color,
          },
    )
  return {
    stack: [
      { text: formatEurosInText(top, lang), style: 'note', margin: [0, 0, 0, 2] },
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: width,
            y2: 0,
            lineWidth: 0.5,
            lineColor: RULE,
            dash: { length: 3 },
          },
          {
            type: 'line',
            x1: 0,
            y1: height,
            x2: width,
            y2: height,
            lineWidth: 0.8,
            lineColor: RULE,
          },
          ...series('requested', BAR),
          ...series('awarded', SECOND),
        ],
      },
      {
        columns: points.map((point) => ({
          width: slot,
          text: formatMonth(point.month, lang, true),
          alignment: 'center' as const,
          fontSize: 7,
          color: MUTED,
        })),
        columnGap: 0,
        margin: [0, 3, 0, 4],
      },
    ],
  }
}

const heading = (text: string): Content => ({ text, style: 'h2', headlineLevel: 1 })
const note = (text: string): Content => ({ text, style: 'note' })

/** The scope: the whole team, or the technician by name (never an id). */
function scopeOf(lang: Lang, report: MonthReport): string {
  if (report.expert === 'all') return renderMessage(lang, 'report.scope.all')
  const expert = report.byExpert.find((row) => row.expert.id === report.expert)
  return expert
    ? renderMessage(lang, 'report.scope.expert', { name: expert.expert.name })
    : renderMessage(lang, 'report.scope.nobody')
}

function summary(lang: Lang, report: MonthReport): Content {
  const money = new Set(['requested', 'awarded', 'credits_spent'])
  const body = summaryRows(report).map((row) => [
    { text: renderMessage(lang, `report.figure.${row.figure}`) },
    {
      text:
        row.figure === 'credits_spent' || !money.has(row.figure)
          ? formatNumber(row.value, undefined, lang)
          : formatEuros(row.value, lang),
      alignment: 'right' as const,
    },
  ])
  return { table: { widths: ['*', 'auto'], body }, layout: RULES, margin: [0, 0, 0, 8] }
}

/** The PDF of `report` in `lang`, dated `now`. */
export function monthReportPdf(
  report: MonthReport,
  lang: Lang,
  now: number = Date.now(),
): Promise<Buffer> {
  const charts = monthReportCharts(report)
  const days = formatNumber(report.staleDays, 0, lang)
  const month = formatMonth(report.month, lang)
  const active = report.byExpert.reduce((sum, row) => sum + row.count, 0)
  const pastUnknown = report.opened !== null && report.byStatus.some((row) => row.change === null)
  const trendUnknown = charts.trend.some((p) => p.requested === null || p.awarded === null)
  return renderPdf({
    info: { title: `${renderMessage(lang, 'report.month_title')} · ${month}` },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    // A heading is never the last thing on a page: it goes with what it heads.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    footer: (page, pages) => ({
      text: renderMessage(lang, 'report.page', { page, pages }),
      alignment: 'right',
      margin: [48, 16, 48, 0],
      style: 'note',
    }),
    styles: {
      h1: { fontSize: 20, bold: true, color: INK },
      h2: { fontSize: 13, bold: true, color: INK, margin: [0, 12, 0, 6] },
      th: { bold: true, color: INK },
      note: { fontSize: 8.5, color: MUTED, margin: [0, 0, 0, 4] },
    },
    defaultStyle: { fontSize: 9.5, color: INK },
    content: [
      { text: `${renderMessage(lang, 'report.month_title')} · ${month}`, style: 'h1' },
      { text: scopeOf(lang, report), fontSize: 12, margin: [0, 2, 0, 0] },
      note(
        renderMessage(lang, 'report.generated', {
          date: formatDate(localIsoDate(new Date(now)), lang),
        }),
      ),
      heading(renderMessage(lang, 'report.section.summary')),
      summary(lang, report),
      ...reportGaps(report).map((gap) => note(renderMessage(lang, gap.key, gap.params))),
      {
        stack: [
          heading(renderMessage(lang, 'report.section.by_group')),
          active === 0
            ? note(renderMessage(lang, 'report.none.cases'))
            : bars(lang, charts.byGroup),
        ],
        unbreakable: true,
      },
      heading(renderMessage(lang, 'report.section.by_status')),
      table(lang, byStatusDataset, report.byStatus),
      ...(pastUnknown ? [note(renderMessage(lang, 'report.why.history'))] : []),
      {
        stack: [
          heading(renderMessage(lang, 'report.section.by_expert')),
          ...(active === 0 ? [] : [bars(lang, charts.byExpert)]),
        ],
        unbreakable: true,
      },
      table(lang, byExpertDataset, report.byExpert),
      {
        stack: [
          heading(renderMessage(lang, 'report.section.trend')),
          line(lang, charts.trend),
          {
            text: [
              { text: '■ ', color: BAR },
              renderMessage(lang, 'report.figure.requested'),
              { text: '   ■ ', color: SECOND },
              renderMessage(lang, 'report.figure.awarded'),
            ],
            style: 'note',
          },
        ],
        unbreakable: true,
      },
      table(
        lang,
        trendDataset,
        charts.trend.map((point) => ({ ...point, month: formatMonth(point.month, lang) })),
      ),
      ...(trendUnknown ? [note(renderMessage(lang, 'report.why.trend'))] : []),
      heading(renderMessage(lang, 'report.section.stale', { days })),
      report.stale.length === 0
        ? note(renderMessage(lang, 'report.none.stale', { days }))
        : table(lang, staleDataset, report.stale),
      heading(renderMessage(lang, 'report.section.deadlines')),
      report.deadlines.length === 0
        ? note(renderMessage(lang, 'report.none.deadlines'))
        : table(lang, deadlinesDataset, report.deadlines),
    ],
  })
}
