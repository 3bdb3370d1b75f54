import { MAX_PERIOD } from '@shared/cases/deadline-kinds'
import { type DeadlinePeriod } from '@shared/deadlines/deadline-engine'
import { isIsoDate } from '@shared/format'
import { integerInRange } from '../coerce'
import { type FlagValues } from '../flags'
import { usageError } from '../usage-error'
import { type CommandName } from '../usage'

export interface DeadlineCommand {
  name: 'deadline'
  from: string
  period: DeadlinePeriod
  province: number | null
  holidays: string[]
}

const MAX_PROVINCE = 52

export function dateOf(flag: string, raw: string): string {
  const text = raw.trim()
  if (!isIsoDate(text)) throw usageError('cli.usage.date', { flag, raw }, 'deadline')
  return text
}

/** The period of --business-days, --months or --years: at most one, null when none. */
export function givenPeriod(values: FlagValues, name: CommandName): DeadlinePeriod | null {
  const given = (
    [
      ['business_days', '--business-days', values['business-days']],
      ['months', '--months', values.months],
      ['years', '--years', values.years],
    ] as const
  ).filter(([, , raw]) => raw !== undefined)
  const [only] = given
  if (given.length > 1) throw usageError('cli.usage.deadline_period', {}, name)
  if (!only) return null
  const [unit, flag, raw = ''] = only
  return { unit, count: integerInRange(flag, raw, 1, MAX_PERIOD[unit]) }
}

/** «deadline» from its flags: a date, exactly one period, and the holidays that count. */
export function deadlineCommand(name: 'deadline', values: FlagValues): DeadlineCommand {
  if (values.from === undefined)
    throw usageError('cli.usage.flag_missing', { flag: '--from' }, name)
  const period = givenPeriod(values, name)
  if (!period) throw usageError('cli.usage.deadline_period', {}, name)
  return {
    name,
    from: dateOf('--from', values.from),
    period,
    province:
      values.province === undefined
        ? null
        : integerInRange('--province', values.province, 1, MAX_PROVINCE),
    holidays: (values.holiday ?? []).map((day) => dateOf('--holiday', day)),
  }
}
