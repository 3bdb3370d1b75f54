import { type ClientsReader } from '../../storage/clients/clients-reader'
import { type OutboxRecord, type OutboxStore } from '../../storage/outbox-table'
import { type Emit } from '../../bridge/events'
import { type CaseReplica } from '../cases/case-overlay'
import { type ClientsService } from '../clients/clients-service'

/** What the screens are told, and shown again, when entries of the outbox change. */
export function outboxAnnouncer(deps: {
  outbox: OutboxStore
  clientsReader: ClientsReader
  clientsService: Pick<ClientsService, 'refresh'>
  caseReplica?: CaseReplica
  emit: Emit
}) {
  const { outbox, emit } = deps

  /** The outbox's new summary, and the clients and case files whose entries changed. */
  const announce = (account: string, ids: number[], caseIds: number[] = []) => {
    emit('outbox.changed', outbox.summary(account))
    if (ids.length > 0) emit('clients.changed', { ids: [...new Set(ids)] })
    if (caseIds.length > 0) emit('cases.changed', { ids: [...new Set(caseIds)] })
  }

  /** What is shown of the entry's client or case file, worked out again from the outbox. */
  const reshow = (account: string, entry: OutboxRecord) => {
    if (entry.kind === 'case') {
      if (entry.caseId !== null) deps.caseReplica?.refresh(account, entry.caseId)
      return
    }
    const server = deps.clientsReader.get(account, entry.clientId)
    if (server) deps.clientsService.refresh(account, server)
  }

  /** `announce` for one entry. */
  const touchedBy = (account: string, entry: OutboxRecord) =>
    entry.kind === 'case'
      ? announce(account, [], entry.caseId === null ? [] : [entry.caseId])
      : announce(account, [entry.clientId])

  return { announce, reshow, touchedBy }
}

export type OutboxAnnouncer = ReturnType<typeof outboxAnnouncer>
