import { type MonthReport } from './month-report'

/**
 * The numbers «Informe mensual» draws (issue 37): the screen's charts, the PDF's bars and the
 * workbook's sheets of them all come from here, so what a person sees is what the export writes.
 */

/** One bar: `name` null for the case files with no status, or whose status is `unknown`. */
export interface ChartBar {
  key: string
  name: string | null
  unknown?: true
  value: number
}

/** The catalogue's words for a status group not named: none, or not known. */
export function unnamedStatus(row: {
  unknown?: true | undefined
}): 'report.status.unknown' | 'report.status.none' {
  return row.unknown ? 'report.status.unknown' : 'report.status.none'
}

export interface TrendPoint {
  month: string
  /** Null: a case file of that month has no amount, so the sum is not known. */
  requested: number | null
  awarded: number | null
}

export interface MonthCharts {
  byGroup: ChartBar[]
  byExpert: ChartBar[]
  trend: TrendPoint[]
}

export function monthReportCharts(report: MonthReport): MonthCharts {
  const groups = new Map<string, ChartBar>()
  for (const row of report.byStatus) {
    const key = row.statusGroup ? `group-${row.statusGroup.id}` : row.unknown ? 'unknown' : 'none'
    const bar = groups.get(key) ?? {
      key,
      name: row.statusGroup?.name ?? null,
      ...(row.unknown ? { unknown: row.unknown } : {}),
      value: 0,
    }
    bar.value += row.count
    groups.set(key, bar)
  }
  return {
    byGroup: [...groups.values()],
    byExpert: report.byExpert.map((row) => ({
      key: `expert-${row.expert.id}`,
      name: row.expert.name,
      value: row.count,
    })),
    trend: report.trend.map((point) => ({
      month: point.month,
      requested: point.requested.amount,
      awarded: point.awarded.amount,
    })),
  }
}
