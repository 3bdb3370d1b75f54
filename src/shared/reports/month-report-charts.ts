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

/** The top of the amounts' axis: 1, 2 or 5 times a power of ten, at least the largest amount. */
export function trendTop(points: readonly TrendPoint[]): number {
  const largest = Math.max(0, ...points.flatMap((p) => [p.requested ?? 0, p.awarded ?? 0]))
  if (largest <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(largest))
  return ([1, 2, 5, 10].find((step) => step * power >= largest) ?? 10) * power
}

/** The runs of known months of a series, each month by its index: one not known breaks the line. */
export function trendRuns(
  points: readonly TrendPoint[],
  series: 'requested' | 'awarded',
): { index: number; value: number }[][] {
  const runs: { index: number; value: number }[][] = [[]]
  points.forEach((point, index) => {
    const value = point[series]
    if (value === null) runs.push([])
    else runs.at(-1)?.push({ index, value })
  })
  return runs.filter((run) => run.length > 0)
}
