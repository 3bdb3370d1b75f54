import { addDays, daysInMonth, isoDateOf } from '../format'

/** A period of art. 30 Ley 39/2015: business days, or months or years counted date to date. */
export interface DeadlinePeriod {
  unit: 'business_days' | 'months' | 'years'
  count: number
}

/** A holiday as a calendar names it: national, of a community, local, or of one case file. */
export interface Holiday {
  /** YYYY-MM-DD. */
  date: string
  name: string
  scope: 'national' | 'community' | 'local' | 'case'
}

/** The holiday on a day, if any (only weekdays matter: a weekend is not a business day anyway). */
export type HolidayCalendar = (iso: string) => Holiday | null

export interface DeadlineResult {
  /** The notification (or publication) date the period counts from. */
  from: string
  /** The last day of the period, a business day. */
  until: string
  period: DeadlinePeriod
  /** Holidays on weekdays that the count passed over, or that moved the last day, in order. */
  skipped: Holiday[]
  /** Weekends the count passed over (a Saturday and Sunday count once). */
  weekends: number
  /** For months and years: the date the period reached before it moved to a business day. */
  reached: string | null
}

/** 0 Sunday … 6 Saturday, for a YYYY-MM-DD date (in UTC, so no time zone moves the day). */
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay()
const isWeekend = (iso: string) => weekday(iso) === 0 || weekday(iso) === 6
const next = (iso: string) => addDays(iso, 1) ?? iso

/** The same day number `months` later; the month's last day when it has no such day (art. 30.4). */
function sameDayLater(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  const index = year * 12 + (month - 1) + months
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  return isoDateOf(y, m, Math.min(day, daysInMonth(y, m))) ?? iso
}

/**
 * Walks forward from `start` (excluded) over days that are not business days, noting them, to the
 * first business day; `start` itself when it is one.
 */
function toBusinessDay(
  start: string,
  calendar: HolidayCalendar,
  note: { skipped: Holiday[]; weekendDays: string[] },
): string {
  let day = start
  for (;;) {
    if (isWeekend(day)) note.weekendDays.push(day)
    else {
      const holiday = calendar(day)
      if (!holiday) return day
      note.skipped.push(holiday)
    }
    day = next(day)
  }
}

/** Saturdays and Sundays passed over, a weekend counted once (a lone Sunday or Saturday too). */
function weekendsOf(days: readonly string[]): number {
  const weeks = new Set(days.map((day) => (weekday(day) === 0 ? (addDays(day, -1) ?? day) : day)))
  return weeks.size
}

/**
 * The last day of a period of art. 30 Ley 39/2015, counted from the day after `from`:
 * business days pass over Saturdays, Sundays and the calendar's holidays; months and years end
 * on the same day number (the month's last day when it has none); a last day that is not a
 * business day moves to the next one. August is a month like any other.
 */
export function computeDeadline(
  from: string,
  period: DeadlinePeriod,
  calendar: HolidayCalendar,
): DeadlineResult {
  const note = { skipped: [] as Holiday[], weekendDays: [] as string[] }
  let until: string
  let reached: string | null = null
  if (period.unit === 'business_days') {
    until = from
    for (let counted = 0; counted < period.count; counted++) {
      until = toBusinessDay(next(until), calendar, note)
    }
  } else {
    reached = sameDayLater(from, period.unit === 'months' ? period.count : period.count * 12)
    until = toBusinessDay(reached, calendar, note)
  }
  return {
    from,
    until,
    period,
    skipped: note.skipped,
    weekends: weekendsOf(note.weekendDays),
    reached,
  }
}
