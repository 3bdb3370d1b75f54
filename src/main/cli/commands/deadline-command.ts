import { computeDeadline } from '@shared/deadlines/deadline-engine'
import { holidayCalendar } from '@shared/deadlines/holiday-calendar'
import { holidaysLibrary } from '../../services/case-work/holidays-library'
import { cliText } from '../cli-text'
import { type Output } from '../output'
import { type DeadlineCommand } from './deadline-args'

/**
 * `deadline`: the last day of a period, with no service and no sign-in. Without --province only
 * the national holidays count; each --holiday is a local one.
 */
export function deadline(output: Output, command: DeadlineCommand): void {
  const name = cliText('cli.output.local_holiday', {})
  const local = command.holidays.map((date) => ({ date, name }))
  const result = computeDeadline(
    command.from,
    command.period,
    holidayCalendar(holidaysLibrary, { province: command.province, local }),
  )
  output.json({
    from: result.from,
    until: result.until,
    kind: result.period.unit,
    skipped: result.skipped.map(({ date, name }) => ({ date, why: name })),
  })
}
