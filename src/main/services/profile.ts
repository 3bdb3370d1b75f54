import { allActions, type CatalogueView, nameIn, type Named } from '@shared/catalogue'
import { communityByCode, communityName } from '@shared/catalogues/communities'
import { provinceByCode, provinceName } from '@shared/catalogues/provinces'
import { AppFailure } from '@shared/errors'
import { type ProfileView } from '@shared/profile'
import { type ApiClient } from '../api/operations'
import { type SessionService } from '../session/session'
import { type CatalogueService } from './catalogue'

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

/** The profile screen's data: `users/<id>/` (G17 detail form) with names for every id list. */
export function createProfileService(options: {
  api: ApiClient
  session: SessionService
  catalogue: CatalogueService
}) {
  return {
    async get(): Promise<ProfileView> {
      const user = options.session.user()
      if (!user || !options.session.credentials()) {
        throw new AppFailure({
          code: 'no_session',
          message: 'No hay una sesión iniciada. Inicie sesión para ver su perfil.',
        })
      }
      const [detail, catalogue] = await Promise.all([
        options.api.getUser(user.id),
        options.catalogue.get(),
      ])
      return {
        user: detail,
        lists: profileLists(detail, catalogue),
        catalogueSource: catalogue.source,
      }
    },
  }
}
