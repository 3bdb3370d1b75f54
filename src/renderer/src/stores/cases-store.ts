import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import {
  type CaseAvailability,
  type CaseFormOptions,
  type CaseQuery,
  type CaseRow,
  type CaseSyncResult,
} from '@shared/cases/cases'
import { CASE_BATCH_MAX, CASE_WINDOW_MAX, type CaseSortField } from '@shared/cases/case-list-limits'
import { type AppError } from '@shared/errors'
import { api, subscribe } from '../bridge-client'
import { type ListSort } from '../table-sort'
import { useListViews } from './list-views'

export type CaseSort = ListSort<CaseSortField>

/** The filters of the case-files list, as the screen holds them. */
export interface CaseFilters {
  mine: boolean
  archived: boolean
  client: number | null
  statusGroups: number[]
  statuses: number[]
  withoutStatus: boolean
  presentedFrom: string | null
  presentedTo: string | null
  concededFrom: string | null
  concededTo: string | null
  amountMin: number | null
  amountMax: number | null
}

export const NO_CASE_FILTERS: CaseFilters = {
  mine: false,
  archived: false,
  client: null,
  statusGroups: [],
  statuses: [],
  withoutStatus: false,
  presentedFrom: null,
  presentedTo: null,
  concededFrom: null,
  concededTo: null,
  amountMin: null,
  amountMax: null,
}

/** The rows one list shows: as many as one status change or archive may name. */
export const CASE_LIST_LIMIT = CASE_BATCH_MAX

/** The service takes at most 200 ids per list of the query. */
const MAX_IDS = 200

/** The bridge's query for a search, filters and sort: only what is set. */
export function caseQueryOf(text: string, filters: CaseFilters, sort: CaseSort): CaseQuery {
  const f = filters
  return {
    text: text.trim(),
    mine: f.mine,
    archived: f.archived,
    withoutStatus: f.withoutStatus,
    ...(f.client === null ? {} : { client: f.client }),
    ...(f.statusGroups.length ? { statusGroups: f.statusGroups.slice(0, MAX_IDS) } : {}),
    ...(f.statuses.length ? { statuses: f.statuses.slice(0, MAX_IDS) } : {}),
    ...(f.presentedFrom ? { presentedFrom: f.presentedFrom } : {}),
    ...(f.presentedTo ? { presentedTo: f.presentedTo } : {}),
    ...(f.concededFrom ? { concededFrom: f.concededFrom } : {}),
    ...(f.concededTo ? { concededTo: f.concededTo } : {}),
    ...(f.amountMin === null ? {} : { amountMin: f.amountMin }),
    ...(f.amountMax === null ? {} : { amountMax: f.amountMax }),
    sort: { ...sort },
    offset: 0,
    limit: CASE_LIST_LIMIT,
  }
}

/**
 * `?status=ID`, `?group=ID`, `?client=ID`, `?none=1`, `?mine=1`, `?archived=1`: the filters another
 * screen opens the list with.
 */
export function caseFiltersFromRoute(query: Record<string, unknown>): CaseFilters | null {
  const id = (key: string): number | null => {
    const raw = Array.isArray(query[key]) ? (query[key] as unknown[])[0] : query[key]
    const n = Number(raw)
    return typeof raw === 'string' && Number.isInteger(n) && n > 0 ? n : null
  }
  const status = id('status')
  const group = id('group')
  const client = id('client')
  const none = query['none'] === '1'
  const mine = query['mine'] === '1'
  const archived = query['archived'] === '1'
  if (status === null && group === null && client === null && !none && !mine && !archived)
    return null
  return {
    ...NO_CASE_FILTERS,
    mine,
    archived,
    statuses: status === null ? [] : [status],
    statusGroups: group === null ? [] : [group],
    client,
    withoutStatus: none,
  }
}

/**
 * The case files: whether the service has them (every answer says), the form's options, and the
 * list the «Expedientes» screen shows (a query over main's replica, refreshed on `cases.changed`).
 */
