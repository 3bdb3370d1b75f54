import { type Settings } from '@shared/settings'
import { type StorageMode } from '@shared/storage'
import { type CaseEventsStore } from '../../storage/case-events-table'
import { type CaseWorkStore } from '../../storage/case-work-table'
import { caseCalendar } from './case-calendar'
import { assertKept, caseGone, type CaseInfo, requireAccount } from './case-context'

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
