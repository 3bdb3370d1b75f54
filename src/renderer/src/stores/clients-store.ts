import { defineStore } from 'pinia'
import { computed, nextTick, ref, shallowRef } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import {
  type CLIENT_SORT_FIELDS,
  type ClientFacets,
  type ClientRow,
  type SyncResult,
} from '@shared/clients/clients'
import { type AppError } from '@shared/errors'
import { api, subscribe } from '../bridge-client'
import { type ListSort } from '../table-sort'
import { ClientWindow, type ClientListQuery } from './client-window'
import { useListViews } from './list-views'

export type SortField = (typeof CLIENT_SORT_FIELDS)[number]
export type ClientSort = ListSort<SortField>
export interface ClientFilters {
  status: number[]
  province: number[]
  cnae: number[]
  expert: number[]
  public: boolean | null
}

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

/**
 * The clients list: a query over main's local replica, kept fresh by main's events. Main answers
 * the count and the rows of the window on screen (see ClientWindow), never the whole list.
 */
/** Where the clients table was left: its scroll and the row that had the Tab stop. */
export interface TablePlace {
  scrollTop: number
  row: number
}

export const useClientsStore = defineStore('clients', () => {
  const text = ref('')
  const filters = ref<ClientFilters>({ ...NO_FILTERS })
  const sort = ref<ClientSort>({ field: 'business_name', direction: 'asc' })
  const total = ref(0)
  /** Moves whenever rows arrive: what reads `rowAt` renders again. */
  const revision = ref(0)
  /** Moves when a new list replaces the one on screen (a search, a filter, a sort). */
  const listId = ref(0)
  const syncedAt = ref<number | null>(null)
  const loaded = ref(false)
  const error = ref<AppError | null>(null)
  const facets = shallowRef<ClientFacets | null>(null)
  const syncing = ref(false)
  /** Where the list was left, for the same list only (a new search starts at the top). */
  const kept = ref<{ listId: number; place: TablePlace } | null>(null)
  const place = computed(() => (kept.value?.listId === listId.value ? kept.value.place : null))
  function keepPlace(at: TablePlace): void {
    kept.value = { listId: listId.value, place: at }
  }
  const progress = ref<{ done: number; total: number } | null>(null)

  /**
   * A filter of the bar is set (the search aside): «Quitar filtros» shows. Not the search, whose
   * own cross clears it: the bar keeps its height while a search is typed.
   */
  const filtersSet = computed(
    () =>
      filters.value.public !== null ||
      (['status', 'province', 'cnae', 'expert'] as const).some((k) => filters.value[k].length > 0),
  )
  const filtered = computed(() => text.value.trim() !== '' || filtersSet.value)

  // When the text last changed, until an answer for it is on screen.
  let filterStart: number | null = null
  const views = useListViews({
    loaded: () => loaded.value,
    reload: () => void reload(),
    open: () => {
      void reload()
      void loadFacets()
    },
    restart: () => {
      restart()
      void loadFacets()
    },
    reset,
  })

  const list = new ClientWindow((q) => api.clients.query(q), {
    answered(answer, first) {
      total.value = answer.total
      syncedAt.value = answer.syncedAt
      // A sync under way since before this screen listened: its progress, until the next event.
      if (answer.syncProgress && progress.value === null) progress.value = answer.syncProgress
      error.value = null
      loaded.value = true
      revision.value++
      if (first && filterStart !== null) {
        measurePaint(filterStart)
        filterStart = null
      }
    },
    failed(failure) {
      error.value = failure
    },
  })

  /** The list's current search, filters and sort (also what «Exportar» exports). */
  const query = (): ClientListQuery => ({
    text: text.value.trim(),
    ...filters.value,
    sort: { ...sort.value },
  })

  /** The row at `index` of the list, once its page is in (renders again when rows arrive). */
  function rowAt(index: number): ClientRow | undefined {
    void revision.value
    return list.rowAt(index)
  }

  /** The table shows rows `start` to `end` (exclusive): their pages are fetched if missing. */
  function show(start: number, end: number): void {
    list.show(start, end)
  }

  /**
   * Asks main again, keeping the place in the list (the replica changed). Every request goes at
   * once and the latest wins: an answer to an older query is dropped whenever it arrives.
   */
  async function reload(): Promise<void> {
    await list.load(query())
  }

  /** A new list (search, filters, sort): from its first row. */
  function restart(): void {
    listId.value++
    void list.load(query(), 0)
  }

  async function loadFacets(): Promise<void> {
    const result = await api.clients.facets()
    if (result.ok) facets.value = result.value
  }

  /** An expert's name from the replica, or «#id». */
  function expertName(id: number): string {
    return facets.value?.experts.find((e) => e.id === id)?.name ?? `#${id}`
  }

  function setText(value: string): void {
    if (value === text.value) return
    text.value = value
    filterStart = performance.mark(FILTER_START).startTime
    restart()
  }

  function setFilter<K extends keyof ClientFilters>(key: K, value: ClientFilters[K]): void {
    filters.value = { ...filters.value, [key]: value }
    restart()
  }

  function clearFilters(): void {
    filters.value = { ...NO_FILTERS }
    if (text.value !== '') setText('')
    else restart()
  }

  function setSort(next: ClientSort): void {
    sort.value = next
    restart()
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
    list.clear()
    total.value = 0
    revision.value++
    listId.value++
    syncedAt.value = null
    facets.value = null
    loaded.value = false
    error.value = null
    filters.value = { ...NO_FILTERS }
    text.value = ''
  }

  subscribe('clients.syncProgress', (next) => {
    progress.value = next.done < next.total ? next : null
  })
  subscribe('clients.synced', (result) => {
    progress.value = null
    syncedAt.value = result.syncedAt
    views.changed()
    if (views.shown()) void loadFacets()
  })
  subscribe('clients.changed', views.changed)

  return {
    place,
    keepPlace,
    text,
    filters,
    sort,
    total,
    revision,
    listId,
    syncedAt,
    loaded,
    error,
    facets,
    syncing,
    progress,
    filtersSet,
    filtered,
    query,
    rowAt,
    show,
    attach: views.attach,
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
