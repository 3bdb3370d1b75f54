import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type AppError } from '@shared/errors'
import {
  type AidRun,
  type DeadlinesView,
  type OpportunitiesRun,
  type PortfolioNeedsMore,
  type PortfolioPlan,
  type PortfolioProgress,
  type PortfolioRun,
  type PortfolioScope,
} from '@shared/portfolio/portfolio'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { api, subscribe } from '../bridge-client'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'

/** Which clients the user chose: those of the clients list's filter, or all of them. */
export type ScopeChoice = 'filter' | 'all'

/** A run of one kind in flight: working out its cost, or asking the service. */
export type RunPhase = 'planning' | 'running'

type PerKind<T> = Record<PortfolioKind, T>

/**
 * «Cartera»: the last stored run of each kind (kept by main per account), the deadlines of the
 * last opportunities run, and the runs in flight with their progress.
 */
export const usePortfolioStore = defineStore('portfolio', () => {
  const opportunities = shallowRef<OpportunitiesRun | null>(null)
  const aid = shallowRef<AidRun | null>(null)
  const deadlines = shallowRef<DeadlinesView | null>(null)
  const loaded = ref(false)
  const loadError = ref<AppError | null>(null)
  const scope = ref<ScopeChoice>('all')
  const phase = ref<PerKind<RunPhase | null>>({ opportunities: null, aid: null })
  const progress = ref<PerKind<PortfolioProgress | null>>({ opportunities: null, aid: null })
  const errors = ref<PerKind<AppError | null>>({ opportunities: null, aid: null })
  /** The plan of the run in flight (or of the last one), to say what it costs. */
  const plans = shallowRef<PerKind<PortfolioPlan | null>>({ opportunities: null, aid: null })
  /** A run in flight waiting for the user's word for more requests (SC-COST-3). */
  const more = shallowRef<PerKind<PortfolioNeedsMore | null>>({ opportunities: null, aid: null })
  /** The questions already put to the user: a screen shown again must not ask twice. */
  const asked = new WeakSet<PortfolioNeedsMore>()
  // A run started before the account changed must not land in the next account's screen.
  const requests = latestRequest()

  function setPhase(kind: PortfolioKind, next: RunPhase | null): void {
    phase.value = { ...phase.value, [kind]: next }
    if (next === null) {
      progress.value = { ...progress.value, [kind]: null }
      setMore(kind, null)
    }
  }
  function setMore(kind: PortfolioKind, next: PortfolioNeedsMore | null): void {
    more.value = { ...more.value, [kind]: next }
  }
  function setError(kind: PortfolioKind, error: AppError | null): void {
    errors.value = { ...errors.value, [kind]: error }
  }
  function keep(run: PortfolioRun): void {
    if (run.kind === 'opportunities') opportunities.value = run
    else aid.value = run
  }

  async function loadDeadlines(): Promise<void> {
    const mine = requests.current()
    const answer = await api.portfolio.deadlines()
    if (requests.isLatest(mine) && answer.ok) deadlines.value = answer.value
  }

  /** The opportunities run read again: its «Ya recibida» follows the concessions stored now. */
  async function reloadOpportunities(): Promise<void> {
    const mine = requests.current()
    const answer = await api.portfolio.latest({ kind: 'opportunities' })
    if (requests.isLatest(mine) && answer.ok && answer.value?.kind === 'opportunities')
      opportunities.value = answer.value
  }

  /** The stored runs and deadlines of this account. */
  async function load(): Promise<void> {
    const mine = requests.current()
    const [opp, received, dates] = await Promise.all([
      api.portfolio.latest({ kind: 'opportunities' }),
      api.portfolio.latest({ kind: 'aid' }),
      api.portfolio.deadlines(),
    ])
    if (!requests.isLatest(mine)) return
    loadError.value = null
    for (const answer of [opp, received]) {
      if (answer.ok) {
        if (answer.value) keep(answer.value)
      } else loadError.value = answer.error
    }
    if (dates.ok) deadlines.value = dates.value
    else loadError.value = dates.error
    loaded.value = true
  }

  async function plan(
    kind: PortfolioKind,
    runScope: PortfolioScope,
    refresh = false,
  ): Promise<BridgeResult<PortfolioPlan>> {
    setError(kind, null)
    setPhase(kind, 'planning')
    const mine = requests.current()
    const answer = await api.portfolio.plan({ kind, scope: runScope, refresh })
    if (!requests.isLatest(mine)) return answer
    if (answer.ok) plans.value = { ...plans.value, [kind]: answer.value }
    else {
      setError(kind, answer.error)
      setPhase(kind, null)
    }
    return answer
  }

  /** Runs after `plan` (and the user's word above 20 requests); keeps the run main stored. */
  async function run(
    kind: PortfolioKind,
    runScope: PortfolioScope,
    options: { confirmedRequests?: number; refresh?: boolean } = {},
  ): Promise<BridgeResult<PortfolioRun>> {
    setError(kind, null)
    setPhase(kind, 'running')
    const mine = requests.current()
    const answer = await api.portfolio.run({ kind, scope: runScope, ...options })
    if (!requests.isLatest(mine)) return answer
    setPhase(kind, null)
    if (answer.ok) {
      keep(answer.value)
      if (kind === 'opportunities') void loadDeadlines()
      // «Ayudas recibidas» stored each client's concessions: «Ya recibida» may mark more now.
      else if (opportunities.value) void reloadOpportunities()
    } else if (answer.error.code !== 'cancelled') setError(kind, answer.error)
    return answer
  }

  /** A run that was never started (the user declined the requests) leaves nothing behind. */
  function abandon(kind: PortfolioKind): void {
    setPhase(kind, null)
  }

  async function cancel(kind: PortfolioKind): Promise<void> {
    if (phase.value[kind] === 'planning') {
      setPhase(kind, null)
      return
    }
    setMore(kind, null)
    await api.portfolio.cancel({ kind })
  }

  /** The question of a waiting run, once: null when there is none or it was already put. */
  function takeMore(kind: PortfolioKind): PortfolioNeedsMore | null {
    const waiting = more.value[kind]
    if (!waiting || asked.has(waiting)) return null
    asked.add(waiting)
    return waiting
  }

  /** The user's word for the requests the waiting run asked for; the run goes on. */
  async function confirmMore(kind: PortfolioKind): Promise<void> {
    const waiting = more.value[kind]
    if (!waiting) return
    setMore(kind, null)
    await api.portfolio.confirmMore({ kind, confirmedRequests: waiting.requests })
  }

  subscribe('portfolio.progress', (next) => {
    if (phase.value[next.kind] !== 'running') return
    progress.value = { ...progress.value, [next.kind]: next }
  })

  subscribe('portfolio.needsMore', (next) => {
    if (phase.value[next.kind] === 'running') setMore(next.kind, next)
  })

  function reset(): void {
    requests.drop()
    opportunities.value = null
    aid.value = null
    deadlines.value = null
    loaded.value = false
    loadError.value = null
    phase.value = { opportunities: null, aid: null }
    progress.value = { opportunities: null, aid: null }
    errors.value = { opportunities: null, aid: null }
    plans.value = { opportunities: null, aid: null }
    more.value = { opportunities: null, aid: null }
  }

  // Another account's runs are not this one's.
  const session = useSessionStore()
  watch(
    () => (session.known ? (session.session?.user?.id ?? null) : null),
    () => reset(),
  )

  return {
    opportunities,
    aid,
    deadlines,
    loaded,
    loadError,
    scope,
    phase,
    progress,
    errors,
    plans,
    more,
    load,
    loadDeadlines,
    reloadOpportunities,
    plan,
    run,
    abandon,
    cancel,
    takeMore,
    confirmMore,
  }
})
