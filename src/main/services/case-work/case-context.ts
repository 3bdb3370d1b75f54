import { appError, AppFailure } from '@shared/errors'
import { type StorageMode } from '@shared/storage'

/** What the advisor's work needs to know of a case file, from the replicas (or the service). */
export interface CaseInfo {
  id: number
  identifier: string
  title: string
  clientId: number | null
  clientName: string
  clientEmail: string
  /** The client's province (INE code): its community's holidays count. */
  province: number | null
  /** The client's «Localidad»: the local holidays of that municipality count. */
  municipality: string | null
  /** The grant it was opened for here (SC-CASE-10). */
  grant: { id: number; title: string | null } | null
  /** The service's status now, as `group/status` ids with their names; null without one. */
  status: { group: { id: number; name: string }; status: { id: number; name: string } } | null
}

export function requireAccount(account: string | null): string {
  if (account) return account
  throw new AppFailure(appError('error.no_session.signed_out', {}))
}

/** The advisor's work is kept nowhere else: never written where it could be lost. */
export function assertKept(mode: StorageMode): void {
  if (mode === 'writable') return
  throw new AppFailure(appError('error.storage.case_work_read_only', { mode }))
}

export function itemGone(): AppFailure {
  return new AppFailure(appError('error.not_found.case_work_item', {}))
}

export function caseGone(id: number): AppFailure {
  return new AppFailure(appError('error.not_found.case_file', { id }))
}
