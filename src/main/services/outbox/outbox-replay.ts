import { isAppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { type OutboxRecord, type OutboxStore } from '../../storage/outbox-table'
import { type Logger } from '../../log/logger'
import { type CaseReplica } from '../cases/case-overlay'
import { caseReplayer } from '../cases/case-replay'
import { type UnarchiveRefusals } from '../cases/unarchive-refusals'
import { clientCreationReplayer } from '../clients/client-create-replay'
import { isNotSaved } from '../clients/client-edits'
import { clientReplayer } from '../clients/client-replay'
import { type ClientsService } from '../clients/clients-service'
import { isNetworkFailure } from '../failures'
import { type OutboxAnnouncer } from './outbox-announce'
import { storedError } from './outbox-failure'

export interface ReplayReport {
  applied: number
  conflicts: number
  /** Refused by the service, or answered without some of their fields (`not_saved`). */
  failed: number
  /** Stopped early: offline, session expired or a server fault; the rest stays pending. */
  interrupted: boolean
}

/**
 * One pass over an account's outbox, in order: each pending entry of a client or a case file is
 * replayed; a later one waits behind one in conflict or refused.
 */
export function outboxReplay(deps: {
  api: ApiClient
  outbox: OutboxStore
  clientsService: Pick<ClientsService, 'refresh' | 'forget'>
  caseReplica?: CaseReplica
  /** Whether the service accepts unarchiving (SC-CASE-13). */
  unarchive?: UnarchiveRefusals
  account: () => string | null
  log: Logger
  announcer: OutboxAnnouncer
}) {
  const { api, outbox, log, announcer } = deps
  const replayCase = caseReplayer({
    api,
    outbox,
    account: deps.account,
    replica: deps.caseReplica,
    unarchive: deps.unarchive,
  })
  const replayClient = clientReplayer({
    api,
    outbox,
    account: deps.account,
    refresh: (account, server) => deps.clientsService.refresh(account, server),
    log,
  })

  const replayCreate = clientCreationReplayer({
    api,
    outbox,
    account: deps.account,
    refresh: (account, client) => deps.clientsService.refresh(account, client),
    forget: (account, id) => deps.clientsService.forget(account, id),
    log,
  })

  return async (account: string): Promise<ReplayReport> => {
    const report: ReplayReport = { applied: 0, conflicts: 0, failed: 0, interrupted: false }
    // A client's later edits wait behind one in conflict or failed: they were made on top of it.
    const blocked = new Set<string>()
    const touched: number[] = []
    const touchedCases: number[] = []
    const keyOf = (entry: OutboxRecord) =>
      entry.kind === 'case' ? `case:${entry.caseId}` : `client:${entry.clientId}`
    // Clients added offline made during this pass: their later edits name the service's id.
    const renamed = new Map<number, number>()
    const madeOf = (entry: OutboxRecord) => {
      const id = entry.kind === 'create' ? renamed.get(entry.clientId) : undefined
      return id === undefined ? [] : [id]
    }
    for (const read of outbox.open(account)) {
      // An edit of a client made earlier in this pass: read again, under the service's id.
      const made = read.kind === 'client' && renamed.has(read.clientId)
      const entry = made ? (outbox.get(account, read.id) ?? read) : read
      if (entry.status !== 'pending') {
        // Fields the service did not save hold nothing back (SC-EDIT-6); a refusal or a conflict does.
        if (!isNotSaved(entry)) blocked.add(keyOf(entry))
        continue
      }
      if (blocked.has(keyOf(entry))) continue
      try {
        const outcome =
          entry.kind === 'case'
            ? await replayCase(account, entry)
            : entry.kind === 'create'
              ? await replayCreate(account, entry, renamed)
              : await replayClient(account, entry)
        // Signed out meanwhile: the rest waits for that account's next sign-in.
        if (outcome === 'gone') {
          report.interrupted = true
          break
        }
        if (outcome === 'conflict') {
          blocked.add(keyOf(entry))
          report.conflicts++
        } else if (outcome === 'failed') report.failed++
        else report.applied++
        if (entry.kind !== 'case') touched.push(entry.clientId, ...madeOf(entry))
        else if (entry.caseId !== null) touchedCases.push(entry.caseId)
      } catch (error) {
        if (!isAppFailure(error)) throw error
        const { code } = error.appError
        if (code === 'not_found' || code === 'validation' || code === 'forbidden') {
          // The service refused this change for good: keep it, visible, for the user to decide.
          outbox.mark(entry.id, 'failed', { error: storedError(error.appError) })
          blocked.add(keyOf(entry))
          if (entry.kind === 'case') {
            announcer.reshow(account, entry)
            if (entry.caseId !== null) touchedCases.push(entry.caseId)
          } else touched.push(entry.clientId)
          report.failed++
          continue
        }
        if (!isNetworkFailure(error)) log.warn(`Bandeja de salida detenida (${code})`)
        report.interrupted = true
        break
      }
    }
    announcer.announce(account, touched, touchedCases)
    return report
  }
}
