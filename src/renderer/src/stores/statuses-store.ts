import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { type AppError } from '@shared/errors'
import { type StatusList } from '@shared/statuses'
import { api } from '../bridge-client'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'

/** Case-file status groups (SC-STAT-1), as main keeps them for offline use. */
export const useStatusesStore = defineStore('statuses', () => {
  const list = shallowRef<StatusList | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref<'load' | 'refresh' | null>(null)
  let running: Promise<void> | null = null
  // «Actualizar» outdates a load under way; another account outdates both.
  const requests = latestRequest()

  const groups = computed(() => list.value?.groups ?? [])
  const session = useSessionStore()
  /** Non-experts get an explanation instead of the list (SC-AUTH-3). */
  const isExpert = computed(
    () => session.session?.user?.expert !== false && error.value?.code !== 'no_expert',
  )

  async function fetchList(refresh: boolean): Promise<void> {
    const mine = requests.next()
    loading.value = refresh ? 'refresh' : 'load'
    const answer = await api.statuses.list({ refresh })
    if (!requests.isLatest(mine)) return
    loading.value = null
    if (answer.ok) {
      list.value = answer.value
      error.value = null
    } else error.value = answer.error
  }

  /** Loads once per screen visit (main answers from its cache); «Actualizar» asks the service. */
  function load(refresh = false): Promise<void> {
    if (running && !refresh) return running
    running = fetchList(refresh).finally(() => {
      running = null
    })
    return running
  }

  watch(
    () => session.session?.user?.id ?? null,
    () => {
      requests.drop()
      running = null
      list.value = null
      error.value = null
      loading.value = null
    },
  )

  return { list, groups, error, loading, isExpert, load }
})
