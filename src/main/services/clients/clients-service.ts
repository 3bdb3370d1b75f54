import {
  type ClientCreateInputSchema,
  type ClientCreateResult,
  type ClientDetail,
  type ClientFacets,
  type ClientLookup,
  type ClientPage,
  type ClientQuery,
  ClientQuerySchema,
  type ClientUpdateResult,
  type SyncResult,
} from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { type ClientPatch } from '@shared/wire/client-edit'
import { isAppFailure } from '@shared/errors'
import { type z } from 'zod'
import { type StorageMode } from '@shared/storage'
import { type ApiClient } from '../../api/operations'
import { type CacheStore } from '../../storage/answer-cache'
import { type ClientsReader } from '../../storage/clients/clients-reader'
import { type ClientsWriter } from '../../storage/clients/clients-writer'
import { type BulkWrites } from '../../storage/database'
import { type OutboxStore } from '../../storage/outbox-table'
import { type Logger } from '../../log/logger'
import { type Emit } from '../../bridge/events'
import { createClientCopies } from './client-copies'
import { createClientCreation } from './client-create'
import { shownClient } from './client-edits'
import { createClientUpdate } from './client-update'
import { createClientsSync } from './clients-sync'
import { createSearchWarmer } from './search-warmer'
import { type IndexBuilder } from './index-builder'
import { type ConnectivityService } from '../connection/connectivity-service'
import { requireAccount } from '../signed-in'

export { SYNC_PAGE_SIZE } from './clients-sync'

/** Clients read from the replica at a time for a whole view. */
const VIEW_CHUNK = 500

/** A view's clients, its ids taken when it was asked for, read as shown a slice at a time. */
export interface ClientsView {
  count: number
  /** The clients from `start` to `end` (excluded), in the view's order. */
  read(start: number, end: number): ClientData[]
}

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
  /** For the pages of a first sync, and what it leaves to build: see ClientsSyncDeps. */
  bulk?: BulkWrites
  indexBuilder?: IndexBuilder | undefined
  /** How the database was opened: edits wait in the outbox only when it is `writable`. */
  storage?: StorageMode
}

export { createIndexBuilder } from './index-builder'

/** The expert's clients: the list and its filters, one client's card and edits, the full sync. */
export function createClientsService(deps: ClientsDeps) {
  const { api, clientsReader: reader, outbox, emit } = deps
  const signedIn = () => requireAccount(deps.account())
  const copies = createClientCopies(deps)
  const { refresh, syncedAt } = copies
  const update = createClientUpdate({ ...deps, copies })
  const syncer = createClientsSync({ ...deps, refresh })
  const creation = createClientCreation({ ...deps, refresh })
  const warmer = createSearchWarmer(reader, deps.account)

  /** The ids a view selects, in its order. */
  const idsOf = (account: string, raw: ClientQuery) =>
    reader.matchingIds(account, ClientQuerySchema.parse(raw))

  return {
    query(raw: ClientQuery): ClientPage {
      const account = signedIn()
      const q = ClientQuerySchema.parse(raw)
      deps.indexBuilder?.busy()
      return {
        ...reader.query(account, q),
        syncedAt: syncedAt(account),
        syncProgress: syncer.progress(),
      }
    },

    facets(): ClientFacets {
      return reader.facets(signedIn())
    },

    lookup(text: string, limit: number): ClientLookup {
      deps.indexBuilder?.busy()
      return reader.lookup(signedIn(), text, limit)
    },

    async get(id: number): Promise<ClientDetail> {
      const account = signedIn()
      return copies.detail(account, await copies.serverCopy(account, id))
    },

    /** Brings one client up to date from the service, when online; the replica answers meanwhile. */
    async refreshOne(id: number): Promise<ClientDetail> {
      const account = signedIn()
      // A client added offline exists only here until its creation is replayed.
      if (id < 0) return this.get(id)
      try {
        refresh(account, await api.getClient(id))
        copies.fetchedNow(account, id)
        emit('clients.changed', { ids: [id] })
      } catch (error) {
        if (isAppFailure(error) && error.appError.code === 'not_found') {
          deps.clientsWriter.remove(account, id)
          emit('clients.changed', { ids: [id] })
        }
        throw error
      }
      return this.get(id)
    },

    /** Saves the changed fields (see createClientUpdate). */
    async update(
      id: number,
      patch: ClientPatch,
      base: Record<string, unknown>,
    ): Promise<ClientUpdateResult> {
      return update(signedIn(), id, patch, base)
    },

    /** A client from its NIF, on the service and in the replica (see createClientCreation). */
    create(input: z.output<typeof ClientCreateInputSchema>): Promise<ClientCreateResult> {
      const account = signedIn()
      return creation(account, input, () => deps.account() === account)
    },

    /** The full sync (see clients-sync.ts); one at a time, a second call joins the first. */
    sync(): Promise<SyncResult> {
      const account = signedIn()
      warmer.stop()
      return syncer.sync(account).then((result) => {
        warmer.start(account)
        return result
      })
    },

    /** Stops a running sync (the user's «Cancelar», sign-out, quit); the replica stays as it was. */
    cancelSync(): { cancelled: boolean } {
      warmer.stop()
      return syncer.cancel()
    },

    /**
     * The clients of a view as shown (pending edits included), in its order: the ids are taken
     * now, the clients read a slice at a time (an export writes them as it goes).
     */
    view(raw: ClientQuery): ClientsView {
      const account = signedIn()
      const ids = idsOf(account, raw)
      return {
        count: ids.length,
        read: (start, end) => copies.shownOf(account, ids.slice(start, end)),
      }
    },

    /** Every client of a view as shown, in its order: the portfolio's scope. */
    viewRows(raw: ClientQuery): ClientData[] {
      const view = this.view(raw)
      const shown: ClientData[] = []
      for (let start = 0; start < view.count; start += VIEW_CHUNK) {
        shown.push(...view.read(start, start + VIEW_CHUNK))
      }
      return shown
    },

    /** One client as shown, from the replica or the service. */
    async shown(id: number): Promise<ClientData> {
      const account = signedIn()
      return shownClient(await copies.serverCopy(account, id), outbox.openFor(account, id))
    },

    syncedAt(): number | null {
      const account = deps.account()
      return account ? syncedAt(account) : null
    },

    /** Resolves once a sync under way (if any) has ended, however it ended. */
    idle(): Promise<void> {
      return syncer.idle()
    },

    /** See ClientsSync.built. */
    indexesBuilt(): Promise<void> {
      return syncer.built()
    },

    refresh,

    /** A client shown no more: a creation discarded from the outbox (its placeholder). */
    forget(account: string, id: number): void {
      deps.clientsWriter.remove(account, id)
    },
  }
}

export type ClientsService = ReturnType<typeof createClientsService>
