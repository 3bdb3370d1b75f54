import { computed, ref, shallowRef, watch } from 'vue'
import { type ClientData } from '@shared/wire/client'
import { api } from '../bridge-client'
import { useClientText } from './useClientText'

/**
 * The record of the client a screen was opened for («Ver concesiones», «Simular para este
 * cliente»), from the local copy. `settled` once the id asked was answered, found or not.
 */
export function useClientRecord(id: () => number | null) {
  const { clientName } = useClientText()
  const client = shallowRef<ClientData | null>(null)
  const answeredId = ref<number | null>(null)
  let ticket = 0

  watch(
    id,
    async (next) => {
      const mine = ++ticket
      client.value = null
      answeredId.value = null
      if (next === null) return
      const answer = await api.clients.get({ id: next })
      if (mine !== ticket) return
      client.value = answer.ok ? answer.value.client : null
      answeredId.value = next
    },
    { immediate: true },
  )

  return {
    client,
    settled: computed(() => id() !== null && answeredId.value === id()),
    name: computed(() =>
      client.value ? clientName(client.value.business_name, client.value.nif) : null,
    ),
  }
}
