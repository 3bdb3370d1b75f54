import type Holidays from 'date-holidays'
import { provinceByCode } from '../catalogues/provinces'
import { type Holiday, type HolidayCalendar } from './deadline-engine'

/** date-holidays' codes of Spain's autonomous communities and cities, by INE code. */
const COMMUNITY_STATES: Readonly<Record<number, string>> = {
  1: 'AN',
  2: 'AR',
  3: 'AS',
  4: 'IB',
  5: 'CN',
  6: 'CB',
  7: 'CL',
  8: 'CM',
  9: 'CT',
  10: 'VC',
  11: 'EX',
  12: 'GA',
  13: 'MD',
  14: 'MC',
  15: 'NC',
  16: 'PV',
  17: 'RI',
  18: 'CE',
  19: 'ML',
}

/** A holiday the advisor adds: for everyone, a municipality, or one case file. */
interface AddedHoliday {
  date: string
  name: string
}

export interface CalendarOptions {
  /** The province (INE code) whose community's holidays count; none, only the national ones. */
  province?: number | null
  /** Local holidays (of the municipality, or the firm's own) the advisor added in «Ajustes». */
  local?: readonly AddedHoliday[]
  /** Holidays the advisor added to one case file. */
  caseFile?: readonly AddedHoliday[]
}

type YearHolidays = Map<string, Holiday>

/**
 * date-holidays' class, as the caller loads it when a calendar first needs a year: main and the
 * command line start without it (its data is some 8 MB of heap).
 */
export type HolidaysLibrary = () => typeof Holidays

/** The public holidays of a year: Spain's, and its community's with their substitute days. */
const yearCache = new Map<string, YearHolidays>()
function publicHolidays(
  library: HolidaysLibrary,
  year: number,
  state: string | null,
): YearHolidays {
  const key = `${year}-${state ?? ''}`
  const cached = yearCache.get(key)
  if (cached) return cached
  const Library = library()
  const national = new Library('ES')
  const days: YearHolidays = new Map()
  const add = (holidays: Holidays, scope: Holiday['scope']) => {
    for (const holiday of holidays.getHolidays(year, 'es')) {
      const date = holiday.date.slice(0, 10)
      if (holiday.type === 'public' && !days.has(date))
        days.set(date, { date, name: holiday.name, scope })
    }
  }
  // Only what the library lists as public for the whole country is national: not the days it lists
  // as observances (19 March), which are some communities' holidays.
  add(national, 'national')
  if (state) add(new Library('ES', state), 'community')
  yearCache.set(key, days)
  return days
}

/**
 * The holidays a count of business days passes over for one case file: national, its client's
 * community (by province), the advisor's local ones, and the case file's own (art. 30.2, 30.6).
 */
export function holidayCalendar(
  library: HolidaysLibrary,
  options: CalendarOptions = {},
): HolidayCalendar {
  const community = options.province ? provinceByCode(options.province)?.communityCode : undefined
  const state = community === undefined ? null : (COMMUNITY_STATES[community] ?? null)
  const added = new Map<string, Holiday>()
  for (const { date, name } of options.local ?? []) added.set(date, { date, name, scope: 'local' })
  for (const { date, name } of options.caseFile ?? [])
    added.set(date, { date, name, scope: 'case' })
  return (iso) =>
    publicHolidays(library, Number(iso.slice(0, 4)), state).get(iso) ?? added.get(iso) ?? null
}
