import { type OutboxEntry, type OutboxSummary } from '@shared/clients/clients'
import { appError, AppFailure } from '@shared/errors'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { type StorageMode } from '@shared/storage'
import { type ApiClient } from '../../api/operations'
import { type ClientsReader } from '../../storage/clients/clients-reader'
import { type OutboxStore } from '../../storage/outbox-table'
import { type Logger } from '../../log/logger'
import { type Emit } from '../../bridge/events'
import { type CaseReplica } from '../cases/case-overlay'
import { type ClientsService } from '../clients/clients-service'
import { outboxAnnouncer } from './outbox-announce'
import { outboxEntries } from './outbox-listing'
import { outboxReplay, type ReplayReport } from './outbox-replay'
import { type UnarchiveRefusals } from '../cases/unarchive-refusals'
import { assertOutboxWritable } from '../storage-guard'

/**
 * The outbox: edits made offline (or behind others) replayed in order, and the user's decisions
 * on those that wait (a conflict, a refusal, fields not saved).
 */
export function createOutboxService(deps: {
  api: ApiClient
  clientsReader: ClientsReader
  outbox: OutboxStore
  clientsService: ClientsService
  /** The case files' replica: a case file's change replays against it (kind `case`). */
  caseReplica?: CaseReplica
  /** Whether the service accepts unarchiving (SC-CASE-13). */
  unarchive?: UnarchiveRefusals
  account: () => string | null
  emit: Emit
  log: Logger
  /** How the database was opened: the outbox is replayed and changed only when `writable`. */
  storage?: StorageMode
}) {
  const { outbox } = deps
  const storage = deps.storage ?? 'writable'
  let replaying: Promise<ReplayReport> | null = null

  const announcer = outboxAnnouncer(deps)
  const { reshow, touchedBy } = announcer
  const replayOnce = outboxReplay({ ...deps, announcer })

  return {
    /** Sends waiting edits in order (architecture, Write): GET, compare, PATCH or conflict. */
    replay(): Promise<ReplayReport> {
      const account = deps.account()
      // Entries read from a file that cannot be written are shown, never sent: their outcome could not be kept.
      if (!account || storage !== 'writable')
        return Promise.resolve({ applied: 0, conflicts: 0, failed: 0, interrupted: true })
      replaying ??= replayOnce(account).finally(() => {
        replaying = null
      })
      return replaying
    },

    summary(): OutboxSummary {
      const account = deps.account()
      return account ? outbox.summary(account) : { pending: 0, conflicts: 0, failed: 0 }
    },

    list(): OutboxEntry[] {
      const account = deps.account()
      return account ? outboxEntries(deps, account) : []
    },

    /**
     * Field by field: «mantener mi cambio» keeps the edit, now based on the server's value;
     * «usar el del servidor» drops it. The entry then goes back to the queue.
     */
    async resolve(
      entryId: number,
      choices: Record<string, 'mine' | 'theirs'>,
    ): Promise<ReplayReport> {
      assertOutboxWritable(storage)
      const account = deps.account()
      const entry = account ? outbox.get(account, entryId) : null
      if (!account || !entry || entry.status !== 'conflict' || !entry.server) {
        throw new AppFailure(appError('error.not_found.conflict_gone', { entryId }))
      }
      const patch = { ...entry.patch }
      const base = { ...entry.base }
      for (const field of Object.keys(entry.server)) {
        const choice = choices[field]
        if (!choice) {
          throw new AppFailure(
            appError(
              'error.validation.conflict_choice_missing',
              { field },
              { fieldMessages: { [field]: [messageRef('validation.choose_conflict_value')] } },
            ),
          )
        }
        if (choice === 'mine') base[field] = entry.server[field]
        else {
          delete patch[field]
          delete base[field]
        }
      }
      if (Object.keys(patch).length === 0) outbox.mark(entryId, 'done', { server: null })
      else outbox.mark(entryId, 'pending', { patch, base, server: null })
      reshow(account, entry)
      touchedBy(account, entry)
      return this.replay()
    },

    /**
     * «Reintentar»: a failed edit (refused, or not saved) goes back to the queue as it is and the
     * outbox is replayed: fetched, compared with its base, sent.
     */
    async retry(entryId: number): Promise<ReplayReport> {
      assertOutboxWritable(storage)
      const account = deps.account()
      const entry = account ? outbox.get(account, entryId) : null
      if (!account || !entry || entry.status !== 'failed') {
        throw new AppFailure(appError('error.not_found.outbox_entry_gone', { entryId }))
      }
      outbox.mark(entryId, 'pending', { error: null, reason: null })
      reshow(account, entry)
      touchedBy(account, entry)
      return this.replay()
    },

    /** The user drops a failed or conflicting edit, or a client added offline, on purpose. */
    discard(entryId: number): OutboxSummary {
      assertOutboxWritable(storage)
      const account = deps.account()
      const entry = account ? outbox.get(account, entryId) : null
      if (!account || !entry || entry.status === 'done' || entry.status === 'discarded') {
        throw new AppFailure(appError('error.not_found.outbox_entry_gone', { entryId }))
      }
      outbox.mark(entryId, 'discarded', { error: 'Descartado por el usuario' })
      if (entry.kind === 'create') {
        // A client never made: its placeholder, and the edits made on it, go with it.
        for (const later of outbox.openFor(account, entry.clientId)) {
          outbox.mark(later.id, 'discarded', { error: 'Descartado por el usuario' })
        }
        deps.clientsService.forget(account, entry.clientId)
      } else reshow(account, entry)
      touchedBy(account, entry)
      return outbox.summary(account)
    },
  }
}

export type OutboxService = ReturnType<typeof createOutboxService>
