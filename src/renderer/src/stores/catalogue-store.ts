import { defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { allActions, type CatalogueView, EMPTY_CATALOGUE, nameIn } from '@shared/catalogue'
import { cnaeLabelIn } from '@shared/catalogues/cnae'
import { api } from '../bridge-client'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'

/**
 * The service's catalogue (SC-CAT-3): names of applicant types and actions («#id» when it has none),
 * and its CNAE ids mapped onto CNAE-2009 (SC-CAT-5).
 */
export const useCatalogueStore = defineStore('catalogue', () => {
  const catalogue = shallowRef<CatalogueView | null>(null)
  let loading: Promise<void> | null = null
  // A load started for the previous account is dropped.
  const requests = latestRequest()

  const view = computed(() => catalogue.value ?? EMPTY_CATALOGUE)
  const actions = computed(() => allActions(view.value))

  /** Loads once; a failure leaves the ids showing and is retried on the next call. */
  function load(): Promise<void> {
    if (catalogue.value) return Promise.resolve()
    const mine = requests.current()
    loading ??= api.catalogue
      .get()
      .then((result) => {
        if (result.ok && requests.isLatest(mine)) catalogue.value = result.value
      })
      .finally(() => {
        if (requests.isLatest(mine)) loading = null
      })
    return loading
  }

  // Each account has its own catalogue: another sign-in loads it again, at once (the clients list
  // names CNAEs by it).
  const session = useSessionStore()
  watch(
    () => session.session?.user?.id ?? null,
    (user) => {
      requests.drop()
      catalogue.value = null
      loading = null
      if (user !== null) void load()
    },
    // The store may first be used after the sign-in: it loads then.
    { immediate: true },
  )

  return {
    catalogue: view,
    actions,
    load,
    applicantName: (id: number) => nameIn(view.value.applicants, id),
    actionName: (id: number) => nameIn(actions.value, id),
    cnaes: computed(() => view.value.cnaes),
    cnaeLabel: (id: number) => cnaeLabelIn(view.value.cnaes, id),
  }
})
