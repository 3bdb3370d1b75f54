import { type ApiClient } from '../../api/operations'
import { type Emit } from '../../bridge/events'
import { concessionsSearch } from './concessions-search'
import { type ConnectivityService } from '../connection/connectivity-service'
import { nifConcessions } from './nif-concessions'
import { receivedFromCache } from './received-lookup'
import { type SessionCache } from '../session-cache'

/**
 * Concessions (SC-CONC-*): the screen's searches, a NIF's concessions for a
 * client's page and «Cartera», and «Ya recibida», all through one 24-hour cache per account.
 */
export function createConcessionsService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  emit: Emit
}) {
  return {
    /** «Ya recibida»: the grants these NIFs received, from what this account stored; no request. */
    received(nifs: Iterable<string>) {
      return receivedFromCache(deps.cache.scope(), nifs)
    },
    ...nifConcessions(deps),
    search: concessionsSearch(deps),
  }
}

export type ConcessionsService = ReturnType<typeof createConcessionsService>
