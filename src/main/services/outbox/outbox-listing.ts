import { type OutboxEntry } from '@shared/clients/clients'
import { type ClientsReader } from '../../storage/clients/clients-reader'
import { type OutboxStore } from '../../storage/outbox-table'
import { CASE_STATUS_FIELD, type CaseReplica, statusPart } from '../cases/case-overlay'
import { entryFailure } from './outbox-failure'

/** A client added offline is named by what was typed: its name, else its NIF. */
function createdName(entry: { kind: string; patch: Record<string, unknown> }): string | null {
  if (entry.kind !== 'create') return null
  const { business_name: name, nif } = entry.patch
  if (typeof name === 'string' && name !== '') return name
  return typeof nif === 'string' ? nif : null
}

/** The account's open entries as the outbox screen shows them: whose, what, and how it stands. */
export function outboxEntries(
  deps: { outbox: OutboxStore; clientsReader: ClientsReader; caseReplica?: CaseReplica },
  account: string,
): OutboxEntry[] {
  return deps.outbox.open(account).map((entry) => {
    const caseRow =
      entry.kind === 'case' && entry.caseId !== null
        ? (deps.caseReplica?.store.row(account, entry.caseId) ?? null)
        : null
    const server = deps.clientsReader.get(account, entry.clientId)
    // A case file's status is compared and shown without the observation sent with it.
    const shownValue = (field: string, value: unknown) =>
      entry.kind === 'case' && field === CASE_STATUS_FIELD ? statusPart(value) : value
    return {
      id: entry.id,
      kind: entry.kind,
      caseId: entry.caseId,
      caseLabel: caseRow ? [caseRow.identifier, caseRow.title].filter(Boolean).join(' · ') : null,
      clientId: entry.clientId,
      clientName: createdName(entry) ?? server?.business_name ?? caseRow?.clientName ?? null,
      fields: Object.keys(entry.patch),
      status: entry.status === 'pending' || entry.status === 'conflict' ? entry.status : 'failed',
      createdAt: entry.createdAt,
      error: entryFailure(entry),
      reason: entry.reason,
      conflicts:
        entry.status === 'conflict' && entry.server
          ? Object.keys(entry.server).map((field) => ({
              field,
              mine: shownValue(field, entry.patch[field]),
              theirs: shownValue(field, entry.server?.[field]),
              base: shownValue(field, entry.base[field]),
            }))
          : [],
    }
  })
}
