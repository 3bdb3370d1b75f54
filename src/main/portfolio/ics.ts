import ical from 'ical-generator'
import { addDays } from '@shared/format'
import { type Lang } from '@shared/messages/catalogue-lookup'
import { type DeadlinesView } from '@shared/portfolio'

const WORDS = {
  es: { close: 'Cierre', open: 'Apertura', clients: 'Clientes', calendar: 'Plazos de la cartera' },
  en: { close: 'Closes', open: 'Opens', clients: 'Clients', calendar: 'Portfolio deadlines' },
} as const

/**
 * The deadlines as an iCalendar file (RFC 5545) that Outlook and Google Calendar import: one
 * all-day event per closing or opening, the clients that qualify in its description. The same view
 * always gives the same file (stable UIDs, stamped with the run's date).
 */
export function deadlinesCalendar(view: DeadlinesView, lang: Lang): string {
  const words = WORDS[lang]
  const calendar = ical({
    name: words.calendar,
    prodId: { company: 'Grants Desk', product: 'Grants Desk', language: lang.toUpperCase() },
  })
  const stamp = new Date(view.runAt ?? 0)
  for (const deadline of view.deadlines) {
    calendar.createEvent({
      id: `${deadline.kind}-${deadline.date}-${deadline.slug}@grants-desk`,
      start: deadline.date,
      // An all-day event ends (exclusively) on the next day.
      end: addDays(deadline.date, 1) ?? deadline.date,
      allDay: true,
      stamp,
      summary: `${words[deadline.kind]}: ${deadline.formatted_title}`,
      description: `${words.clients}: ${deadline.client_names.join(', ')}`,
    })
  }
  return calendar.toString()
}
