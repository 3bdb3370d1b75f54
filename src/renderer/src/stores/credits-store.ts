import { defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { type CreditsView } from '@shared/credits'
import { api, subscribe } from '../bridge-client'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'

/**
 * The account's credit balance, when the service tells it (SC-COST-5): read on sign-in, pushed by main
 * after every paid answer. `null` balance: the service does not tell (costs are told in requests).
 */
export const useCreditsStore = defineStore('credits', () => {
  const view = shallowRef<CreditsView>({ available: false })
  const balance = computed(() => (view.value.available ? view.value.balance : null))
  // A balance pushed by main, or another account, outdates a read under way.
  const requests = latestRequest()

  async function load(): Promise<void> {
    const mine = requests.next()
    const result = await api.credits.get()
    if (requests.isLatest(mine) && result.ok) view.value = result.value
  }

  const session = useSessionStore()
  subscribe('credits.changed', (next) => {
    requests.drop()
    view.value = next
  })
  // Back online: the balance kept meanwhile may be old.
  subscribe('connectivity.changed', ({ online }) => {
    if (online && session.signedIn) void load()
  })
  watch(
    () => (session.signedIn ? (session.session?.user?.id ?? null) : null),
    (user) => {
      requests.drop()
      view.value = { available: false }
      if (user !== null) void load()
    },
    { immediate: true },
  )

  return { view, balance, load }
})
