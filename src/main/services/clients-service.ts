import { isPostalCodeOfProvince } from '@shared/catalogues/provinces'
import {
  type ClientDetail,
  type ClientFacets,
  type ClientLookup,
  type ClientPage,
  ClientQuerySchema,
  type ClientUpdateResult,
  type SyncResult,
} from '@shared/clients'
import { type ClientData } from '@shared/wire/client'
import { type ClientPatch } from '@shared/wire/client-edit'
import { notSavedError, unsavedFields } from '@shared/wire/unsaved-fields'
import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { messageRef } from '@shared/messages/catalogue-lookup'
import { type ClientQuery } from '@shared/clients'
import { type StorageMode } from '@shared/storage'
import { type ApiClient } from '../api/operations'
import { type CacheStore } from '../storage/answer-cache'
import { type ClientsReader } from '../storage/clients-reader'
import { type ClientsWriter } from '../storage/clients-writer'
import { type BulkWrites } from '../storage/database'
import { type OutboxRecord, type OutboxStore } from '../storage/outbox-table'
import { type Logger } from '../log/logger'
import { type ConnectivityService } from './connectivity-service'
import { isNetworkFailure } from './failures'
import { type Emit } from '../bridge/events'
import { storedError } from './outbox-failure'
import { assertCanQueue } from './storage-guard'
import { createClientsSync, FETCHED_AT_KEY, SYNCED_AT_KEY } from './clients-sync'
import { type ExportPlan } from './export-plan'

export { FETCHED_AT_KEY, SYNC_PAGE_SIZE } from './clients-sync'

/** Clients read from the replica at a time while an export writes them. */
const EXPORT_CHUNK = 500

export interface ClientsDeps {
  api: ApiClient
  clientsReader: ClientsReader
  clientsWriter: ClientsWriter
  outbox: OutboxStore
  cache: CacheStore
  transaction: <T>(fn: () => T) => T
  /** The replica is per environment and user; null when nobody is signed in. */
  account: () => string | null
  connectivity: ConnectivityService
  emit: Emit
  log: Logger
  /** Pages fetched at once during a full sync, at most PAGE_CONCURRENCY (benchmarks compare with 1). */
  syncConcurrency?: number
  /** For the pages of a first sync: see ClientsSyncDeps. */
  bulk?: BulkWrites
  /** How the database was opened: edits wait in the outbox only when it is `writable`. */
  storage?: StorageMode
}

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

function requireAccount(account: string | null): string {
  if (account) return account
  throw new AppFailure(appError('error.no_session.signed_out', {}))
}

