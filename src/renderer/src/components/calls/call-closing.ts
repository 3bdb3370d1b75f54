import { type CallFiltersInput } from '@shared/calls'
import { addDays, daysInMonth } from '@shared/format'

/** How the closing date is chosen: any, this month, the next 30 days, or before a date. */
export type Closing = 'any' | 'month' | 'next30' | 'before'

/** The last day of `day`'s month, YYYY-MM-DD. */
function monthEnd(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number)
  return `${day.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`
}

/** The closing range a choice means on `today`: from today to the month's end, or 30 days on. */
export function closingRange(
  choice: Exclude<Closing, 'before'>,
  today: string,
): Pick<CallFiltersInput, 'closingFrom' | 'closingTo'> {
  if (choice === 'month') return { closingFrom: today, closingTo: monthEnd(today) }
  if (choice === 'next30') return { closingFrom: today, closingTo: addDays(today, 30) ?? today }
  return {}
}

/** Which choice the filters' dates say on `today`; any other range reads as «antes de…». */
export function closingOf(filters: CallFiltersInput, today: string): Closing {
  if (!filters.closingFrom && !filters.closingTo) return 'any'
  for (const choice of ['month', 'next30'] as const) {
    const range = closingRange(choice, today)
    if (filters.closingFrom === range.closingFrom && filters.closingTo === range.closingTo)
      return choice
  }
  return 'before'
}
