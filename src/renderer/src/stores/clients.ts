import { defineStore } from 'pinia'
import { computed, nextTick, ref, shallowRef, watch } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import {
  type CLIENT_SORT_FIELDS,
  type ClientFacets,
  type ClientQuery,
  type ClientRow,
  type SyncResult,
} from '@shared/clients'
import { type AppError } from '@shared/errors'
import { type SessionView } from '@shared/session'
import { api, subscribe } from '../bridge'
import { useSessionStore } from './session'

export type SortField = (typeof CLIENT_SORT_FIELDS)[number]
export interface ClientSort {
  field: SortField
  direction: 'asc' | 'desc'
}
export interface ClientFilters {
  status: number[]
  province: number[]
  cnae: number[]
  expert: number[]
  public: boolean | null
}

const accountOf = (session: SessionView | null) =>
  session && session.status !== 'signed-out' ? (session.user?.id ?? null) : null

const NO_FILTERS: ClientFilters = { status: [], province: [], cnae: [], expert: [], public: null }

/** Read by the benchmark: from a change of the search text to the new rows on screen. */
const FILTER_START = 'clients:filter:start'
const FILTER_PAINTED = 'clients:filter:painted'
const FILTER_MEASURE = 'clients:filter'

function measurePaint(start: number): void {
  void nextTick(() =>
    requestAnimationFrame(() =>
      // rAF runs before the frame's layout and paint; a task queued from it runs after them.
      setTimeout(() => {
        const painted = performance.mark(FILTER_PAINTED)
        performance.measure(FILTER_MEASURE, { start, end: painted.startTime })
      }),
    ),
  )
}

/** The clients list: a query over main's local replica, kept fresh by main's events. */
export const useClientsStore = defineStore('clients', () => {
  const text = ref('')
  const filters = ref<ClientFilters>({ ...NO_FILTERS })
  const sort = ref<ClientSort>({ field: 'business_name', direction: 'asc' })
  // Up to tens of thousands of rows, replaced whole on every answer: never deeply reactive.
  const rows = shallowRef<ClientRow[]>([])
  const total = ref(0)
  const syncedAt = ref<number | null>(null)
  const loaded = ref(false)
  const error = ref<AppError | null>(null)
  const facets = shallowRef<ClientFacets | null>(null)
  const syncing = ref(false)
  const progress = ref<{ done: number; total: number } | null>(null)

  const filtered = computed(
    () =>
      text.value.trim() !== '' ||
      filters.value.public !== null ||
      (['status', 'province', 'cnae', 'expert'] as const).some((k) => filters.value[k].length > 0),
  )

  let running: Promise<void> | null = null
  let stale = false
  // When the text last changed, until an answer for it is on screen.
  let filterStart: number | null = null
  let views = 0
  let missed = false

  /** The list's current search, filters and sort (also what «Exportar» exports). */
  const query = (): ClientQuery => ({
    text: text.value.trim(),
    ...filters.value,
    sort: { ...sort.value },
  })

  /**
   * One query in flight at a time; changes made meanwhile are folded into the next one, so fast
   * typing sends only the latest text and no answer paints over a newer one. A fixed debounce
   * timer would add its whole delay to every search, and the replica answers in milliseconds.
   */
  function reload(): Promise<void> {
    if (running) {
      stale = true
      return running
    }
    running = (async () => {
      do {
        stale = false
        const result = await api.clients.query(query())
        if (stale) continue
        if (result.ok) {
          rows.value = result.value.rows
          total.value = result.value.total
          syncedAt.value = result.value.syncedAt
          error.value = null
          loaded.value = true
          if (filterStart !== null) measurePaint(filterStart)
          filterStart = null
        } else error.value = result.error
      } while (stale)
    })().finally(() => {
      running = null
    })
    return running
  }

  async function loadFacets(): Promise<void> {
    const result = await api.clients.facets()
    if (result.ok) facets.value = result.value
  }

  /** An expert's name from the replica, or «#id». */
  function expertName(id: number): string {
    return facets.value?.experts.find((e) => e.id === id)?.name ?? `#${id}`
  }

  /** Refreshes now when a list is on screen, otherwise when the next one opens. */
  function changed(): void {
    if (views > 0) void reload()
    else missed = true
  }

  /** A view showing the list calls this on mount; the returned function on unmount. */
  function attach(): () => void {
    views++
    if (!loaded.value || missed) {
      missed = false
      void reload()
      void loadFacets()
    }
    return () => views--
  }

  function setText(value: string): void {
    if (value === text.value) return
    text.value = value
    filterStart = performance.mark(FILTER_START).startTime
    void reload()
  }

  function setFilter<K extends keyof ClientFilters>(key: K, value: ClientFilters[K]): void {
    filters.value = { ...filters.value, [key]: value }
    void reload()
  }

  function clearFilters(): void {
    filters.value = { ...NO_FILTERS }
    if (text.value !== '') setText('')
    else void reload()
  }

  function setSort(next: ClientSort): void {
    sort.value = next
    void reload()
  }

  async function sync(): Promise<BridgeResult<SyncResult>> {
    syncing.value = true
    progress.value = null
    const result = await api.clients.sync()
    syncing.value = false
    progress.value = null
    if (result.ok) syncedAt.value = result.value.syncedAt
    return result
  }

  /** Stops the sync running in main (the user's, or the one main started after sign-in). */
  async function cancelSync(): Promise<void> {
    await api.clients.cancelSync()
  }

  function reset(): void {
    rows.value = []
    total.value = 0
    syncedAt.value = null
    facets.value = null
    loaded.value = false
    error.value = null
    filters.value = { ...NO_FILTERS }
    text.value = ''
    missed = true
  }

  // Another user's replica is another list: start again when the account changes. Watched on the
  // session store, which learns of a sign-in from the call's answer before main's event arrives.
  const session = useSessionStore()
  watch(
    () => accountOf(session.session),
    (next) => {
      reset()
      if (views > 0 && next !== null) {
        missed = false
        void reload()
        void loadFacets()
      }
    },
  )
  subscribe('clients.syncProgress', (next) => {
    progress.value = next.done < next.total ? next : null
  })
  subscribe('clients.synced', (result) => {
    progress.value = null
    syncedAt.value = result.syncedAt
    changed()
    if (views > 0) void loadFacets()
  })
  subscribe('clients.changed', changed)

  return {
    text,
    filters,
    sort,
    rows,
    total,
    syncedAt,
    loaded,
    error,
    facets,
    syncing,
    progress,
    filtered,
    query,
    attach,
    reload,
    loadFacets,
    expertName,
    setText,
    setFilter,
    clearFilters,
    setSort,
    sync,
    cancelSync,
  }
})
