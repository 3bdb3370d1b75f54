import { describe, expect, it } from 'vitest'
import { computeDeadline, type DeadlinePeriod } from './deadline-engine'
import Holidays from 'date-holidays'
import { holidayCalendar } from './holiday-calendar'

const library = () => Holidays

const MADRID = 28
const BARCELONA = 8
const days = (count: number): DeadlinePeriod => ({ unit: 'business_days', count })
const months = (count: number): DeadlinePeriod => ({ unit: 'months', count })

/**
 * Real cases, each with the date a lawyer counting on a calendar would give (art. 30 Ley 39/2015):
 * business days from the day after the notification, months to the same day number.
 */
describe('the last day of a period (art. 30 Ley 39/2015)', () => {
  it.each([
    // A «requerimiento de subsanación» notified the Friday before Christmas: 10 business days pass
    // over 25/12 and 01/01 and three weekends, and end on 5 January (6 January is a holiday after).
    ['before Christmas', '2026-12-18', days(10), null, '2027-01-05'],
    // Holy Week: Madrid keeps Thursday and Friday, Catalonia Friday and Easter Monday.
    ['before Easter in Madrid', '2026-03-31', days(2), MADRID, '2026-04-06'],
    ['before Easter in Catalonia', '2026-03-31', days(2), BARCELONA, '2026-04-02'],
    ['across Easter in Catalonia', '2026-04-01', days(2), BARCELONA, '2026-04-07'],
    // A month from the 31st ends on the month's last day: 30, 28 or 29.
    ['a month from 31 March', '2027-03-31', months(1), null, '2027-04-30'],
    ['a month from 31 January of a leap year', '2028-01-31', months(1), null, '2028-02-29'],
    // 28 February 2026 is a Saturday: the period ends on Monday 2 March.
    ['a month from 31 January ending on a Saturday', '2026-01-31', months(1), null, '2026-03-02'],
    ['a month ending on a Saturday', '2026-11-12', months(1), null, '2026-12-14'],
    // August counts: 15 August 2026 is a Saturday and a holiday, so Monday 17.
    ['a month into August', '2026-07-15', months(1), null, '2026-08-17'],
    ['ten business days in August', '2026-07-31', days(10), null, '2026-08-14'],
    ['a year', '2026-02-27', { unit: 'years', count: 1 }, null, '2027-03-01'],
  ] as const)('%s', (_case, from, period, province, until) => {
    expect(computeDeadline(from, period, holidayCalendar(library, { province })).until).toBe(until)
  })

  it('says what it skipped: the holidays on weekdays, and the weekends once each', () => {
    const result = computeDeadline('2026-12-18', days(10), holidayCalendar(library))
    expect(result.skipped.map(({ date, name }) => [date, name])).toEqual([
      ['2026-12-25', 'Navidad'],
      ['2027-01-01', 'Año Nuevo'],
    ])
    expect(result.weekends).toBe(3)
    expect(result.reached).toBeNull()
  })

  it('counts a local holiday the advisor added, and says whose it is', () => {
    const local = [{ date: '2026-05-15', name: 'San Isidro' }]
    const without = computeDeadline(
      '2026-05-13',
      days(2),
      holidayCalendar(library, { province: MADRID }),
    )
    const withLocal = computeDeadline(
      '2026-05-13',
      days(2),
      holidayCalendar(library, { province: MADRID, local }),
    )
    expect(without.until).toBe('2026-05-15')
    expect(withLocal.until).toBe('2026-05-18')
    expect(withLocal.skipped).toEqual([{ date: '2026-05-15', name: 'San Isidro', scope: 'local' }])
  })

  it('moves a month period to the next business day and says from where', () => {
    const result = computeDeadline('2026-07-15', months(1), holidayCalendar(library))
    expect(result.reached).toBe('2026-08-15')
    expect(result.skipped).toEqual([])
    expect(result.weekends).toBe(1)
  })

  it('counts a notification on a weekend from the next day like any other', () => {
    // Notified on Saturday 5 December: Monday 7 is the first business day, Tuesday 8 a holiday.
    expect(computeDeadline('2026-12-05', days(2), holidayCalendar(library)).until).toBe(
      '2026-12-09',
    )
  })
})
