import { MonthSchema } from '@shared/month-report'
import { positiveInteger } from '../coerce'
import { type FlagValues, type OutputChoice, outputOf, REPORT_FORMATS } from '../flags'
import { usageError } from '../usage-error'

export interface ReportCommand {
  name: 'report month'
  /** YYYY-MM; null: the month before the current one. */
  month: string | null
  /** A technician's id, `all` for the whole team, null for the signed-in advisor. */
  expert: number | 'all' | null
  /** --closing-status: the statuses that close a case file (the catalogue does not say). */
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
  const closing = values['closing-status']?.map((id) => positiveInteger('--closing-status', id))
  return {
    name,
    month: raw ?? null,
    expert,
    closingStatuses: closing ?? null,
    output: outputOf(values, name, REPORT_FORMATS),
  }
}
