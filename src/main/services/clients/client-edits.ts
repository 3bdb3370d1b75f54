import { type ClientData } from '@shared/wire/client'
import { type OutboxRecord } from '../../storage/outbox-table'

/** An entry the service answered without saving (SC-EDIT-6): shown, never replayed on its own. */
export function isNotSaved(entry: OutboxRecord): boolean {
  return entry.status === 'failed' && entry.reason === 'not_saved'
}

/** The value of a field in the shape a PATCH sends it (`province` is a number, SC-EDIT-2). */
export function wireValue(client: ClientData, field: string): unknown {
  const value = (client as Record<string, unknown>)[field]
  return field === 'province' && Array.isArray(value) ? value[0] : value
}

/** Lays a patch over a client: `province` travels as a number and is kept as a list (SC-EDIT-2). */
export function applyPatch(client: ClientData, patch: Record<string, unknown>): ClientData {
  const next: Record<string, unknown> = { ...client }
  for (const [field, value] of Object.entries(patch)) {
    next[field] = field === 'province' && typeof value === 'number' ? [value] : value
  }
  return next as ClientData
}

/** What the app shows: the server copy with the edits still waiting (pending or in conflict). */
export function shownClient(server: ClientData, open: readonly OutboxRecord[]): ClientData {
  return open
    .filter((entry) => entry.status === 'pending' || entry.status === 'conflict')
    .reduce((client, entry) => applyPatch(client, entry.patch), server)
}
