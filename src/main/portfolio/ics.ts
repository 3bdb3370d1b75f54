import ical, { ICalAlarmType } from 'ical-generator'
import { addDays } from '@shared/format'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { type DeadlinesView } from '@shared/portfolio'

const WORDS = {
  es: {
    close: 'Cierre',
    open: 'Apertura',
    clients: 'Clientes',
    calendar: 'Plazos de la cartera',
    inAWeek: 'Cierra dentro de una semana',
    tomorrow: 'Cierra mañana',
  },
  en: {
    close: 'Closes',
    open: 'Opens',
    clients: 'Clients',
    calendar: 'Portfolio deadlines',
    inAWeek: 'Closes in a week',
    tomorrow: 'Closes tomorrow',
  },
} as const

const HOUR_S = 3600
const DAY_S = 24 * HOUR_S
/**
 * Reminders of a closing, in seconds before the all-day event starts (its midnight): at 9:00 a
 * week before and the day before, the start of a working day rather than midnight.
 */
const CLOSING_REMINDERS = [
  { before: 7 * DAY_S - 9 * HOUR_S, words: 'inAWeek' },
  { before: DAY_S - 9 * HOUR_S, words: 'tomorrow' },
] as const

/**
 * The deadlines as an iCalendar file (RFC 5545) that Outlook and Google Calendar import: one
 * all-day event per closing or opening, the clients that qualify in its description, and on each
 * closing two reminders (VALARM). The same view always gives the same file (stable UIDs, stamped
 * with the run's date).
 */
export function deadlinesCalendar(view: DeadlinesView, lang: Lang): string {
  const words = WORDS[lang]
  const calendar = ical({
    name: words.calendar,
    prodId: { company: 'Grants Desk', product: 'Grants Desk', language: lang.toUpperCase() },
  })
  const stamp = new Date(view.runAt ?? 0)
  for (const deadline of view.deadlines) {
    const event = calendar.createEvent({
      id: `${deadline.kind}-${deadline.date}-${deadline.slug}@grants-desk`,
      start: deadline.date,
      // An all-day event ends (exclusively) on the next day.
      end: addDays(deadline.date, 1) ?? deadline.date,
      allDay: true,
      stamp,
      summary: `${words[deadline.kind]}: ${deadline.formatted_title}`,
      description: `${words.clients}: ${deadline.client_names.join(', ')}`,
    })
    if (deadline.kind !== 'close') continue
    for (const reminder of CLOSING_REMINDERS) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: reminder.before,
        description: `${words[reminder.words]}: ${deadline.formatted_title}`,
      })
    }
  }
  return calendar.toString()
}
