import { type Settings } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { type TimelineKind } from '@shared/cases/case-work'
import { type CaseEventsStore, type EventDetail } from '../../storage/case-files/case-events-table'
import { type CaseWorkStore } from '../../storage/case-files/case-work-table'
import { caseCalendar } from './case-calendar'
import { assertKept, caseGone, type CaseInfo, itemGone, requireAccount } from './case-context'

/** What every part of the advisor's work on case files shares. */
export interface CaseWorkContext {
  account: () => string | null
  /** The case file as the replicas know it; null when this account has none with that id. */
  caseOf: (account: string, caseId: number) => CaseInfo | null
  settings: () => Pick<Settings, 'reminderDays' | 'localHolidays'>
  storage: StorageMode
  now: () => number
  transaction: <T>(fn: () => T) => T
  /** These case files' work changed (`caseWork.changed`). */
  changed: (caseIds: readonly number[]) => void
  events: CaseEventsStore
  work: CaseWorkStore
}

/** The signed-in account and the case file, for a write: refused where it could be lost. */
export function writable(context: CaseWorkContext, caseId: number) {
  assertKept(context.storage)
  return readable(context, caseId)
}

/**
 * A write of a case file's work and, when it says something, its line in the history, in one
 * transaction; then the case file's work has changed.
 */
export function recorded<T>(
  context: CaseWorkContext,
  account: string,
  caseId: number,
  write: () => T,
  line: { kind: TimelineKind; detail: EventDetail } | null,
): T {
  const result = context.transaction(() => {
    const written = write()
    if (line) context.events.add(account, caseId, line.kind, line.detail, context.now())
    return written
  })
  context.changed([caseId])
  return result
}

/** An item of the signed-in account's work (a deadline, a document, a note), for a change. */
export function heldItem<T>(
  context: CaseWorkContext,
  get: (account: string) => T | null,
): { account: string; item: T } {
  assertKept(context.storage)
  const account = requireAccount(context.account())
  const item = get(account)
  if (!item) throw itemGone()
  return { account, item }
}

export function readable(context: CaseWorkContext, caseId: number) {
  const account = requireAccount(context.account())
  const info = context.caseOf(account, caseId)
  if (!info) throw caseGone(caseId)
  return { account, info }
}

/** The holidays that count for a case file's deadlines, as its client and the settings say now. */
export function calendarOf(context: CaseWorkContext, account: string, info: CaseInfo) {
  return caseCalendar({
    province: info.province,
    municipality: info.municipality,
    local: context.settings().localHolidays,
    caseFile: context.work.get(account, info.id).holidays,
  })
}
