import ical, { ICalAlarmType } from 'ical-generator'
import { addDays } from '@shared/format'
import {
  type Lang,
  type MessageKey,
  type MessageParams,
  renderMessage,
} from '@shared/messages/catalogue-lookup'
import { type DueDeadline } from '@shared/cases/case-deadlines'
import { type DeadlinesView } from '@shared/portfolio/portfolio'

const HOUR_S = 3600
const DAY_S = 24 * HOUR_S
/**
 * Reminders of a closing, in seconds before the all-day event starts (its midnight): at 9:00 a
 * week before and the day before, the start of a working day rather than midnight.
 */
const CLOSING_REMINDERS = [
  { before: 7 * DAY_S - 9 * HOUR_S, says: 'export.calendar.in_a_week' },
  { before: DAY_S - 9 * HOUR_S, says: 'export.calendar.tomorrow' },
] as const
/** A case file's deadline: the same hours, said of a deadline that ends. */
const CASE_REMINDERS = [
  { before: CLOSING_REMINDERS[0].before, says: 'export.calendar.due_in_a_week' },
  { before: CLOSING_REMINDERS[1].before, says: 'export.calendar.due_tomorrow' },
] as const

/**
 * The deadlines as an iCalendar file (RFC 5545) that Outlook and Google Calendar import: one
 * all-day event per closing or opening, the clients that qualify in its description, and on each
 * closing two reminders (VALARM); then one per case file's deadline still running, with the same
 * two reminders. The same deadlines always give the same file (stable UIDs, stamped with the run's
 * date).
 */
export function deadlinesCalendar(
  view: DeadlinesView,
  lang: Lang,
  caseDeadlines: readonly DueDeadline[] = [],
): string {
  const say = (key: MessageKey, params?: MessageParams) => renderMessage(lang, key, params)
  const titled = (what: string, title: string) => say('export.calendar.titled', { what, title })
  const calendar = ical({
    name: say('export.calendar.name'),
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
      summary: titled(say(`export.deadline.${deadline.kind}`), deadline.formatted_title),
      description: say('export.calendar.description', {
        clients: deadline.client_names.join(', '),
      }),
    })
    if (deadline.kind !== 'close') continue
    for (const reminder of CLOSING_REMINDERS) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: reminder.before,
        description: titled(say(reminder.says), deadline.formatted_title),
      })
    }
  }
  for (const deadline of caseDeadlines) {
    const what = deadline.label || say(`deadline.kind.${deadline.kind}`)
    const summary = say('export.calendar.case_summary', {
      what,
      identifier: deadline.identifier,
      client: deadline.clientName,
    })
    const event = calendar.createEvent({
      id: `case-${deadline.id}-${deadline.until}@grants-desk`,
      start: deadline.until,
      end: addDays(deadline.until, 1) ?? deadline.until,
      allDay: true,
      stamp,
      summary,
      description: say('export.calendar.case_description', {
        identifier: deadline.identifier,
        title: deadline.caseTitle,
        client: deadline.clientName,
      }),
    })
    for (const reminder of CASE_REMINDERS) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: reminder.before,
        description: titled(say(reminder.says), summary),
      })
    }
  }
  return calendar.toString()
}
