import { type CatalogueView, EMPTY_CATALOGUE } from '@shared/catalogue'
import { type DataFilters } from '@shared/domain/data-filters'
import { isAppFailure } from '@shared/errors'
import { type ApiClient } from '../api/operations'
import { type Logger } from '../log/logger'

export interface CatalogueService {
  get(): Promise<CatalogueView>
  /** A new session or environment may see another catalogue. */
  reset(): void
}

export function catalogueFrom(filters: DataFilters): CatalogueView {
  return {
    source: 'service',
    applicants: filters.applicants ?? [],
    actionGroups: (filters.action_items ?? []).flatMap((area) =>
      area.action_groups.map((group) => ({
        name: area.action_groups.length > 1 ? `${area.name} · ${group.name}` : group.name,
        items: group.action_items,
      })),
    ),
    activities: filters.activities ?? [],
    origins: filters.origins ?? [],
    fundTypes: filters.types_fund ?? [],
    regionTypes: filters.regions_types ?? [],
  }
}

/**
 * `data-filters/` is not among the interface's nine operations (G14): fetch it once per session
 * when the server has it; without it the app still works and shows «#id».
 */
export function createCatalogueService(options: { api: ApiClient; log: Logger }): CatalogueService {
  let loaded: Promise<CatalogueView> | null = null
  return {
    get() {
      loaded ??= options.api.dataFilters().then(catalogueFrom, (error: unknown) => {
        const code = isAppFailure(error) ? error.appError.code : 'internal'
        options.log.info(
          `Catálogo del servicio no disponible (${code}): se muestran los identificadores`,
        )
        // A passing failure (offline, timeout) is worth retrying next time; a missing operation is not.
        if (code !== 'not_found' && code !== 'forbidden') loaded = null
        return EMPTY_CATALOGUE
      })
      return loaded
    },
    reset() {
      loaded = null
    },
  }
}
