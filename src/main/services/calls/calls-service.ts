import { type CallSearchInputSchema } from '@shared/calls'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { type ConnectivityService } from '../connection/connectivity-service'
import { type SessionCache } from '../session-cache'
import { callSearch } from './call-search'

type SearchInput = z.output<typeof CallSearchInputSchema>

/**
 * «Convocatorias» (ARCH-FLOW-13): the search of calls (`funds/`, SC-CALLS-1..5) through the cost
 * cache per account.
 */
export function createCallsService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  const search = callSearch({ ...deps, now })
  return {
    search: (input: SearchInput) => search.search(input.filters, input.page),
    cost: (input: SearchInput) => search.cost(input.filters, input.page),
  }
}

export type CallsService = ReturnType<typeof createCallsService>
