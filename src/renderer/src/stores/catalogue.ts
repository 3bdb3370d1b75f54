import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import { allActions, type CatalogueView, EMPTY_CATALOGUE, nameIn } from '@shared/catalogue'
import { api } from '../bridge'

/** The service's catalogue (G14): names of applicant types and actions; «#id» when it has none. */
export const useCatalogueStore = defineStore('catalogue', () => {
  const catalogue = shallowRef<CatalogueView | null>(null)
  let loading: Promise<void> | null = null

  const view = computed(() => catalogue.value ?? EMPTY_CATALOGUE)
  const actions = computed(() => allActions(view.value))

  /** Loads once; a failure leaves the ids showing and is retried on the next call. */
  function load(): Promise<void> {
    if (catalogue.value) return Promise.resolve()
    loading ??= api.catalogue
      .get()
      .then((result) => {
        if (result.ok) catalogue.value = result.value
      })
      .finally(() => {
        loading = null
      })
    return loading
  }

  return {
    catalogue: view,
    actions,
    load,
    applicantName: (id: number) => nameIn(view.value.applicants, id),
    actionName: (id: number) => nameIn(actions.value, id),
  }
})