export const useCasesStore = defineStore('cases', () => {
  const availability = ref<CaseAvailability>('unknown')
  /** False once the service said it has no case files: every case action is hidden. */
  const available = computed(() => availability.value !== 'no')
  const options = shallowRef<CaseFormOptions | null>(null)
  let optionsAsked: Promise<BridgeResult<CaseFormOptions>> | null = null

  function note(next: CaseAvailability): void {
    availability.value = next
  }

  /** The form's options (asked once per account; `fresh` asks again). */
  async function loadOptions(fresh = false): Promise<BridgeResult<CaseFormOptions>> {
    if (!optionsAsked || fresh) {
      optionsAsked = api.cases.options().then((result) => {
        if (result.ok) {
          options.value = result.value
          note(result.value.availability)
        } else optionsAsked = null
        return result
      })
    }
    return optionsAsked
  }

  // The list of the screen.
  const text = ref('')
  const filters = ref<CaseFilters>({ ...NO_CASE_FILTERS })
  const sort = ref<CaseSort>({ field: 'presentation_date', direction: 'desc' })
  const rows = shallowRef<CaseRow[]>([])
  const total = ref(0)
  const syncedAt = ref<number | null>(null)
  const syncing = ref(false)
  const loaded = ref(false)
  const error = ref<AppError | null>(null)
  let asked = 0
  const views = useListViews({
    loaded: () => loaded.value,
    reload: () => void reload(),
    open: () => void reload(),
    restart: () => void reload(),
    reset,
  })

  /**
   * A filter of the bar is set (the search aside): «Quitar filtros» shows. Not the search, whose
   * own cross clears it: the bar keeps its height while a search is typed.
   */
  const filtersSet = computed(() => {
    const f = filters.value
    return (
      f.mine ||
      f.archived ||
      f.client !== null ||
      f.statusGroups.length > 0 ||
      f.statuses.length > 0 ||
      f.withoutStatus ||
      [f.presentedFrom, f.presentedTo, f.concededFrom, f.concededTo].some(Boolean) ||
      f.amountMin !== null ||
      f.amountMax !== null
    )
  })
  const filtered = computed(() => text.value.trim() !== '' || filtersSet.value)

  const query = (): CaseQuery => caseQueryOf(text.value, filters.value, sort.value)

  /** How many rows the list holds: a window more each «Mostrar más»; a new search starts again. */
  const wanted = ref(CASE_LIST_LIMIT)
  /** «Desarchivar» offered: not once this service refused it (SC-CASE-13). */
  const unarchive = ref(true)
  /** A search among the active ones: how many archived ones it matches (null: not asked). */
  const archivedMatches = ref<number | null>(null)

  /** Asks main for the list, window by window up to `wanted`; the latest request wins. */
  async function reload(): Promise<void> {
    const mine = ++asked
    const collected: CaseRow[] = []
    for (;;) {
      const result = await api.cases.query({
        ...query(),
        offset: collected.length,
        limit: Math.min(CASE_WINDOW_MAX, wanted.value - collected.length),
      })
      if (mine !== asked) return
      loaded.value = true
      if (!result.ok) {
        error.value = result.error
        return
      }
      const page = result.value
      collected.push(...page.rows)
      const done = page.rows.length === 0 || collected.length >= Math.min(wanted.value, page.total)
      if (!done) continue
      error.value = null
      note(page.availability)
      rows.value = collected
      total.value = page.total
      syncedAt.value = page.syncedAt
      syncing.value = syncing.value || page.syncing
      unarchive.value = page.unarchive
      archivedMatches.value = page.archivedMatches
      return
    }
  }

  /** A new search, filter or order: the first window again. */
  function reloadFromTop(): void {
    wanted.value = CASE_LIST_LIMIT
    void reload()
  }

  /** «Mostrar más»: the next window of the same list. */
  function showMore(): Promise<void> {
    wanted.value = rows.value.length + CASE_LIST_LIMIT
    return reload()
  }

  function setText(value: string): void {
    if (value === text.value) return
    text.value = value
    reloadFromTop()
  }

  function setFilter<K extends keyof CaseFilters>(key: K, value: CaseFilters[K]): void {
    filters.value = { ...filters.value, [key]: value }
    reloadFromTop()
  }

  function setFilters(next: CaseFilters): void {
    filters.value = { ...next }
    reloadFromTop()
  }

  function clearFilters(): void {
    filters.value = { ...NO_CASE_FILTERS }
    text.value = ''
    reloadFromTop()
  }

  function setSort(next: CaseSort): void {
    sort.value = next
    reloadFromTop()
  }

  async function sync(): Promise<BridgeResult<CaseSyncResult>> {
    syncing.value = true
    const result = await api.cases.sync()
    syncing.value = false
    if (result.ok) {
      note(result.value.availability)
      syncedAt.value = result.value.syncedAt
      void reload()
    }
    return result
  }

  function reset(): void {
    wanted.value = CASE_LIST_LIMIT
    availability.value = 'unknown'
    options.value = null
    optionsAsked = null
    rows.value = []
    total.value = 0
    archivedMatches.value = null
    syncedAt.value = null
    loaded.value = false
    error.value = null
    filters.value = { ...NO_CASE_FILTERS }
    text.value = ''
  }

  subscribe('cases.changed', views.changed)
  // The list shows each case file's nearest deadline and the facts kept here (SC-CASE-16).
  subscribe('caseWork.changed', views.changed)

  return {
    availability,
    available,
    options,
    note,
    loadOptions,
    text,
    filters,
    sort,
    rows,
    total,
    syncedAt,
    syncing,
    unarchive,
    archivedMatches,
    loaded,
    error,
    filtersSet,
    filtered,
    query,
    reload,
    showMore,
    attach: views.attach,
    setText,
    setFilter,
    setFilters,
    clearFilters,
    setSort,
    sync,
  }
})
