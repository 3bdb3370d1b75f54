import { type CatalogueView, CatalogueViewSchema, EMPTY_CATALOGUE } from '@shared/catalogue'
import { CNAE_CODES_AS_IDS, cnaeEntriesOf, cnaeIn } from '@shared/catalogues/cnae'
import { type DataFilters } from '@shared/wire/data-filters'
import { isAppFailure } from '@shared/errors'
import { type ApiClient } from '../api/operations'
import { type Logger } from '../log/logger'
import { isNetworkFailure } from './failures'
import { type SessionCache } from './session-cache'

export interface CatalogueService {
  get(): Promise<CatalogueView>
  /** A new session or environment may see another catalogue. */
  reset(): void
}

const CATALOGUE_KEY = 'catalogue'

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
    cnaes: cnaeEntriesOf(filters.cnaes),
  }
}

/**
 * `data-filters/` is not among the interface's nine operations (SC-CAT-3): fetch it once per session
 * when the server has it, and keep it with the account's answers so names show offline too;
 * without it the app still works and shows «#id». Signed out, there is no catalogue.
 */
export function createCatalogueService(options: {
  api: ApiClient
  cache: SessionCache
  log: Logger
}): CatalogueService {
  let loaded: { account: string; view: Promise<CatalogueView> } | null = null
  return {
    get() {
      let cache
      try {
        cache = options.cache.scope()
      } catch {
        return Promise.resolve(EMPTY_CATALOGUE)
      }
      if (loaded?.account === cache.account) return loaded.view
      const mine = {
        account: cache.account,
        view: options.api.dataFilters().then(
          (filters) => {
            const view = catalogueFrom(filters)
            cache.set(CATALOGUE_KEY, view)
            return view
          },
          (error: unknown) => {
            const code = isAppFailure(error) ? error.appError.code : 'internal'
            options.log.info(
              `Catálogo del servicio no disponible (${code}): se muestran los identificadores`,
            )
            // A passing failure (offline, timeout) is worth retrying next time; a missing operation is not.
            if (code !== 'not_found' && code !== 'forbidden' && loaded === mine) loaded = null
            const stored = isNetworkFailure(error) ? cache.get<unknown>(CATALOGUE_KEY) : null
            // A copy kept by an older version may lack a part: read it as it is read over the bridge.
            const view = CatalogueViewSchema.safeParse(stored?.value)
            return view.success ? view.data : EMPTY_CATALOGUE
          },
        ),
      }
      loaded = mine
      return mine.view
    },
    reset() {
      loaded = null
    },
  }
}

/**
 * A client's CNAE id as the class code the service takes (`funds/opportunities-by-cif/`), read in
 * the service's catalogue; without one, ids are the codes.
 */
export function cnaeCodeOf(catalogue: CatalogueService) {
  return async (): Promise<(id: number) => string | null> => {
    const { cnaes } = await catalogue.get()
    const entries = cnaes.length > 0 ? cnaes : CNAE_CODES_AS_IDS
    return (id) => cnaeIn(entries, id)?.code ?? null
  }
}
