import { appError, AppFailure } from '@shared/errors'
import { type StorageMode } from '@shared/storage'
import { type CaseFile } from '@shared/wire/case-file'
import { type ClientData } from '@shared/wire/client'
import { ABSENT_ID } from '@shared/wire/wire'

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

/** The client a case file names, by id; null when it names none. */
export const clientIdOf = (caseFile: CaseFile): number | null =>
  caseFile.client_data.id === ABSENT_ID ? null : caseFile.client_data.id

/**
 * A case file as the advisor's work sees it: its copy, with the status shown, and its client as
 * the replica or the service has it (its e-mail, province and municipality).
 */
export function caseInfoOf(
  caseFile: CaseFile,
  client: ClientData | null,
  grant: CaseInfo['grant'],
): CaseInfo {
  return {
    id: caseFile.id,
    identifier: caseFile.identifier,
    title: caseFile.title,
    clientId: clientIdOf(caseFile),
    clientName: caseFile.client_data.business_name || caseFile.client_data.nif,
    clientEmail: client?.email || caseFile.client_data.email,
    province: client?.province[0] ?? null,
    municipality: client?.location || null,
    grant,
    status:
      caseFile.status_group && caseFile.current_status
        ? { group: caseFile.status_group, status: caseFile.current_status }
        : null,
  }
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
