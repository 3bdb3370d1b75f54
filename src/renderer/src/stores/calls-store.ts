import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import {
  type Call,
  type CallFiltersInput,
  type CallPage,
  type SavedRun,
  type SavedSearch,
} from '@shared/calls'
import { type AppError } from '@shared/errors'
import { api } from '../bridge-client'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'

/** A service without `funds/` (SC-CALLS-5): the screen says so in one sentence and hides the rest. */
const isNoCalls = (error: AppError | null) =>
  error?.code === 'not_found' && error.reason === 'no_calls'

/** What the screen starts from. */
const FIRST_FILTERS: CallFiltersInput = { order: 'closing', state: 'open' }

/** The filters as sent: what is left empty is left out (no state is assumed). */
export function sentFilters(filters: CallFiltersInput): CallFiltersInput {
  const sent: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    sent[key] = typeof value === 'string' ? value.trim() : value
  }
  return sent
}

/**
 * «Convocatorias»: the search of calls (page 1 on the user's word, more pages one at a time, each
 * priced first), the searches kept under a name and the last run of one, per account.
 */
export const useCallsStore = defineStore('calls', () => {
  /**
   * The filters being chosen, kept while the user goes to another screen and back: at first the
   * open calls, the soonest to close first (the command line assumes no state; a person looking
   * for calls means the open ones).
   */
  const draft = ref<CallFiltersInput>({ ...FIRST_FILTERS })
  /** Whether the advisor's provinces and communities were put in the filters once this session. */
  const preset = ref(false)
  /** The results on screen and the filters they answer. */
  const searched = shallowRef<CallFiltersInput | null>(null)
  const rows = shallowRef<Call[]>([])
  const lastPage = shallowRef<CallPage | null>(null)
  const loading = ref<'search' | 'more' | null>(null)
  const error = ref<AppError | null>(null)
  const unavailable = ref(false)
  const saved = shallowRef<SavedSearch[]>([])
  const run = shallowRef<SavedRun | null>(null)
  const running = ref<string | null>(null)
  const turns = latestRequest()

  const count = computed(() => lastPage.value?.count ?? 0)
  const hasMore = computed(() => lastPage.value?.hasMore ?? false)

  function failed(failure: AppError): void {
    if (isNoCalls(failure)) unavailable.value = true
    else error.value = failure
  }

  /** What asking `page` of `filters` costs: 0 when kept. */
  async function cost(filters: CallFiltersInput, page = 1): Promise<number | null> {
    const answer = await api.calls.cost({ filters: sentFilters(filters), page })
    return answer.ok ? answer.value.requests : null
  }

  async function search(filters: CallFiltersInput): Promise<void> {
    const turn = turns.next()
    const sent = sentFilters(filters)
    loading.value = 'search'
    error.value = null
    run.value = null
    const answer = await api.calls.search({ filters: sent, page: 1 })
    if (!turns.isLatest(turn)) return
    loading.value = null
    if (!answer.ok) return failed(answer.error)
    searched.value = sent
    rows.value = answer.value.results
    lastPage.value = answer.value
  }

  async function more(): Promise<void> {
    const filters = searched.value
    const page = lastPage.value
    if (!filters || !page?.hasMore || loading.value) return
    const turn = turns.current()
    loading.value = 'more'
    error.value = null
    const answer = await api.calls.search({ filters, page: page.page + 1 })
    if (!turns.isLatest(turn)) return
    loading.value = null
    if (!answer.ok) return failed(answer.error)
    const seen = new Set(rows.value.map((row) => row.id))
    rows.value = [...rows.value, ...answer.value.results.filter((row) => !seen.has(row.id))]
    lastPage.value = answer.value
  }

  async function loadSaved(): Promise<void> {
    const answer = await api.calls.saved()
    if (answer.ok) saved.value = answer.value
  }

  async function save(name: string, filters: CallFiltersInput) {
    const answer = await api.calls.save({ name, filters: sentFilters(filters) })
    if (answer.ok) await loadSaved()
    return answer
  }

  async function remove(name: string): Promise<boolean> {
    const answer = await api.calls.deleteSaved({ name })
    if (answer.ok) {
      if (run.value?.name === name) run.value = null
      await loadSaved()
    }
    return answer.ok
  }

  /** «Repetir»: page 1 of the search, each call marked against its previous run. */
  async function runSaved(name: string): Promise<void> {
    const turn = turns.next()
    running.value = name
    error.value = null
    const answer = await api.calls.runSaved({ name, maxPages: 1 })
    if (!turns.isLatest(turn)) return
    running.value = null
    if (!answer.ok) return failed(answer.error)
    run.value = answer.value
    await loadSaved()
  }

  function closeRun(): void {
    run.value = null
  }

  /** A run made elsewhere (the daily one), shown when its notification is chosen. */
  function showRun(made: SavedRun): void {
    turns.next()
    run.value = made
  }

  /** The advisor's territory as the first filters, once a session, when the profile names one. */
  async function presetFromProfile(): Promise<void> {
    if (preset.value) return
    preset.value = true
    const answer = await api.profile.get()
    if (!answer.ok) return
    const listed = (key: 'provinces' | 'communities') =>
      answer.value.lists.find((list) => list.key === key)?.items.map((item) => item.id) ?? []
    const provinces = listed('provinces')
    const communities = listed('communities')
    const untouched = Object.keys(sentFilters(draft.value)).every((key) => key in FIRST_FILTERS)
    if (!untouched) return
    draft.value = {
      ...draft.value,
      ...(provinces.length > 0 ? { provinces } : {}),
      ...(communities.length > 0 ? { communities } : {}),
    }
  }

  function reset(): void {
    turns.drop()
    draft.value = { ...FIRST_FILTERS }
    preset.value = false
    searched.value = null
    rows.value = []
    lastPage.value = null
    loading.value = null
    error.value = null
    unavailable.value = false
    saved.value = []
    run.value = null
    running.value = null
  }

  // Each account has its own searches and its own kept answers.
  const session = useSessionStore()
  watch(
    () => session.session?.user?.id ?? null,
    () => reset(),
  )

  return {
    draft,
    presetFromProfile,
    searched,
    rows,
    lastPage,
    count,
    hasMore,
    loading,
    error,
    unavailable,
    saved,
    run,
    running,
    cost,
    search,
    more,
    loadSaved,
    save,
    remove,
    runSaved,
    closeRun,
    showRun,
  }
})
