import { appError, AppFailure } from '@shared/errors'
import { type StatusList } from '@shared/statuses'
import { type ApiClient } from '../../api/operations'
import { walkAll } from '../../api/page-walker'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware } from '../cost-cache'
import { type SessionCache } from '../session-cache'

/** Case-file status groups (SC-STAT-1): every page, in server order, kept for offline use. */
export function createStatusesService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  account: () => string | null
}) {
  return {
    async list(refresh: boolean): Promise<StatusList> {
      const account = deps.account()
      if (!account) {
        throw new AppFailure(appError('error.no_session.signed_out', {}))
      }
      const served = await costAware({
        cache: deps.cache,
        connectivity: deps.connectivity,
        key: 'statuses',
        refresh,
        fetch: async () => (await walkAll(deps.api.statusGroups(100))).rows,
      })
      return {
        groups: served.value,
        fetchedAt: served.fetchedAt,
        source: served.source,
        stale: served.stale,
      }
    },
  }
}

export type StatusesService = ReturnType<typeof createStatusesService>
