import { type AddedHoliday } from '@shared/cases/added-holiday'
import { type HolidayCalendar } from '@shared/deadlines/deadline-engine'
import { holidayCalendar } from '@shared/deadlines/holiday-calendar'
import { type LocalHoliday } from '@shared/settings'
import { foldText } from '@shared/text'
import { holidaysLibrary } from './holidays-library'

/**
 * The holidays a case file's deadlines pass over (art. 30.2 and 30.6 Ley 39/2015): national, its
 * client's community, the advisor's local ones of the client's municipality or for everyone, and
 * the case file's own.
 */
export function caseCalendar(options: {
  province: number | null
  municipality: string | null
  local: readonly LocalHoliday[]
  caseFile: readonly AddedHoliday[]
}): HolidayCalendar {
  const town = options.municipality ? foldText(options.municipality).trim() : null
  const local = options.local.filter(
    (holiday) =>
      holiday.municipality === null ||
      holiday.municipality.trim() === '' ||
      (town !== null && foldText(holiday.municipality).trim() === town),
  )
  return holidayCalendar(holidaysLibrary, {
    province: options.province,
    local: local.map(({ date, name }) => ({ date, name })),
    caseFile: options.caseFile,
  })
}
