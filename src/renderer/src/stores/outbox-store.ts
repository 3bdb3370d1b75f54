import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type OutboxEntry, type OutboxSummary } from '@shared/clients/clients'
import { type AppError } from '@shared/errors'
import { api, subscribe } from '../bridge-client'

const EMPTY: OutboxSummary = { pending: 0, conflicts: 0, failed: 0 }

/** Edits waiting to reach the service: the badge count, the list, and conflict resolution. */
export const useOutboxStore = defineStore('outbox', () => {
  const summary = ref<OutboxSummary>(EMPTY)
  const entries = shallowRef<OutboxEntry[]>([])
  const error = ref<AppError | null>(null)
  const loading = ref(false)

  const count = computed(
    () => summary.value.pending + summary.value.conflicts + summary.value.failed,
  )

  async function loadSummary(): Promise<void> {
    const result = await api.outbox.summary()
    if (result.ok) summary.value = result.value
  }

  async function loadEntries(): Promise<void> {
    loading.value = true
    const result = await api.outbox.list()
    loading.value = false
    if (result.ok) {
      entries.value = result.value
      error.value = null
    } else error.value = result.error
  }

  function conflictOf(clientId: number): OutboxEntry | null {
    // A client's own edits: a change of one of its case files is the case file's.
    return (
      entries.value.find(
        (e) => e.kind !== 'case' && e.clientId === clientId && e.status === 'conflict',
      ) ?? null
    )
  }

  async function resolve(
    entryId: number,
    choices: Record<string, 'mine' | 'theirs'>,
  ): Promise<BridgeResult<OutboxSummary>> {
    const result = await api.outbox.resolve({ entryId, choices })
    if (result.ok) summary.value = result.value
    await loadEntries()
    return result
  }

  async function discard(entryId: number): Promise<BridgeResult<OutboxSummary>> {
    const result = await api.outbox.discard({ entryId })
    if (result.ok) summary.value = result.value
    await loadEntries()
    return result
  }

  /** «Reintentar» a refused or not-saved edit: main queues it again and replays the outbox. */
  async function retry(entryId: number): Promise<BridgeResult<OutboxSummary>> {
    const result = await api.outbox.retry({ entryId })
    if (result.ok) summary.value = result.value
    await loadEntries()
    return result
  }

  /** The fields of a client's edits that the service answered without saving (SC-EDIT-6). */
  function notSavedOf(clientId: number): string[] {
    const fields = entries.value
      .filter((e) => e.kind !== 'case' && e.clientId === clientId && e.reason === 'not_saved')
      .flatMap((e) => e.fields)
    return [...new Set(fields)]
  }

  subscribe('outbox.changed', (next) => {
    summary.value = next
    void loadEntries()
  })
  subscribe('session.changed', () => {
    entries.value = []
    void loadSummary().then(loadEntries)
  })
  void loadSummary().then(loadEntries)

  return {
    summary,
    entries,
    count,
    error,
    loading,
    loadEntries,
    conflictOf,
    notSavedOf,
    resolve,
    discard,
    retry,
  }
})
