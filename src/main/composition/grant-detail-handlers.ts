import { type ApiClient } from '../api/operations'
import { type ConnectivityService } from '../services/connection/connectivity-service'
import { createGrantDetailService } from '../services/grants/grant-detail-service'
import { type SessionCache } from '../services/session-cache'
import { type Handlers } from '../bridge/dispatch'

/** A grant's detail (SC-GRANT-*) and its bridge handler. */
export function createGrantDetail(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  /** The configured service's base URL, whose origin's own links are kept (the demo service). */
  baseUrl: () => Promise<string>
}) {
  // The origin last resolved: the shell lets the links the service kept on it open (SC-GRANT-6).
  let known: readonly string[] = []
  const service = createGrantDetailService({
    ...deps,
    ownOrigins: async () => {
      known = [new URL(await deps.baseUrl()).origin]
      return known
    },
  })
  const handlers: Pick<Handlers, 'grants.section' | 'grants.kept'> = {
    'grants.section': (input) => service.section(input),
    'grants.kept': (input) => ({ sections: service.keptSections(input.grant) }),
  }
  return { service, handlers, linkOrigins: () => known }
}