export function createClientsService(deps: ClientsDeps) {
  const { api, clientsReader: reader, clientsWriter: writer, outbox, cache, emit, log } = deps

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
    writer.put(account, server, shown, serverJson)
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

  const serverCopy = async (account: string, id: number): Promise<ClientData> => {
    const stored = reader.get(account, id)
    if (stored) return stored
    const fetched = await api.getClient(id)
    refresh(account, fetched)
    fetchedNow(account, id)
    return fetched
  }

  const queue = (
    account: string,
    server: ClientData,
    patch: ClientPatch,
    base: Record<string, unknown>,
  ) => {
    deps.transaction(() => {
      outbox.add(account, server.id, patch, base)
      refresh(account, server)
    })
    emit('outbox.changed', outbox.summary(account))
    emit('clients.changed', { ids: [server.id] })
  }

  /**
   * The fields a PATCH answer did not hold stay in the outbox, visible as «El servicio no ha
   * guardado: …» until the user retries or discards them (SC-EDIT-6). Their base is the answer's value,
   * so a retry sends them again unless someone changes them meanwhile. Nothing is kept when the
   * database cannot be written; the answer still says what was not saved.
   */
  const keepNotSaved = (
    account: string,
    saved: ClientData,
    patch: Record<string, unknown>,
    ignored: readonly string[],
  ) => {
    if ((deps.storage ?? 'writable') !== 'writable') {
      refresh(account, saved)
      return
    }
    deps.transaction(() => {
      const entryId = outbox.add(
        account,
        saved.id,
        Object.fromEntries(ignored.map((field) => [field, patch[field]])),
        Object.fromEntries(ignored.map((field) => [field, wireValue(saved, field)])),
      )
      outbox.mark(entryId, 'failed', {
        reason: 'not_saved',
        error: storedError(notSavedError(ignored)),
      })
      refresh(account, saved)
    })
    emit('outbox.changed', outbox.summary(account))
  }

  const syncer = createClientsSync({ ...deps, refresh })

  return {
    query(raw: ClientQuery): ClientPage {
      const account = requireAccount(deps.account())
      const q = ClientQuerySchema.parse(raw)
      return {
        ...reader.query(account, q),
        syncedAt: syncedAt(account),
        syncProgress: syncer.progress(),
      }
    },

    facets(): ClientFacets {
      return reader.facets(requireAccount(deps.account()))
    },

    lookup(text: string, limit: number): ClientLookup {
      return reader.lookup(requireAccount(deps.account()), text, limit)
    },

    async get(id: number): Promise<ClientDetail> {
      const account = requireAccount(deps.account())
      return detail(account, await serverCopy(account, id))
    },

    /** Brings one client up to date from the service, when online; the replica answers meanwhile. */
    async refreshOne(id: number): Promise<ClientDetail> {
      const account = requireAccount(deps.account())
      try {
        refresh(account, await api.getClient(id))
        fetchedNow(account, id)
        emit('clients.changed', { ids: [id] })
      } catch (error) {
        if (isAppFailure(error) && error.appError.code === 'not_found') {
          writer.remove(account, id)
          emit('clients.changed', { ids: [id] })
        }
        throw error
      }
      return this.get(id)
    },

    /**
     * Saves the changed fields (SC-EDIT-5). Online it PATCHes and stores the answer; offline, after a
     * network failure, or behind earlier edits still waiting, it goes to the outbox.
     */
    async update(
      id: number,
      patch: ClientPatch,
      base: Record<string, unknown>,
    ): Promise<ClientUpdateResult> {
      const account = requireAccount(deps.account())
      const server = await serverCopy(account, id)
      const shown = shownClient(server, outbox.openFor(account, id))
      const next = applyPatch(shown, patch)
      const province = next.province[0]
      // An empty postal code (a client created with only its NIF) contradicts no province.
      const postalCode = next.postal_code.trim()
      if (('postal_code' in patch || 'province' in patch) && province !== undefined && postalCode) {
        if (!isPostalCodeOfProvince(next.postal_code, province)) {
          throw new AppFailure(
            appError(
              'error.validation.postal_code_province',
              { postalCode: next.postal_code, province },
              { fieldMessages: { postal_code: [messageRef('validation.postal_code_province')] } },
            ),
          )
        }
      }
      // Edits not saved by the service (SC-EDIT-6) hold nothing back: later ones were not made on them.
      const waiting = outbox.openFor(account, id).some((entry) => !isNotSaved(entry))
      if (waiting || !deps.connectivity.state().online) {
        assertCanQueue(deps.storage ?? 'writable', waiting ? 'earlier_edits' : 'offline')
        queue(account, server, patch, base)
        return { status: 'queued', ignoredFields: [], detail: detail(account, server) }
      }
      try {
        const saved = await api.updateClient(id, patch)
        const ignored = unsavedFields(patch, saved)
        const writable = (deps.storage ?? 'writable') === 'writable'
        const superseded = writable ? outbox.supersedeNotSaved(account, id, Object.keys(patch)) : 0
        if (ignored.length > 0) {
          log.warn(`Cliente ${id}: el servicio no ha guardado ${ignored.join(', ')}`)
          keepNotSaved(account, saved, patch, ignored)
        } else {
          refresh(account, saved)
          if (superseded > 0) emit('outbox.changed', outbox.summary(account))
        }
        fetchedNow(account, id)
        emit('clients.changed', { ids: [id] })
        return {
          status: ignored.length > 0 ? 'not_saved' : 'saved',
          ignoredFields: ignored,
          detail: detail(account, saved),
        }
      } catch (error) {
        if (!isNetworkFailure(error)) throw error
        assertCanQueue(deps.storage ?? 'writable', 'offline')
        log.info(`Cliente ${id}: cambio guardado en la bandeja de salida (sin conexión)`)
        queue(account, server, patch, base)
        return { status: 'queued', ignoredFields: [], detail: detail(account, server) }
      }
    },

    /** The full sync (see clients-sync.ts); one at a time, a second call joins the first. */
    sync(): Promise<SyncResult> {
      return syncer.sync(requireAccount(deps.account()))
    },

    /** Stops a running sync (the user's «Cancelar», sign-out, quit); the replica stays as it was. */
    cancelSync(): { cancelled: boolean } {
      return syncer.cancel()
    },

    /**
     * The clients of a view as shown (pending edits included), in its order, for an export: the
     * ids are taken now, the clients read a chunk at a time as the file is written.
     */
    exportPlan(raw: ClientQuery): ExportPlan<ClientData> {
      const account = requireAccount(deps.account())
      const ids = reader.matchingIds(account, ClientQuerySchema.parse(raw))
      return {
        rows: ids.length,
        requests: 0,
        // eslint-disable-next-line @typescript-eslint/require-await -- read from the replica
        async *pages({ signal, onProgress }) {
          const total = Math.max(1, Math.ceil(ids.length / EXPORT_CHUNK))
          for (let done = 0; done < total; done++) {
            if (signal.aborted) return
            yield shownOf(account, ids.slice(done * EXPORT_CHUNK, (done + 1) * EXPORT_CHUNK))
            onProgress({ done: done + 1, total })
          }
        },
      }
    },

    /** Every client of a view as shown, in its order: the portfolio's scope. */
    viewRows(raw: ClientQuery): ClientData[] {
      const account = requireAccount(deps.account())
      const ids = reader.matchingIds(account, ClientQuerySchema.parse(raw))
      const shown: ClientData[] = []
      for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
        shown.push(...shownOf(account, ids.slice(start, start + EXPORT_CHUNK)))
      }
      return shown
    },

    /** One client as shown, from the replica or the service. */
    async shown(id: number): Promise<ClientData> {
      const account = requireAccount(deps.account())
      return shownClient(await serverCopy(account, id), outbox.openFor(account, id))
    },

    syncedAt(): number | null {
      const account = deps.account()
      return account ? syncedAt(account) : null
    },

    /** Resolves once a sync under way (if any) has ended, however it ended. */
    idle(): Promise<void> {
      return syncer.idle()
    },

    refresh,
  }
}

export type ClientsService = ReturnType<typeof createClientsService>
