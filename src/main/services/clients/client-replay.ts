import { type ClientData } from '@shared/wire/client'
import { notSavedError, unsavedFields } from '@shared/wire/unsaved-fields'
import { type ApiClient } from '../../api/operations'
import { type OutboxRecord, type OutboxStore } from '../../storage/outbox-table'
import { type Logger } from '../../log/logger'
import { wireValue } from './client-edits'
import { storedError } from '../outbox/outbox-failure'

/** `gone`: signed out meanwhile, nothing written; the rest waits for that account. */
export type ClientReplayOutcome = 'applied' | 'conflict' | 'failed' | 'gone'

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** Splits an edit against the server's current copy: what to send, what is already there, what clashes. */
function compare(entry: OutboxRecord, server: ClientData) {
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

export function clientReplayer(deps: {
  api: ApiClient
  outbox: OutboxStore
  account: () => string | null
  /** Stores a server copy with the account's open edits laid over it (see ClientCopies). */
  refresh: (account: string, server: ClientData) => void
  log: Logger
}) {
  const { api, outbox, log } = deps
  /**
   * A client's edit: the server's copy is read first; fields already there are done, those still
   * as the user saw them are sent, any other is a conflict that waits for the user.
   */
  return async (account: string, entry: OutboxRecord): Promise<ClientReplayOutcome> => {
    const server = await api.getClient(entry.clientId)
    if (deps.account() !== account) return 'gone'
    const { send, conflicts } = compare(entry, server)
    if (conflicts.length > 0) {
      const theirs = Object.fromEntries(conflicts.map((c) => [c.field, c.theirs]))
      outbox.mark(entry.id, 'conflict', { server: theirs })
      deps.refresh(account, server)
      return 'conflict'
    }
    const saved =
      Object.keys(send).length > 0 ? await api.updateClient(entry.clientId, send) : server
    const ignored = unsavedFields(send, saved)
    outbox.supersedeNotSaved(account, entry.clientId, Object.keys(send))
    let outcome: ClientReplayOutcome = 'applied'
    if (ignored.length > 0) {
      // Answered, but without these (SC-EDIT-6): the entry keeps only them, visible, for the user.
      log.warn(`Cliente ${entry.clientId}: el servicio no ha guardado ${ignored.join(', ')}`)
      outbox.mark(entry.id, 'failed', {
        reason: 'not_saved',
        error: storedError(notSavedError(ignored)),
        patch: Object.fromEntries(ignored.map((field) => [field, entry.patch[field]])),
        base: Object.fromEntries(ignored.map((field) => [field, wireValue(saved, field)])),
      })
      outcome = 'failed'
    } else outbox.mark(entry.id, 'done')
    deps.refresh(account, saved)
    return outcome
  }
}
