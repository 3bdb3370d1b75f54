import { type StorageMode } from '@shared/storage'
import { type AppError, appError, AppFailure } from '@shared/errors'
import { type CaseChangeResult } from '@shared/cases/cases'
import { type OutboxStore } from '../../storage/outbox-table'
import { type StoredCase } from '../../storage/case-files/case-files-table'
import { type Emit } from '../../bridge/events'
import { CASE_STATUS_FIELD, type CaseReplica } from './case-overlay'
import { assertCanQueue } from '../storage-guard'
import { storedError } from '../outbox/outbox-failure'

/** A case file's changes waiting in the outbox: added over what was shown, and what they hold back. */
export function createCaseQueue(deps: {
  replica: CaseReplica
  outbox: OutboxStore
  emit: Emit
  storage?: StorageMode
}) {
  const { replica, outbox, emit } = deps
  const store = replica.store
  const storage = deps.storage ?? 'writable'

  return {
    /** Each case file's change waits in the outbox, over what was shown of it (`base`). */
    queue(
      account: string,
      ids: readonly number[],
      patch: Record<string, unknown>,
      base: (held: StoredCase) => Record<string, unknown>,
      cause: 'offline' | 'earlier_edits' = 'offline',
    ): CaseChangeResult {
      assertCanQueue(storage, cause)
      const held = ids.map((id) => {
        const stored = store.get(account, id)
        if (!stored) throw new AppFailure(appError('error.not_found.case_file', { id }))
        return stored
      })
      for (const stored of held) {
        outbox.addCase(account, stored.server.id, stored.server.client_data.id, patch, base(stored))
        replica.refresh(account, stored.server.id)
      }
      emit('outbox.changed', outbox.summary(account))
      emit('cases.changed', { ids: [...ids] })
      return { status: 'queued', count: ids.length }
    },

    /** A change the service refused at once, kept in the outbox as refused: never sent again. */
    refused(
      account: string,
      ids: readonly number[],
      patch: Record<string, unknown>,
      base: (held: StoredCase) => Record<string, unknown>,
      error: AppError,
    ): void {
      if (storage !== 'writable') return
      for (const id of ids) {
        const held = store.get(account, id)
        if (!held) continue
        const entry = outbox.addCase(account, id, held.server.client_data.id, patch, base(held))
        outbox.mark(entry, 'failed', { error: storedError(error) })
        replica.refresh(account, id)
      }
      emit('outbox.changed', outbox.summary(account))
      emit('cases.changed', { ids: [...ids] })
    },

    /**
     * A status the service refused for these case files (a failed status entry) is replaced by the
     * one the advisor chooses now: marked discarded, never sent again (SC-CASE-12).
     */
    replaceRefused(account: string, ids: readonly number[]): void {
      let replaced = 0
      for (const open of outbox.openByCase(account, ids).values()) {
        for (const entry of open) {
          if (entry.status !== 'failed' || !(CASE_STATUS_FIELD in entry.patch)) continue
          outbox.mark(entry.id, 'discarded')
          replica.refresh(account, entry.caseId ?? 0)
          replaced++
        }
      }
      if (replaced > 0) emit('outbox.changed', outbox.summary(account))
    },

    /** Whether a change must wait behind earlier ones of the same case files still to be sent. */
    behindOthers(account: string, ids: readonly number[]): boolean {
      return [...outbox.openByCase(account, ids).values()].some((open) =>
        open.some((e) => e.status === 'pending' || e.status === 'conflict'),
      )
    },
  }
}

export type CaseQueue = ReturnType<typeof createCaseQueue>
