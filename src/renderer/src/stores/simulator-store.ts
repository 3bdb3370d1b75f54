import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { type AppError } from '@shared/errors'
import { type SimulatorResult } from '@shared/simulator'
import { profileKey } from '@shared/simulator-key'
import { type NifSimulationResult } from '@shared/grant-info'
import { api } from '../bridge-client'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'

type Loading = 'run' | 'refresh' | 'more' | 'all'

/** What «Simular por NIF y CNAE» sends for a client: its NIF, its CNAE code, its province. */
export interface NifRun {
  nif: string
  /** The CNAE-2009 code as text: '0111'. */
  cnae: string
  province: number
}
export const nifKey = (run: NifRun) => `${run.nif}|${run.cnae}|${run.province}`

/** The profile simulator (SC-SIM-2): pages fetched as needed, kept by main for a day. */
export const useSimulatorStore = defineStore('simulator', () => {
  const profile = shallowRef<SimulatorProfile | null>(null)
  const result = shallowRef<SimulatorResult | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref<Loading | null>(null)
  /** The client whose profile this is («Simular para este cliente»), when it is one's. */
  const clientId = ref<number | null>(null)
  /** That client's NIF: main marks the grants it already received (SC-SIM-5). */
  const nif = ref<string | null>(null)
  const requests = latestRequest()

  /** «Simular por NIF y CNAE» (issue 25): a client whose profile lacks types or actions. */
  const nifInput = shallowRef<NifRun | null>(null)
  const nifResult = shallowRef<Extract<NifSimulationResult, { status: 'ok' }> | null>(null)
  const nifError = ref<AppError | null>(null)
  const nifLoading = ref<'run' | 'refresh' | null>(null)
  /** The service has no such simulation: the action is hidden with one sentence. */
  const nifUnavailable = ref(false)
  const nifRequests = latestRequest()

  /** One request (kept for a day by main, like every paid answer); `refresh` asks again. */
  async function runByNif(input: NifRun, refresh = false): Promise<void> {
    const mine = nifRequests.next()
    if (!nifInput.value || nifKey(nifInput.value) !== nifKey(input)) nifResult.value = null
    nifInput.value = input
    nifError.value = null
    nifLoading.value = refresh ? 'refresh' : 'run'
    const answer = await api.simulator.runByNif({
      nif: input.nif,
      cnae: input.cnae,
      province: input.province,
      refresh,
    })
    if (!nifRequests.isLatest(mine)) return
    nifLoading.value = null
    if (!answer.ok) nifError.value = answer.error
    else if (answer.value.status === 'unavailable') {
      nifUnavailable.value = true
      nifResult.value = null
    } else nifResult.value = answer.value
  }

  async function call(
    next: SimulatorProfile,
    kind: Loading,
    options: { pages?: number; all?: boolean; refresh?: boolean },
  ): Promise<void> {
    const mine = requests.next()
    if (!profile.value || profileKey(profile.value) !== profileKey(next)) result.value = null
    profile.value = next
    error.value = null
    loading.value = kind
    const answer = await api.simulator.run({
      profile: next,
      ...options,
      ...(nif.value === null ? {} : { nif: nif.value }),
    })
    if (!requests.isLatest(mine)) return
    loading.value = null
    if (answer.ok) result.value = answer.value
    else error.value = answer.error
  }

  /** The first page, or as many as were already on screen for this profile. */
  function run(next: SimulatorProfile): Promise<void> {
    const same = profile.value && profileKey(profile.value) === profileKey(next)
    return call(next, 'run', { pages: same ? (result.value?.loadedPages ?? 1) : 1 })
  }

  function refresh(): Promise<void> {
    if (!profile.value) return Promise.resolve()
    return call(profile.value, 'refresh', {
      pages: result.value?.loadedPages ?? 1,
      refresh: true,
    })
  }

  /** «Cargar más»: one page more than is loaded. */
  function more(): Promise<void> {
    if (!profile.value || !result.value || result.value.complete) return Promise.resolve()
    return call(profile.value, 'more', { pages: result.value.loadedPages + 1 })
  }

  /** «Ya recibida» again, from the concessions stored now, over the answer stored: no request. */
  async function remark(): Promise<void> {
    const shown = result.value
    if (!profile.value || !shown || loading.value !== null || nif.value === null) return
    const mine = requests.next()
    const answer = await api.simulator.run({
      profile: profile.value,
      pages: shown.loadedPages,
      nif: nif.value,
      stored: true,
    })
    if (requests.isLatest(mine) && answer.ok) result.value = answer.value
  }

  /** «Cargar todo», once the user agreed to the requests it takes. */
  function all(): Promise<void> {
    if (!profile.value) return Promise.resolve()
    return call(profile.value, 'all', { all: true })
  }

  const session = useSessionStore()
  watch(
    () => session.session?.user?.id ?? null,
    () => {
      requests.drop()
      profile.value = null
      result.value = null
      error.value = null
      loading.value = null
      clientId.value = null
      nif.value = null
      nifRequests.drop()
      nifInput.value = null
      nifResult.value = null
      nifError.value = null
      nifLoading.value = null
      nifUnavailable.value = false
    },
  )

  return {
    profile,
    result,
    error,
    loading,
    clientId,
    nif,
    run,
    refresh,
    more,
    all,
    remark,
    nifInput,
    nifResult,
    nifError,
    nifLoading,
    nifUnavailable,
    runByNif,
  }
})
