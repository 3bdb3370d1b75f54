import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import { type ConcessionQuery, type ConcessionResult } from '@shared/concessions'
import { concessionKey } from '@shared/concession-key'
import { type AppError } from '@shared/errors'
import { api, subscribe } from '../bridge-client'
import { sameConcessionQuery } from '../route-queries'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'

export interface PageProgress {
  done: number
  total: number
}

/** Concessions by NIF or by grant (SC-CONC-1, SC-CONC-2): the last search, its answer and its page progress. */
export const useConcessionsStore = defineStore('concessions', () => {
  const query = shallowRef<ConcessionQuery | null>(null)
  // Up to thousands of rows, replaced whole: never deeply reactive.
  const result = shallowRef<ConcessionResult | null>(null)
  const error = ref<AppError | null>(null)
  /** What is running: a search, «Actualizar» or «Cargar todas». */
  const loading = ref<'search' | 'refresh' | 'all' | null>(null)
  const progress = ref<PageProgress | null>(null)
  const requests = latestRequest()

  async function search(
    next: ConcessionQuery,
    options: { refresh?: boolean; loadAll?: boolean; confirmedRequests?: number } = {},
  ): Promise<void> {
    const mine = requests.next()
    if (!sameConcessionQuery(next, query.value)) result.value = null
    query.value = next
    error.value = null
    progress.value = null
    loading.value = options.loadAll ? 'all' : options.refresh ? 'refresh' : 'search'
    const answer = await api.concessions.search({
      query: next,
      refresh: options.refresh ?? false,
      loadAll: options.loadAll ?? false,
      ...(options.confirmedRequests === undefined
        ? {}
        : { confirmedRequests: options.confirmedRequests }),
    })
    if (!requests.isLatest(mine)) return
    loading.value = null
    progress.value = null
    if (answer.ok) result.value = answer.value
    else error.value = answer.error
  }

  function reset(): void {
    requests.drop()
    query.value = null
    result.value = null
    error.value = null
    loading.value = null
    progress.value = null
  }

  subscribe('concessions.progress', ({ key, done, total }) => {
    // Only the pages of the search on screen.
    if (loading.value && query.value && key === concessionKey(query.value))
      progress.value = { done, total }
  })
  // Another account has other credits and another cache: start again.
  const session = useSessionStore()
  watch(() => session.session?.user?.id ?? null, reset)

  return { query, result, error, loading, progress, search, reset }
})
