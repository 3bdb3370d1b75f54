import { localIsoDate } from '@shared/format'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Lang } from '@shared/messages/keys'
import { type MonthReport } from '@shared/reports/month-report'
import {
  type ChartBar,
  monthReportCharts,
  type TrendPoint,
  unnamedStatus,
} from '@shared/reports/month-report-charts'
import { column } from './columns'
import { type Dataset, dataset, sheetIn } from './datasets'
import { type ExportSheet } from './export-writer'

/** «Informe mensual» as a workbook (issue 37): one sheet per table, each cell typed. */

type Figure =
  | 'opened'
  | 'closed'
  | 'requested'
  | 'requested_cases'
  | 'awarded'
  | 'awarded_cases'
  | 'archived'
  | 'stale_unknown'
  | 'credits_spent'

interface SummaryRow {
  month: string
  figure: Figure
  /** Null where the data cannot tell: an empty cell, never a 0. */
  value: number | null
}
type StatusRow = MonthReport['byStatus'][number]
type ExpertRow = MonthReport['byExpert'][number]
type StaleRow = MonthReport['stale'][number]
type DeadlineRow = MonthReport['deadlines'][number]

export function summaryRows(report: MonthReport): SummaryRow[] {
  const figures: [Figure, number | null][] = [
    ['opened', report.opened],
    ['closed', report.closed],
    ['requested', report.requested.amount],
    ['requested_cases', report.requested.cases],
    ['awarded', report.awarded.amount],
    ['awarded_cases', report.awarded.cases],
    ['archived', report.archived],
    ['stale_unknown', report.staleUnknown],
    ['credits_spent', report.creditsSpent],
  ]
  return figures.map(([figure, value]) => ({ month: report.month, figure, value }))
}

const summaryDataset: Dataset<SummaryRow> = dataset<SummaryRow>('export.sheet.report_summary', [
  column('report_month', 'text', (r) => r.month),
  column('report_figure', 'text', (r, lang) => renderMessage(lang, `report.figure.${r.figure}`)),
  column('report_value', 'number', (r) => r.value),
])

const changeColumns = <
  T extends { count: number; previous: number | null; change: number | null },
>() => [
  column<T>('report_cases', 'integer', (r) => r.count),
  column<T>('report_previous', 'integer', (r) => r.previous),
  column<T>('report_change', 'integer', (r) => r.change),
]

export const byStatusDataset: Dataset<StatusRow> = dataset<StatusRow>(
  'export.sheet.report_by_status',
  [
    column('group_name', 'text', (r, lang) =>
      r.statusGroup ? r.statusGroup.name : renderMessage(lang, unnamedStatus(r)),
    ),
    column('status_name', 'text', (r) => r.status?.name ?? null),
    ...changeColumns<StatusRow>(),
  ],
)

export const byExpertDataset: Dataset<ExpertRow> = dataset<ExpertRow>(
  'export.sheet.report_by_expert',
  [column('case_expert', 'text', (r) => r.expert.name), ...changeColumns<ExpertRow>()],
)

export const staleDataset: Dataset<StaleRow> = dataset<StaleRow>('export.sheet.report_stale', [
  column('identifier', 'text', (r) => r.identifier),
  column('report_days', 'integer', (r) => r.days),
  column('report_last_change', 'date', (r) => localIsoDate(new Date(r.lastChange))),
])

export const deadlinesDataset: Dataset<DeadlineRow> = dataset<DeadlineRow>(
  'export.sheet.report_deadlines',
  [
    column('identifier', 'text', (r) => r.identifier),
    column('deadline_kind', 'text', (r, lang) =>
      r.label ? r.label : renderMessage(lang, `deadline.kind.${r.kind}`),
    ),
    column('last_day', 'date', (r) => r.until),
  ],
)

/** The bars of the status groups' chart (month-report-charts.ts). */
const byGroupDataset: Dataset<ChartBar> = dataset<ChartBar>('export.sheet.report_by_group', [
  column('group_name', 'text', (r, lang) => r.name ?? renderMessage(lang, unnamedStatus(r))),
  column('report_cases', 'integer', (r) => r.value),
])

export const trendDataset: Dataset<TrendPoint> = dataset<TrendPoint>('export.sheet.report_trend', [
  column('report_month', 'text', (r) => r.month),
  column('report_requested', 'money', (r) => r.requested),
  column('report_awarded', 'money', (r) => r.awarded),
])

// oxlint-disable-next-line typescript/require-await -- rows already in memory, one page
async function* onePage<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows
}

const sheet = <T>(lang: Lang, of: Dataset<T>, rows: readonly T[]): ExportSheet<T> => ({
  ...sheetIn(lang, of),
  rows: onePage(rows),
})

/** The workbook of the report: one typed sheet per table, the charts' from their one source. */
export function monthReportSheets(lang: Lang, report: MonthReport) {
  const charts = monthReportCharts(report)
  return [
    sheet(lang, summaryDataset, summaryRows(report)),
    sheet(lang, byStatusDataset, report.byStatus),
    sheet(lang, byGroupDataset, charts.byGroup),
    sheet(lang, byExpertDataset, report.byExpert),
    sheet(lang, trendDataset, charts.trend),
    sheet(lang, staleDataset, report.stale),
    sheet(lang, deadlinesDataset, report.deadlines),
  ] as const
}
