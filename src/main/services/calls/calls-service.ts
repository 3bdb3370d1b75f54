import { type CallSearchInputSchema } from '@shared/calls'
import { type StorageMode } from '@shared/storage'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { type SavedSearchesTable } from '../../storage/saved-searches-table'
import { type ConnectivityService } from '../connection/connectivity-service'
import { type SessionCache } from '../session-cache'
import { callSearch } from './call-search'
import { savedSearches } from './saved-searches'

type SearchInput = z.output<typeof CallSearchInputSchema>

/**
 * «Convocatorias» (ARCH-FLOW-13): the search of calls (`funds/`, SC-CALLS-1..5) through the cost
 * cache per account, and the searches kept under a name with what is new since their last run
 * (SC-CALLS-6).
 */
export function createCallsService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  savedTable: SavedSearchesTable
  account: () => string | null
  storage: () => StorageMode
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  const search = callSearch({ ...deps, now })
  return {
    search: (input: SearchInput) => search.search(input.filters, input.page),
    cost: (input: SearchInput) => search.cost(input.filters, input.page),
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
