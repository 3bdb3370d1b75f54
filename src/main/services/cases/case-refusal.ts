import { type CaseRefusal } from '@shared/cases/cases'
import { type OutboxStore } from '../../storage/outbox-table'
import { failureOf } from '../outbox/outbox-failure'
import { CASE_STATUS_FIELD, statusPart } from './case-overlay'

/**
 * The last status the service refused for a case file (a failed status entry of the outbox), with
 * its words: shown as refused, and not sent again until another is chosen (SC-CASE-12).
 */
export function refusalOf(
  outbox: OutboxStore,
  account: string,
  caseId: number,
): CaseRefusal | null {
  const open = outbox.openByCase(account, [caseId]).get(caseId) ?? []
  for (const entry of [...open].reverse()) {
    if (entry.status !== 'failed') continue
    const status = statusPart(entry.patch[CASE_STATUS_FIELD])
    const error = failureOf(entry.error)
    if (status && error) return { group: status.group, status: status.status, error }
  }
  return null
}
