import { type MessageKey } from '../messages/keys'
import { type MonthReport } from './month-report'

/** A sentence of the catalogue saying why a figure of the report is not known. */
export interface ReportGap {
  key: Extract<MessageKey, `report.why.${string}`>
  params: Record<string, number>
}

/**
 * Why each figure of the summary left empty is not known (issue 37: «a plain sentence why»), once
 * for the screen and the PDF. The past statuses' is said beside their tables.
 */
export function reportGaps(report: MonthReport): ReportGap[] {
  const gaps: ReportGap[] = []
  const say = (key: ReportGap['key'], params: ReportGap['params'] = {}) =>
    gaps.push({ key, params })
  if (report.opened === null) say('report.why.history')
  else if (report.closed === null) say('report.why.closed')
  if (report.requested.amount === null) say('report.why.requested')
  if (report.awarded.amount === null) say('report.why.awarded')
  if (report.staleUnknown > 0) say('report.why.stale_unknown', { n: report.staleUnknown })
  if (report.creditsSpent === null) say('report.why.credits')
  return gaps
}
