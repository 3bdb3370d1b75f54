import { defineStore } from 'pinia'
import { ref } from 'vue'
import { type MessageRef, messageRef } from '@shared/messages/catalogue-lookup'
import { type UpdateState, updateSentence } from '@shared/updates'
import { api, subscribe } from '../bridge-client'

/** The updater as main runs it (update-service.ts): this store mirrors it and asks for its actions. */
export const useUpdateStore = defineStore('update', () => {
  const state = ref<UpdateState | null>(null)
  const checking = ref(false)
  /** What the user's own «Buscar actualizaciones» came to, said beside the button. */
  const answer = ref<MessageRef | null>(null)

  async function load(): Promise<void> {
    const result = await api.update.state()
    if (result.ok) state.value = result.value
  }

  async function check(): Promise<void> {
    checking.value = true
    answer.value = null
    const result = await api.update.check()
    checking.value = false
    if (result.ok) state.value = result.value
    answer.value = result.ok ? updateSentence(result.value) : messageRef('update.result.failed')
  }

  /** Main asks first when edits wait or an export runs; staying leaves everything as it was. */
  async function restart(): Promise<void> {
    await api.update.restart()
  }

  subscribe('update.changed', (next) => {
    state.value = next
  })
  void load()

  return { state, checking, answer, load, check, restart }
})
