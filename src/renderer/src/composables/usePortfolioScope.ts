import { computed } from 'vue'
import { type PortfolioFilter, type PortfolioScope } from '@shared/portfolio/portfolio'
import { useClientsStore } from '../stores/clients-store'
import { usePortfolioStore } from '../stores/portfolio-store'

/**
 * The clients a portfolio run covers: the clients list's current search and filters (the same
 * ones the list shows and exports), or every client of the replica.
 */
export function usePortfolioScope() {
  const clients = useClientsStore()
  const store = usePortfolioStore()

  const filter = computed<PortfolioFilter>(() => ({
    text: clients.text.trim(),
    ...clients.filters,
  }))
  /** How many filters (besides the search text) the list has on. */
  const filterCount = computed(
    () =>
      (['status', 'province', 'cnae', 'expert'] as const).filter(
        (key) => clients.filters[key].length > 0,
      ).length + (clients.filters.public === null ? 0 : 1),
  )
  const hasFilter = computed(() => clients.filtered)
  const scope = computed<PortfolioScope>(() =>
    store.scope === 'filter' && hasFilter.value ? { filter: filter.value } : { filter: null },
  )
  return { filter, filterCount, hasFilter, scope }
}
