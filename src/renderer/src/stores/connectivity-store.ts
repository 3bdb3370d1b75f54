import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { type Connectivity } from '@shared/clients/clients'
import { api, subscribe } from '../bridge-client'
import { i18n } from '../i18n/i18n'
import { useFormat } from '../composables/useFormat'

const { formatDateTime } = useFormat()

/** Whether main reaches the service, and when the clients were last synced (the offline banner). */
export const useConnectivityStore = defineStore('connectivity', () => {
  const state = ref<Connectivity | null>(null)

  const online = computed(() => state.value?.online ?? true)
  const since = computed(() => state.value?.since ?? null)
  const lastSyncedAt = computed(() => state.value?.lastSyncedAt ?? null)
  const bannerText = computed(() => {
    const { t } = i18n.global
    const at = lastSyncedAt.value
    return at === null
      ? t('connectivity.offlineNoData')
      : t('connectivity.offline', { date: formatDateTime(at) })
  })

  async function load(): Promise<void> {
    const result = await api.connectivity.state()
    if (result.ok) state.value = result.value
  }

  subscribe('connectivity.changed', (next) => {
    state.value = next
  })
  subscribe('clients.synced', ({ syncedAt }) => {
    if (state.value) state.value = { ...state.value, lastSyncedAt: syncedAt }
  })
  // The last sync is per account.
  subscribe('session.changed', () => void load())
  void load()

  return { online, since, lastSyncedAt, bannerText, load }
})
