import { type ReceivedGrants } from '@shared/received'
import { type ApiClient } from '../../api/operations'
import { type ConnectivityService } from '../connection/connectivity-service'
import { grantSearch } from './grant-search'
import { nifSimulation } from './nif-simulation'
import { type SessionCache } from '../session-cache'

/**
 * «Simular por NIF y CNAE» (`funds/opportunities-by-cif/`) and the grant picker
 * (`funds/concessions/`): paid answers kept 24 hours per account (SC-COST-2); a 404 means the
 * service does not offer the operation, answered as `unavailable`, never a failure.
 */
export function createGrantNeighboursService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  /** «Ya recibida»: the grants a NIF received, from the concessions stored (no request). */
  received?: (nif: string) => ReceivedGrants
  now?: () => number
}) {
  const withClock = { ...deps, now: deps.now ?? Date.now }
  return { ...nifSimulation(withClock), search: grantSearch(withClock) }
}

export type GrantNeighboursService = ReturnType<typeof createGrantNeighboursService>
