import { allActions, type CatalogueView, nameIn, type Named } from '@shared/catalogue'
import { communityByCode, communityName } from '@shared/catalogues/communities'
import { provinceByCode, provinceName } from '@shared/catalogues/provinces'
import { appError, AppFailure } from '@shared/errors'
import { type ProfileView } from '@shared/profile'
import { type ApiClient } from '../api/operations'
import { userProfile } from '../api/user-profile'
import { type SessionService } from '../session/session-service'
import { type CatalogueService } from './catalogue-service'
import { type ConnectivityService } from './connection/connectivity-service'
import { isNetworkFailure } from './failures'
import { type SessionCache } from './session-cache'

const PROFILE_KEY = 'profile'

function shipped(
  ids: number[],
  known: (id: number) => boolean,
  name: (id: number) => string,
): Named[] {
  return ids.map((id) => ({ id, name: known(id) ? name(id) : `#${id}` }))
}

function fromCatalogue(ids: number[], list: readonly Named[]): Named[] {
  return ids.map((id) => ({ id, name: nameIn(list, id) }))
}

export function profileLists(
  user: ProfileView['user'],
  catalogue: CatalogueView,
): ProfileView['lists'] {
  return [
    {
      key: 'communities',
      items: shipped(user.communities_list, (id) => Boolean(communityByCode(id)), communityName),
    },
    {
      key: 'provinces',
      items: shipped(user.provinces_list, (id) => Boolean(provinceByCode(id)), provinceName),
    },
    { key: 'applicants', items: fromCatalogue(user.applicants_list, catalogue.applicants) },
    { key: 'actions', items: fromCatalogue(user.action_items_list, allActions(catalogue)) },
    { key: 'activities', items: fromCatalogue(user.activities_list, catalogue.activities) },
    { key: 'regionTypes', items: fromCatalogue(user.region_types_list, catalogue.regionTypes) },
    { key: 'fundTypes', items: fromCatalogue(user.fund_types_list, catalogue.fundTypes) },
    { key: 'origins', items: fromCatalogue(user.origins_list, catalogue.origins) },
  ]
}

/**
 * The profile screen's data: `users/<id>/` (SC-USER-1 detail form; `users/current/` when that answers
 * 403 or 404, SC-USER-2) with names for every id list. Kept
 * with the account's answers, so «Mi perfil» shows the last copy when the service is unreachable.
 */
export function createProfileService(options: {
  api: ApiClient
  session: SessionService
  catalogue: CatalogueService
  cache: SessionCache
  connectivity: ConnectivityService
}) {
  return {
    async get(): Promise<ProfileView> {
      const user = options.session.user()
      if (!user) {
        throw new AppFailure(appError('error.no_session.signed_out', {}))
      }
      const cache = options.cache.scope()
      const stored = cache.get<ProfileView>(PROFILE_KEY)
      const kept = (): ProfileView | null =>
        stored ? { ...stored.value, fetchedAt: stored.fetchedAt, source: 'cache' } : null
      // The account's own copy when expired (only a sign-in may refresh it) or offline (no waiting
      // for a request that cannot succeed).
      const signedIn = options.session.credentials() !== null
      const copy = kept()
      if (copy && (!signedIn || !options.connectivity.state().online)) return copy
      if (!signedIn) {
        throw new AppFailure(appError('error.no_session.signed_out', {}))
      }
      try {
        const [detail, catalogue] = await Promise.all([
          userProfile(options.api, user.id),
          options.catalogue.get(),
        ])
        const view: ProfileView = {
          user: detail.user,
          userSource: detail.source,
          lists: profileLists(detail.user, catalogue),
          catalogueSource: catalogue.source,
          fetchedAt: Date.now(),
          source: 'network',
        }
        cache.set(PROFILE_KEY, view, view.fetchedAt)
        return view
      } catch (error) {
        if (copy && isNetworkFailure(error)) return copy
        throw error
      }
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
