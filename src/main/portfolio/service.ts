import { CONFIRM_ABOVE_REQUESTS } from '@shared/concessions'
import { type ClientData } from '@shared/wire/client'
import { type Opportunity } from '@shared/wire/opportunity'
import { appError, AppFailure } from '@shared/errors'
import {
  type AidRun,
  DEFAULT_AID_YEARS,
  type DisappearedRow,
  type OpportunitiesRun,
  pairKey,
  PORTFOLIO_CONCURRENCY,
  type PortfolioFilter,
  type PortfolioKind,
  type PortfolioPlan,
  type PortfolioPlanInputSchema,
  type PortfolioRow,
  type PortfolioRun,
  type PortfolioRunInputSchema,
} from '@shared/portfolio'
import { deMinimisWindow, lastYears, summariseAid } from '@shared/portfolio-aid'
import { deadlinesOf } from '@shared/portfolio-deadlines'
import { normalizeTaxId } from '@shared/tax-id'
import { type z } from 'zod'
import { type ConcessionsService } from '../services/concessions-service'
import { type Emit } from '../transport/events'
import { type BatchedSessionCache } from '../services/session-cache'
import { type SimulatorService } from '../services/simulator-service'
import { eachConcurrently, RequestLimiter } from './limiter'
import { type Notifier } from './notifier-port'
import { groupProfiles } from './profiles'
import { type PortfolioRunsStore } from './runs-store'

type PlanInput = z.output<typeof PortfolioPlanInputSchema>
type RunInput = z.output<typeof PortfolioRunInputSchema>

export interface PortfolioDeps {
  /** The clients of a clients-list filter (null: every client), in the list's order. */
  clients: (filter: PortfolioFilter | null) => ClientData[]
  simulator: SimulatorService
  concessions: ConcessionsService
  store: PortfolioRunsStore
  /** `${environmentKey}#${userId}` of the signed-in account, or null. */
  account: () => string | null
  /** The setting `aidThreshold`. */
  threshold: () => number
  emit: Emit
  notifier: Notifier
  now?: () => number
  /** Requests in flight at once (default 4, SC-PAGE-6). */
  concurrency?: number
  /**
   * A cache for one run whose writes are committed in batches (one disk wait per batch, not per
   * answer); without it the services' own cache writes each answer as it comes.
   */
  runCache?: () => BatchedSessionCache
}

/** The work of one run, worked out before anything is sent. */
interface Work<T> {
  clients: number
  incomplete: number
  items: T[]
  /** Requests each item still takes, by its key (0 when the cache answers it). */
  requests: Map<string, number>
}

interface NifItem {
  key: string
  nif: string
  clients: ClientData[]
}

const signedOut = () => new AppFailure(appError('error.no_session.signed_out', {}))
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)

/**
 * «Cartera»: the simulator over every distinct profile of the clients in scope, and concessions
 * over every distinct NIF, four requests at a time through the services' 24-hour cache, with
 * progress and cancel; each finished run is kept per account, compared with the one before.
 */
