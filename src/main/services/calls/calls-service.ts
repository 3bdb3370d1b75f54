import { type CallSearchInputSchema } from '@shared/calls'
import { type CatalogueView, EMPTY_CATALOGUE } from '@shared/catalogue'
import { type GrantDetails } from '@shared/grant-info'
import { type StorageMode } from '@shared/storage'
import { type ClientData } from '@shared/wire/client'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { type SavedSearchesTable } from '../../storage/saved-searches-table'
import { type ConnectivityService } from '../connection/connectivity-service'
import { type SessionCache } from '../session-cache'
import { callSearch } from './call-search'
import { fittingClients } from './fitting-clients'
import { savedSearches } from './saved-searches'

type SearchInput = z.output<typeof CallSearchInputSchema>

/**
 * «Convocatorias» (ARCH-FLOW-13): the search of calls (`funds/`, SC-CALLS-1..5) through the cost
 * cache per account, and the searches kept under a name with what is new since their last run
 * (SC-CALLS-6), and the clients of the replica that fit a call (SC-CALLS-7).
 */
export function createCallsService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  savedTable: SavedSearchesTable
  account: () => string | null
  storage: () => StorageMode
  /** The clients of the replica as shown, and a grant's detail as kept (never asked). */
  clients: () => readonly ClientData[]
  keptDetails: (grant: { id?: number; slug?: string }) => GrantDetails | null
  /** The account's catalogue (`data-filters/`, free, read once a session), to read names. */
  catalogue: () => Promise<CatalogueView>
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  const search = callSearch({ ...deps, now })
  return {
    search: (input: SearchInput) => search.search(input.filters, input.page),
    cost: (input: SearchInput) => search.cost(input.filters, input.page),
    /**
     * The clients that fit a call whose detail is kept (SC-CALLS-7), by its id or slug; no paid
     * request. `notKept` when it is not (its `grantId` 0 when only the slug was given).
     */
    async fits(grant: { id?: number; slug?: string }) {
      const details = deps.keptDetails(grant)
      const grantId = details?.id ?? grant.id ?? 0
      if (!details) return fittingClients(grantId, null, [], EMPTY_CATALOGUE)
      return fittingClients(grantId, details, deps.clients(), await deps.catalogue())
    },
    saved: savedSearches({
      table: deps.savedTable,
      account: deps.account,
      storage: deps.storage,
      search,
      now,
    }),
  }
}

export type CallsService = ReturnType<typeof createCallsService>
