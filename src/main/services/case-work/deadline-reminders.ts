import { type DueSummary } from '@shared/cases/case-deadlines'
import { formatDate, localIsoDate } from '@shared/format'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { type Language } from '@shared/settings'
import { type Notifier } from '../../base/notifier-port'

/** How often the day is looked at: a reminder comes within the hour after midnight. */
const CHECK_EVERY_MS = 60 * 60 * 1000

/** The reminder's lines: how many are overdue, how many come, and the first of them. */
export function reminderText(summary: DueSummary, lang: Language): string {
  const lines: string[] = []
  const { overdue, soon, days } = summary
  if (overdue.length > 0) lines.push(renderMessage(lang, 'reminder.overdue', { n: overdue.length }))
  if (soon.length > 0) lines.push(renderMessage(lang, 'reminder.soon', { n: soon.length, days }))
  const first = overdue[0] ?? soon[0]
  if (first)
    lines.push(
      renderMessage(lang, 'reminder.first', {
        what: first.label || renderMessage(lang, `deadline.kind.${first.kind}`),
        identifier: first.identifier,
        date: formatDate(first.until, lang),
      }),
    )
  return lines.join(' ')
}

/**
 * Desktop reminders of case-file deadlines: once when an account is first seen signed in, then
 * once a day while the app runs, whenever some are overdue or due within the reminder days.
 */
export function createDeadlineReminders(deps: {
  account: () => string | null
  /** The signed-in account's overdue and coming deadlines. */
  due: () => DueSummary | null
  notifier: Notifier
  now: () => number
}) {
  /** The day each account was last reminded, in this run. */
  const reminded = new Map<string, string>()
  let timer: ReturnType<typeof setInterval> | null = null

  function check(): boolean {
    const account = deps.account()
    if (!account) return false
    const today = localIsoDate(new Date(deps.now()))
    if (reminded.get(account) === today) return false
    const summary = deps.due()
    if (!summary) return false
    reminded.set(account, today)
    if (summary.overdue.length + summary.soon.length === 0) return false
    deps.notifier.deadlines(summary)
    return true
  }

  return {
    /** Reminds now if this account was not reminded today; true when a notification went out. */
    check,
    start(): void {
      timer ??= setInterval(check, CHECK_EVERY_MS)
      timer.unref?.()
    },
    stop(): void {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