export function createPortfolioService(deps: PortfolioDeps) {
  const now = deps.now ?? Date.now
  const concurrency = deps.concurrency ?? PORTFOLIO_CONCURRENCY
  const running = new Map<PortfolioKind, AbortController>()

  const requireAccount = () => {
    const account = deps.account()
    if (!account) throw signedOut()
    return account
  }

  function opportunitiesWork(filter: PortfolioFilter | null) {
    const clients = deps.clients(filter)
    const { groups, incomplete } = groupProfiles(clients)
    const requests = new Map(
      groups.map((group) => [group.key, deps.simulator.requestsToComplete(group.profile)]),
    )
    return {
      clients,
      incompleteList: incomplete,
      work: { clients: clients.length, incomplete: incomplete.length, items: groups, requests },
    }
  }

  function aidWork(filter: PortfolioFilter | null) {
    const clients = deps.clients(filter)
    const byNif = new Map<string, NifItem>()
    const withoutNif: { id: number; name: string }[] = []
    for (const client of clients) {
      const nif = normalizeTaxId(client.nif)
      if (nif === '') {
        withoutNif.push({ id: client.id, name: client.business_name })
        continue
      }
      const item = byNif.get(nif)
      if (item) item.clients.push(client)
      else byNif.set(nif, { key: nif, nif, clients: [client] })
    }
    const items = [...byNif.values()]
    const requests = new Map(
      items.map((item) => [item.key, deps.concessions.requestsToComplete(item.nif)]),
    )
    const work: Work<NifItem> = {
      clients: clients.length,
      incomplete: withoutNif.length,
      items,
      requests,
    }
    return { clients, withoutNif, work }
  }

  function planOf<T>(kind: PortfolioKind, work: Work<T>): PortfolioPlan {
    const requests = sum(work.requests.values())
    return {
      kind,
      clients: work.clients,
      incomplete: work.incomplete,
      requests,
      cachedRequests: [...work.requests.values()].filter((n) => n === 0).length,
    }
  }

  /** SC-COST-3: above 20 requests, only with the user's word for at least as many. */
  function checkConfirmed(requests: number, confirmed: number | undefined) {
    if (requests > CONFIRM_ABOVE_REQUESTS && (confirmed ?? 0) < requests) {
      throw new AppFailure(appError('error.validation.needs_confirmation', { requests }))
    }
  }

  /**
   * Walks every item, `concurrency` requests at once, with progress in requests; cancelled, it
   * throws `cancelled` and nothing is kept of the run (what was fetched stays in the 24-hour cache).
   */
  async function walk<T extends { key: string }>(
    kind: PortfolioKind,
    work: Work<T>,
    collect: (item: T, options: Parameters<SimulatorService['collect']>[1]) => Promise<void>,
    refresh: boolean,
  ): Promise<number> {
    if (running.has(kind)) {
      throw new AppFailure(appError('error.conflict.portfolio_running', {}))
    }
    const controller = new AbortController()
    running.set(kind, controller)
    const expected = new Map(work.requests)
    let total = sum(expected.values())
    const progress = () =>
      deps.emit('portfolio.progress', {
        kind,
        done: limiter.sent,
        total: Math.max(total, limiter.sent),
      })
    const limiter = new RequestLimiter(concurrency, progress)
    const cache = deps.runCache?.()
    try {
      deps.emit('portfolio.progress', { kind, done: 0, total })
      await eachConcurrently(
        work.items,
        concurrency,
        (item) =>
          collect(item, {
            refresh,
            signal: controller.signal,
            limiter,
            ...(cache ? { cache } : {}),
            onExpected: (requests) => {
              total += requests - (expected.get(item.key) ?? 0)
              expected.set(item.key, requests)
            },
          }),
        controller.signal,
      )
      if (controller.signal.aborted) throw new Error('aborted')
      deps.emit('portfolio.progress', { kind, done: limiter.sent, total: limiter.sent })
      return limiter.sent
    } catch (error) {
      if (controller.signal.aborted) {
        throw new AppFailure(appError('error.cancelled.portfolio_cancelled', {}))
      }
      throw error
    } finally {
      // What was paid for stays in the 24-hour cache, however the run ended.
      cache?.flush()
      running.delete(kind)
    }
  }

  async function runOpportunities(input: RunInput, account: string): Promise<OpportunitiesRun> {
    const { clients, incompleteList, work } = opportunitiesWork(input.scope.filter)
    checkConfirmed(planOf('opportunities', work).requests, input.confirmedRequests)
    const answers = new Map<string, Opportunity[]>()
    const requests = await walk(
      'opportunities',
      work,
      async (group, options) => {
        const { rows } = await deps.simulator.collect(group.profile, options)
        answers.set(group.key, rows)
      },
      input.refresh,
    )
    if (deps.account() !== account)
      throw new AppFailure(appError('error.cancelled.portfolio_account_changed', {}))
    const previous = deps.store.latest(account, 'opportunities')
    const before = new Set(previous?.rows.map(pairKey) ?? [])
    const keyOf = new Map(
      work.items.flatMap((group) => group.clients.map((c) => [c.id, group.key])),
    )
    const rows: PortfolioRow[] = []
    for (const client of clients) {
      const key = keyOf.get(client.id)
      const found = key === undefined ? undefined : answers.get(key)
      for (const opportunity of found ?? []) {
        const row = {
          client_id: client.id,
          client_name: client.business_name,
          nif: client.nif,
          slug: opportunity.slug,
          formatted_title: opportunity.formatted_title,
          status_text: opportunity.status_text,
          total_amount: Number.isFinite(opportunity.total_amount) ? opportunity.total_amount : null,
          scope: opportunity.scope,
          new: false,
        }
        row.new = previous !== null && !before.has(pairKey(row))
        rows.push(row)
      }
    }
    const now_ = new Set(rows.map(pairKey))
    const inScope = new Set(keyOf.keys())
    const disappeared: DisappearedRow[] = (previous?.rows ?? [])
      .filter((row) => inScope.has(row.client_id) && !now_.has(pairKey(row)))
      .map(({ client_id, client_name, nif, slug, formatted_title }) => ({
        client_id,
        client_name,
        nif,
        slug,
        formatted_title,
      }))
    const run: OpportunitiesRun = {
      kind: 'opportunities',
      runAt: now(),
      previousRunAt: previous?.runAt ?? null,
      clients: clients.length,
      requests,
      incomplete: incompleteList,
      rows,
      disappeared,
    }
    deps.store.save(account, run)
    const fresh = rows.filter((row) => row.new).length
    if (fresh > 0) {
      deps.emit('portfolio.newOpportunities', { count: fresh })
      deps.notifier.newOpportunities(fresh)
    }
    return run
  }

  async function runAid(input: RunInput, account: string): Promise<AidRun> {
    const { clients, withoutNif, work } = aidWork(input.scope.filter)
    checkConfirmed(planOf('aid', work).requests, input.confirmedRequests)
    const threshold = input.threshold ?? deps.threshold()
    const answers = new Map<string, Parameters<typeof summariseAid>[1]>()
    const requests = await walk(
      'aid',
      work,
      async (item, options) => {
        answers.set(item.key, await deps.concessions.collectByNif(item.nif, options))
      },
      input.refresh,
    )
    if (deps.account() !== account)
      throw new AppFailure(appError('error.cancelled.portfolio_account_changed', {}))
    const runAt = now()
    const years = lastYears(runAt, input.years ?? DEFAULT_AID_YEARS)
    const window = deMinimisWindow(runAt)
    const run: AidRun = {
      kind: 'aid',
      runAt,
      years,
      window,
      threshold,
      clientsInScope: clients.length,
      requests,
      withoutNif,
      clients: clients.flatMap((client) => {
        const rows = answers.get(normalizeTaxId(client.nif))
        if (!rows) return []
        return [
          summariseAid(
            { client_id: client.id, nif: client.nif, name: client.business_name },
            rows,
            years,
            threshold,
            window,
          ),
        ]
      }),
    }
    deps.store.save(account, run)
    return run
  }

  return {
    /** What a run will cost; nothing is sent. */
    plan(input: PlanInput): PortfolioPlan {
      requireAccount()
      return input.kind === 'opportunities'
        ? planOf('opportunities', opportunitiesWork(input.scope.filter).work)
        : planOf('aid', aidWork(input.scope.filter).work)
    },

    run(input: RunInput): Promise<PortfolioRun> {
      const account = requireAccount()
      return input.kind === 'opportunities'
        ? runOpportunities(input, account)
        : runAid(input, account)
    },

    cancel(kind: PortfolioKind): { cancelled: boolean } {
      const controller = running.get(kind)
      controller?.abort()
      return { cancelled: controller !== undefined }
    },

    /** Cancels every run (sign-out, quit). */
    cancelAll(): void {
      for (const controller of running.values()) controller.abort()
    },

    latest(kind: PortfolioKind): PortfolioRun | null {
      return deps.store.latest(requireAccount(), kind)
    },

    deadlines() {
      return deadlinesOf(deps.store.latest(requireAccount(), 'opportunities'))
    },
  }
}

export type PortfolioService = ReturnType<typeof createPortfolioService>
