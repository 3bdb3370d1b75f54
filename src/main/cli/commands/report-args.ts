import { MonthSchema } from '@shared/reports/month-report'
import { idList, integerInRange, positiveInteger } from '../coerce'
import { type FlagValues, type OutputChoice, outputOf, REPORT_FORMATS } from '../flags'
import { usageError } from '../usage-error'

export interface ReportCommand {
  name: 'report month'
  /** YYYY-MM; null: the month before the current one. */
  month: string | null
  /** A technician's id, `all` for the whole team, null for the signed-in advisor. */
  expert: number | 'all' | null
  /** --stale-days: a case file without a status change for more than this is stale (30). */
  staleDays: number | null
  /** --closing-status: the statuses that close a case file; null when not given. */
  closingStatuses: number[] | null
  output: OutputChoice
}

/** `report month` from its flags. */
export function reportCommand(values: FlagValues): ReportCommand {
  const name = 'report month'
  const raw = values.month?.trim()
  if (raw !== undefined && !MonthSchema.safeParse(raw).success) {
    throw usageError('cli.usage.month_format', { raw }, name)
  }
  if (values.expert !== undefined && values['all-experts']) {
    throw usageError('cli.usage.expert_or_all', {}, name)
  }
  const expert = values['all-experts']
    ? 'all'
    : values.expert === undefined
      ? null
      : positiveInteger('--expert', values.expert)
  const stale = values['stale-days']
  const closing = values['closing-status']
  const closingStatuses =
    closing === undefined ? null : [...new Set(idList('--closing-status', closing))]
  if (closingStatuses !== null && (closingStatuses.length === 0 || closingStatuses.length > 200)) {
    throw usageError('cli.usage.closing_status_count', { raw: closing ?? '' }, name)
  }
  return {
    name,
    month: raw ?? null,
    expert,
    staleDays: stale === undefined ? null : integerInRange('--stale-days', stale, 1, 3650),
    closingStatuses,
    output: outputOf(values, name, REPORT_FORMATS),
  }
}
