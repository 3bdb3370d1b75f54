import { type ClientDetail } from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { type ApiClient } from '../../api/operations'
import { type CacheStore } from '../../storage/answer-cache'
import { type ClientsReader } from '../../storage/clients/clients-reader'
import { type ClientsWriter } from '../../storage/clients/clients-writer'
import { type OutboxStore } from '../../storage/outbox-table'
import { shownClient } from './client-edits'
import { FETCHED_AT_KEY, SYNCED_AT_KEY } from './clients-sync'

/**
 * The clients' copies in the replica: each stored with its open edits laid over, shown as the
 * app shows it, and as recent as the last full sync or its own last fetch.
 */
export function createClientCopies(deps: {
  api: ApiClient
  clientsReader: ClientsReader
  clientsWriter: ClientsWriter
  outbox: OutboxStore
  cache: CacheStore
}) {
  const { api, clientsReader: reader, outbox, cache } = deps

  const syncedAt = (account: string) => cache.get<number>(account, SYNCED_AT_KEY)?.value ?? null

  /** A client's copy is as recent as the last full sync or its own last fetch, whichever is later. */
  const updatedAt = (account: string, id: number): number | null => {
    const own = cache.get<Record<string, number>>(account, FETCHED_AT_KEY)?.value[String(id)]
    const all = syncedAt(account)
    if (typeof own !== 'number') return all
    return all === null ? own : Math.max(all, own)
  }

  /** «Actualizar», a save or a first look brought this client's copy now. */
  const fetchedNow = (account: string, id: number) => {
    const times = cache.get<Record<string, number>>(account, FETCHED_AT_KEY)?.value ?? {}
    cache.set(account, FETCHED_AT_KEY, { ...times, [String(id)]: Date.now() })
  }

  /** These clients as shown (pending edits included), in the order given, read in one go. */
  const shownOf = (account: string, ids: readonly number[]): ClientData[] => {
    const copies = reader.copiesOf(account, ids)
    const open = outbox.openByClient(account, ids)
    return ids.flatMap((id) => {
      const json = copies.get(id)
      if (json === undefined) return []
      return [shownClient(JSON.parse(json) as ClientData, open.get(id) ?? [])]
    })
  }

  /** Stores a server copy and re-derives its searchable columns from it and its open edits. */
  const refresh = (account: string, server: ClientData, serverJson?: string, edited = true) => {
    const shown = edited ? shownClient(server, outbox.openFor(account, server.id)) : server
    deps.clientsWriter.put(account, server, shown, serverJson)
  }

  const detail = (account: string, server: ClientData): ClientDetail => {
    const open = outbox.openFor(account, server.id)
    const waiting = open.filter((e) => e.status === 'pending' || e.status === 'conflict')
    return {
      client: shownClient(server, open),
      pendingFields: [...new Set(waiting.flatMap((e) => Object.keys(e.patch)))],
      conflict: open.some((e) => e.status === 'conflict'),
      syncedAt: updatedAt(account, server.id),
    }
  }

  /** The stored server copy, or the service's (then stored). */
  const serverCopy = async (account: string, id: number): Promise<ClientData> => {
    const stored = reader.get(account, id)
    if (stored) return stored
    const fetched = await api.getClient(id)
    refresh(account, fetched)
    fetchedNow(account, id)
    return fetched
  }

  return { syncedAt, fetchedNow, shownOf, refresh, detail, serverCopy }
}

export type ClientCopies = ReturnType<typeof createClientCopies>
