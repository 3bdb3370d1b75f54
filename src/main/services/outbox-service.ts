import { type OutboxEntry, type OutboxSummary } from '@shared/clients'
import { type ClientData } from '@shared/wire/client'
import { notSavedError, unsavedFields } from '@shared/wire/unsaved-fields'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { type StorageMode } from '@shared/storage'
import { type ApiClient } from '../api/operations'
import { type ClientsReader } from '../storage/clients-reader'
import { type OutboxRecord, type OutboxStore } from '../storage/outbox-table'
import { type Logger } from '../log/logger'
import { isNotSaved, wireValue } from './client-edits'
import { type ClientsService } from './clients-service'
import { entryFailure, storedError } from './outbox-failure'
import { isNetworkFailure } from './failures'
import { type Emit } from '../bridge/events'
import { assertOutboxWritable } from './storage-guard'
import { CASE_STATUS_FIELD, type CaseReplica, statusPart } from './case-overlay'
import { caseReplayer } from './case-replay'

export interface ReplayReport {
  applied: number
  conflicts: number
  /** Refused by the service, or answered without some of their fields (`not_saved`). */
  failed: number
  /** Stopped early: offline, session expired or a server fault; the rest stays pending. */
  interrupted: boolean
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** Splits an edit against the server's current copy: what to send, what is already there, what clashes. */
export function compare(entry: OutboxRecord, server: ClientData) {
  const send: Record<string, unknown> = {}
  const conflicts: { field: string; mine: unknown; theirs: unknown; base: unknown }[] = []
  for (const [field, mine] of Object.entries(entry.patch)) {
    const theirs = wireValue(server, field)
    if (same(theirs, mine)) continue // already applied (a PATCH whose answer was lost)
    if (same(theirs, entry.base[field])) send[field] = mine
    else conflicts.push({ field, mine, theirs, base: entry.base[field] })
  }
  return { send, conflicts }
}

export function createOutboxService(deps: {
  api: ApiClient
  clientsReader: ClientsReader
  outbox: OutboxStore
  clientsService: ClientsService
  /** The case files' replica: a case file's change replays against it (kind `case`). */
  caseReplica?: CaseReplica
  account: () => string | null
  emit: Emit
  log: Logger
  /** How the database was opened: the outbox is replayed and changed only when `writable`. */
  storage?: StorageMode
}) {
  const { api, outbox, emit, log } = deps
  const storage = deps.storage ?? 'writable'
  let replaying: Promise<ReplayReport> | null = null

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
  const touchedBy = (account: string, entry: OutboxRecord) =>
    entry.kind === 'case'
      ? announce(account, [], entry.caseId === null ? [] : [entry.caseId])
      : announce(account, [entry.clientId])

  const replayCase = caseReplayer({ api, outbox, account: deps.account, replica: deps.caseReplica })

  const replayOnce = async (account: string): Promise<ReplayReport> => {
    const report: ReplayReport = { applied: 0, conflicts: 0, failed: 0, interrupted: false }
    // A client's later edits wait behind one in conflict or failed: they were made on top of it.
    const blocked = new Set<string>()
    const touched: number[] = []
    const touchedCases: number[] = []
    const keyOf = (entry: OutboxRecord) =>
      entry.kind === 'case' ? `case:${entry.caseId}` : `client:${entry.clientId}`
    for (const entry of outbox.open(account)) {
      if (entry.status !== 'pending') {
        // Fields the service did not save hold nothing back (SC-EDIT-6); a refusal or a conflict does.
        if (!isNotSaved(entry)) blocked.add(keyOf(entry))
        continue
      }
      if (blocked.has(keyOf(entry))) continue
      try {
        if (entry.kind === 'case') {
          const outcome = await replayCase(account, entry)
          if (outcome === 'gone') {
            report.interrupted = true
            break
          }
          if (outcome === 'conflict') {
            blocked.add(keyOf(entry))
            report.conflicts++
          } else report.applied++
          if (entry.caseId !== null) touchedCases.push(entry.caseId)
          continue
        }
        const server = await api.getClient(entry.clientId)
        // Signed out meanwhile: the rest waits for that account's next sign-in.
        if (deps.account() !== account) {
          report.interrupted = true
          break
        }
        const { send, conflicts } = compare(entry, server)
        if (conflicts.length > 0) {
          const theirs = Object.fromEntries(conflicts.map((c) => [c.field, c.theirs]))
          outbox.mark(entry.id, 'conflict', { server: theirs })
          deps.clientsService.refresh(account, server)
          blocked.add(keyOf(entry))
          report.conflicts++
        } else {
          const saved =
            Object.keys(send).length > 0 ? await api.updateClient(entry.clientId, send) : server
          const ignored = unsavedFields(send, saved)
          outbox.supersedeNotSaved(account, entry.clientId, Object.keys(send))
          if (ignored.length > 0) {
            // Answered, but without these (SC-EDIT-6): the entry keeps only them, visible, for the user.
            log.warn(`Cliente ${entry.clientId}: el servicio no ha guardado ${ignored.join(', ')}`)
            outbox.mark(entry.id, 'failed', {
              reason: 'not_saved',
              error: storedError(notSavedError(ignored)),
              patch: Object.fromEntries(ignored.map((field) => [field, entry.patch[field]])),
              base: Object.fromEntries(ignored.map((field) => [field, wireValue(saved, field)])),
            })
            report.failed++
          } else {
            outbox.mark(entry.id, 'done')
            report.applied++
          }
          deps.clientsService.refresh(account, saved)
        }
        touched.push(entry.clientId)
      } catch (error) {
        if (!isAppFailure(error)) throw error
        const { code } = error.appError
        if (code === 'not_found' || code === 'validation' || code === 'forbidden') {
          // The service refused this change for good: keep it, visible, for the user to decide.
          outbox.mark(entry.id, 'failed', { error: storedError(error.appError) })
          blocked.add(keyOf(entry))
          if (entry.kind === 'case') {
            reshow(account, entry)
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
    announce(account, touched, touchedCases)
    return report
  }

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
      if (!account) return []
      return outbox.open(account).map((entry) => {
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
          caseLabel: caseRow
            ? [caseRow.identifier, caseRow.title].filter(Boolean).join(' · ')
            : null,
          clientId: entry.clientId,
          clientName: server?.business_name ?? caseRow?.clientName ?? null,
          fields: Object.keys(entry.patch),
          status:
            entry.status === 'pending' || entry.status === 'conflict' ? entry.status : 'failed',
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

    /** The user drops a failed or conflicting edit on purpose. */
    discard(entryId: number): OutboxSummary {
      assertOutboxWritable(storage)
      const account = deps.account()
      const entry = account ? outbox.get(account, entryId) : null
      if (!account || !entry || entry.status === 'done' || entry.status === 'discarded') {
        throw new AppFailure(appError('error.not_found.outbox_entry_gone', { entryId }))
      }
      outbox.mark(entryId, 'discarded', { error: 'Descartado por el usuario' })
      reshow(account, entry)
      touchedBy(account, entry)
      return outbox.summary(account)
    },
  }
}

export type OutboxService = ReturnType<typeof createOutboxService>
