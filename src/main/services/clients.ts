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
import { type ClientData } from '@shared/domain/client'
import { type ClientPatch } from '@shared/domain/client-edit'
import { notSavedError, unsavedFields } from '@shared/domain/unsaved-fields'
import { type AppError, appError, AppFailure, isAppFailure } from '@shared/errors'
import { messageRef } from '@shared/messages'
import { type ClientQuery } from '@shared/clients'
import { type StorageMode } from '@shared/storage'
import { type ApiClient } from '../api/operations'
import { walkAll } from '../api/page-walker'
import { type CacheStore } from '../cache/cache-store'
import { type ClientsStore } from '../cache/clients-store'
import { type OutboxRecord, type OutboxStore } from '../cache/outbox-store'
import { type Logger } from '../log/logger'
import { type ConnectivityService } from './connectivity'
import { isNetworkFailure } from './failures'
import { type Emit } from './events'
import { storedError } from './outbox-failure'
import { assertCanQueue } from './storage-guard'

/** Clients read from the replica per query when a whole view is needed. */
const VIEW_PAGE = 50_000

export const SYNC_PAGE_SIZE = 200

export interface ClientsDeps {
  api: ApiClient
  clients: ClientsStore
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
  /** How the database was opened: edits wait in the outbox only when it is `writable`. */
  storage?: StorageMode
}

const SYNCED_AT_KEY = 'clients.syncedAt'
/** When single clients were brought from the service after the last full sync: { [id]: epoch ms }. */
export const FETCHED_AT_KEY = 'clients.fetchedAt'

/** An entry the service answered without saving (G18): shown, never replayed on its own. */
export function isNotSaved(entry: OutboxRecord): boolean {
  return entry.status === 'failed' && entry.reason === 'not_saved'
}

/** The value of a field in the shape a PATCH sends it (`province` is a number, G11). */
export function wireValue(client: ClientData, field: string): unknown {
  const value = (client as Record<string, unknown>)[field]
  return field === 'province' && Array.isArray(value) ? value[0] : value
}

/** Lays a patch over a client: `province` travels as a number and is kept as a list (G11). */
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

function syncCancelledError(): AppError {
  return appError('error.cancelled.sync_cancelled', {})
}

function requireAccount(account: string | null): string {
  if (account) return account
  throw new AppFailure(appError('error.no_session.signed_out', {}))
}

function signedOutMeanwhile(): AppFailure {
  return new AppFailure(appError('error.cancelled.account_changed', {}))
}

export function createClientsService(deps: ClientsDeps) {
  const { api, clients, outbox, cache, emit, log } = deps
  let running: Promise<SyncResult> | null = null
  let syncAbort: AbortController | null = null

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

  /** Stores a server copy and re-derives its searchable columns from it and its open edits. */
  const refresh = (account: string, server: ClientData, serverJson?: string, edited = true) => {
    const shown = edited ? shownClient(server, outbox.openFor(account, server.id)) : server
    clients.put(account, server, shown, serverJson)
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
    const stored = clients.get(account, id)
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
   * guardado: …» until the user retries or discards them (G18). Their base is the answer's value,
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

  return {
    query(raw: ClientQuery): ClientPage {
      const account = requireAccount(deps.account())
      const q = ClientQuerySchema.parse(raw)
      return { ...clients.query(account, q), syncedAt: syncedAt(account) }
    },

    facets(): ClientFacets {
      return clients.facets(requireAccount(deps.account()))
    },

    lookup(text: string, limit: number): ClientLookup {
      return clients.lookup(requireAccount(deps.account()), text, limit)
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
          clients.remove(account, id)
          emit('clients.changed', { ids: [id] })
        }
        throw error
      }
      return this.get(id)
    },

    /**
     * Saves the changed fields (G11). Online it PATCHes and stores the answer; offline, after a
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
      if (('postal_code' in patch || 'province' in patch) && province !== undefined) {
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
      // Edits not saved by the service (G18) hold nothing back: later ones were not made on them.
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

    /**
     * Full sync: every page at page_size 200, PAGE_CONCURRENCY at a time; gone clients leave the
     * replica. Every row is in hand before the replica is touched, so a cancelled or failed sync
     * writes nothing.
     */
    sync(): Promise<SyncResult> {
      running ??= (async () => {
        const account = requireAccount(deps.account())
        const controller = new AbortController()
        syncAbort = controller
        const { rows } = await walkAll(api.listClients({ pageSize: SYNC_PAGE_SIZE }), {
          signal: controller.signal,
          ...(deps.syncConcurrency ? { concurrency: deps.syncConcurrency } : {}),
          onProgress: (progress) => emit('clients.syncProgress', progress),
        }).catch((error: unknown) => {
          // No sync runs any more: a progress of 0 of 0 lets the screen drop its progress bar.
          emit('clients.syncProgress', { done: 0, total: 0 })
          throw controller.signal.aborted ? new AppFailure(syncCancelledError()) : error
        })
        if (controller.signal.aborted) throw new AppFailure(syncCancelledError())
        const at = Date.now()
        // Signed out (or erased) while the pages came: nothing of that account is written back.
        if (deps.account() !== account) throw signedOutMeanwhile()
        const result = deps.transaction(() => {
          const before = clients.copies(account)
          const edited = outbox.clientsWithOpenEntries(account)
          let added = 0
          let updated = 0
          const seen = new Set<number>()
          for (const client of rows) {
            seen.add(client.id)
            const json = JSON.stringify(client)
            const old = before.get(client.id)
            if (old === undefined) added++
            else if (old !== json) updated++
            else if (!edited.has(client.id)) continue // nothing to write
            refresh(account, client, json, edited.has(client.id))
          }
          let removed = 0
          for (const id of before.keys()) {
            if (!seen.has(id)) {
              clients.remove(account, id)
              removed++
            }
          }
          cache.set(account, SYNCED_AT_KEY, at)
          // Every copy is as new as this sync now.
          cache.delete(account, FETCHED_AT_KEY)
          return { count: rows.length, added, updated, removed, syncedAt: at }
        })
        emit('clients.synced', result)
        log.info(
          `Clientes sincronizados: ${result.count} (+${result.added} ~${result.updated} -${result.removed})`,
        )
        return result
      })().finally(() => {
        running = null
        syncAbort = null
      })
      return running
    },

    /** Stops a running sync (the user's «Cancelar», sign-out, quit); the replica stays as it was. */
    cancelSync(): { cancelled: boolean } {
      const controller = syncAbort
      controller?.abort()
      return { cancelled: controller !== null }
    },

    /** The whole clients of the current view, as shown (pending edits included), for export. */
    viewRows(raw: ClientQuery): ClientData[] {
      const account = requireAccount(deps.account())
      const shown: ClientData[] = []
      // The replica may hold more clients than one query answers (100,000 in the sandbox).
      for (let offset = 0; ; offset += VIEW_PAGE) {
        const q = ClientQuerySchema.parse({ ...raw, offset, limit: VIEW_PAGE })
        const { rows } = clients.query(account, q)
        for (const row of rows) {
          const server = clients.get(account, row.id)
          if (server) shown.push(shownClient(server, outbox.openFor(account, row.id)))
        }
        if (rows.length < VIEW_PAGE) return shown
      }
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
      return running
        ? running.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve()
    },

    refresh,
  }
}

export type ClientsService = ReturnType<typeof createClientsService>
