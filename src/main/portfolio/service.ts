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
import { type Emit } from '../bridge/events'
import { type BatchedSessionCache } from '../services/session-cache'
import {
  type CollectOptions,
  type Remaining,
  type SimulatorService,
} from '../services/simulator-service'
import { RequestAllowance } from '../api/request-allowance'
import { eachConcurrently, RequestLimiter } from '../api/request-limiter'
import { type Notifier } from '../base/notifier-port'
import { groupProfiles, type NifCnaeGroup, type ProfileGroup } from './profiles'
import {
  type GrantNeighboursService,
  type NifCollectOptions,
} from '../services/grant-neighbours-service'
import { type PortfolioRunsStore } from './runs-store'

type PlanInput = z.output<typeof PortfolioPlanInputSchema>
type RunInput = z.output<typeof PortfolioRunInputSchema>

export interface PortfolioDeps {
  /** The clients of a clients-list filter (null: every client), in the list's order. */
  clients: (filter: PortfolioFilter | null) => ClientData[]
  simulator: SimulatorService
  /**
   * The simulation by NIF and CNAE (SC-NIFSIM-4): clients without applicant types or actions but
   * with a NIF, a province and a CNAE are simulated so. Without it, only complete profiles.
   */
  neighbours?: GrantNeighboursService
  /** A client's CNAE id as the class code the service takes; default: the id is the code. */
  cnaeCode?: () => Promise<(id: number) => string | null>
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
  /**
   * A run that needs more requests than were confirmed (SC-COST-3): `ask` (the app) pushes
   * `portfolio.needsMore` and waits for `confirmMore` or `cancel`; `stop` (the command line) ends
   * the run saying how many more, what it fetched kept in the cache. Default `ask`.
   */
  whenMoreNeeded?: 'ask' | 'stop'
}

/** The work of one run, worked out before anything is sent. */
interface Work<T> {
  clients: number
  incomplete: number
  items: T[]
  /** Requests each item still takes, by its key, and whether they are counted (page 1 held). */
  requests: Map<string, Remaining>
}

/** How a run's work is done: page 1 of each item first, to count the rest, then every page. */
interface Steps<T> {
  /** Page 1 of `item` (or what the cache holds): answers the requests its other pages take. */
  first: (item: T, options: CollectOptions) => Promise<number>
  /** Every page of `item`: those held are not asked for again. */
  rest: (item: T, options: CollectOptions) => Promise<void>
}

/** A run waiting for the user's word for more requests. */
interface Waiting {
  requests: number
  resolve: (confirmed: number) => void
}

interface NifItem {
  key: string
  nif: string
  clients: ClientData[]
}

/** One thing «Cartera» asks for opportunities: a profile, or a NIF with its CNAE and province. */
type OpportunityItem =
  | { kind: 'profile'; key: string; group: ProfileGroup }
  | { kind: 'nif-cnae'; key: string; group: NifCnaeGroup }

const defaultCnaeCode = () =>
  Promise.resolve((id: number) =>
    Number.isInteger(id) && id > 0 && id < 10_000 ? String(id).padStart(4, '0') : null,
  )

const signedOut = () => new AppFailure(appError('error.no_session.signed_out', {}))
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
/** With «refresh» every answer is asked for again: page 1 of each item, its pages not counted. */
const uncounted: Remaining = { requests: 1, counted: false }

/**
 * «Cartera»: the simulator over every distinct profile of the clients in scope, and concessions
 * over every distinct NIF, four requests at a time through the services' 24-hour cache, with
 * progress and cancel; each finished run is kept per account, compared with the one before.
 */
export function createPortfolioService(deps: PortfolioDeps) {
  const now = deps.now ?? Date.now
  const concurrency = deps.concurrency ?? PORTFOLIO_CONCURRENCY
  const running = new Map<PortfolioKind, AbortController>()
  const waiting = new Map<PortfolioKind, Waiting>()

  const requireAccount = () => {
    const account = deps.account()
    if (!account) throw signedOut()
    return account
  }

  async function opportunitiesWork(filter: PortfolioFilter | null, refresh: boolean) {
    const clients = deps.clients(filter)
    const cnaeCode = deps.neighbours ? await (deps.cnaeCode ?? defaultCnaeCode)() : null
    const { groups, byNif, incomplete } = groupProfiles(clients, cnaeCode)
    const items: OpportunityItem[] = [
      ...groups.map((group) => ({ kind: 'profile' as const, key: group.key, group })),
      ...byNif.map((group) => ({ kind: 'nif-cnae' as const, key: group.key, group })),
    ]
    const neighbours = deps.neighbours
    const requests = new Map(
      items.map((item): [string, Remaining] => [
        item.key,
        item.kind === 'profile'
          ? refresh
            ? uncounted
            : deps.simulator.requestsToComplete(item.group.profile)
          : // One request each, no pages: counted before it is sent.
            {
              requests: refresh || !neighbours ? 1 : neighbours.nifRequests(item.group.query),
              counted: true,
            },
      ]),
    )
    return {
      clients,
      byNif,
      incompleteList: incomplete,
      work: { clients: clients.length, incomplete: incomplete.length, items, requests },
    }
  }

  function aidWork(filter: PortfolioFilter | null, refresh: boolean) {
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
      items.map((item) => [
        item.key,
        refresh ? uncounted : deps.concessions.requestsToComplete(item.nif),
      ]),
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
    const remaining = [...work.requests.values()]
    return {
      kind,
      clients: work.clients,
      incomplete: work.incomplete,
      requests: sum(remaining.map((r) => r.requests)),
      cachedRequests: remaining.filter((r) => r.requests === 0).length,
      uncounted: remaining.filter((r) => !r.counted).length,
    }
  }

  /** SC-COST-3: above 20 requests, only with the user's word for at least as many. */
  function checkConfirmed(requests: number, confirmed: number | undefined) {
    if (requests > CONFIRM_ABOVE_REQUESTS && (confirmed ?? 0) < requests) {
      throw new AppFailure(appError('error.validation.needs_confirmation', { requests }))
    }
  }

  /**
   * Past the requests confirmed: the user's word for `ask.requests` in all, or the command line's
   * stop. Cancelling the run while it waits cancels the question.
   */
  function moreConfirmed(
    kind: PortfolioKind,
    ask: { spent: number; confirmed: number | null; requests: number },
    signal: AbortSignal,
  ): Promise<number> {
    if (deps.whenMoreNeeded === 'stop') {
      const more = ask.requests - ask.spent
      const params = { spent: ask.spent, requests: ask.requests, more }
      return Promise.reject(
        new AppFailure(appError('error.validation.cli_needs_yes_pages', params)),
      )
    }
    return new Promise<number>((resolve, reject) => {
      const onAbort = () => {
        waiting.delete(kind)
        reject(new Error('aborted'))
      }
      if (signal.aborted) return onAbort()
      signal.addEventListener('abort', onAbort, { once: true })
      waiting.set(kind, {
        requests: ask.requests,
        resolve: (confirmed) => {
          signal.removeEventListener('abort', onAbort)
          waiting.delete(kind)
          resolve(confirmed)
        },
      })
      deps.emit('portfolio.needsMore', { kind, ...ask })
    })
  }

  /**
   * Walks every item, `concurrency` requests at once, with progress in requests: first page 1 of
   * each (what counts the pages left), then the pages left. SC-COST-3: no request goes past what
   * was confirmed (or 20) without asking again, with the exact count once page 1 of each is in.
   * Cancelled, it throws `cancelled` and nothing is kept of the run (what was fetched stays in the
   * 24-hour cache).
   */
  async function walk<T extends { key: string }>(
    kind: PortfolioKind,
    work: Work<T>,
    steps: Steps<T>,
    input: RunInput,
  ): Promise<{ requests: number; confirmedRequests: number | null }> {
    if (running.has(kind)) {
      throw new AppFailure(appError('error.conflict.portfolio_running', {}))
    }
    const controller = new AbortController()
    const { signal } = controller
    running.set(kind, controller)
    let confirmed = input.confirmedRequests ?? null
    let total = planOf(kind, work).requests
    const progress = () =>
      deps.emit('portfolio.progress', {
        kind,
        done: limiter.sent,
        total: Math.max(total, limiter.sent),
      })
    const allowance = new RequestAllowance(confirmed, async (needed) => {
      const requests = Math.max(needed, total)
      confirmed = await moreConfirmed(kind, { spent: limiter.sent, confirmed, requests }, signal)
      return confirmed
    })
    const limiter = new RequestLimiter(concurrency, progress, allowance)
    const cache = deps.runCache?.()
    const options = (refresh: boolean, onExpected?: (requests: number) => void) => ({
      refresh,
      signal,
      limiter,
      ...(cache ? { cache } : {}),
      ...(onExpected ? { onExpected } : {}),
    })
    try {
      deps.emit('portfolio.progress', { kind, done: 0, total })
      const left = new Map<string, number>()
      await eachConcurrently(
        work.items,
        concurrency,
        async (item) => {
          left.set(item.key, await steps.first(item, options(input.refresh)))
        },
        signal,
      )
      if (signal.aborted) throw new Error('aborted')
      total = limiter.sent + sum(left.values())
      progress()
      await allowance.raise(total)
      // Page 1 was just asked for (or the cache's answer taken): the rest follows it, not «refresh».
      await eachConcurrently(
        work.items,
        concurrency,
        (item) =>
          steps.rest(
            item,
            options(false, (requests) => {
              total += requests - (left.get(item.key) ?? 0)
              left.set(item.key, requests)
            }),
          ),
        signal,
      )
      if (signal.aborted) throw new Error('aborted')
      deps.emit('portfolio.progress', { kind, done: limiter.sent, total: limiter.sent })
      return { requests: limiter.sent, confirmedRequests: confirmed }
    } catch (error) {
      if (signal.aborted) {
        throw new AppFailure(appError('error.cancelled.portfolio_cancelled', {}))
      }
      throw error
    } finally {
      // What was paid for stays in the 24-hour cache, however the run ended.
      cache?.flush()
      running.delete(kind)
      waiting.delete(kind)
    }
  }

  /**
   * «Ya recibida» by each client, from the concessions this account has stored now («Ayudas
   * recibidas» and the searches): no request. A kept run is marked again each time it is read.
   */
  function markReceived(run: OpportunitiesRun): OpportunitiesRun {
    const received = deps.concessions.received(run.rows.map((row) => row.nif))
    return {
      ...run,
      rows: run.rows.map((row) => ({
        ...row,
        received: received(row.nif).of({ id: row.grant_id, slug: row.slug }),
      })),
    }
  }

  async function runOpportunities(input: RunInput, account: string): Promise<OpportunitiesRun> {
    const { clients, byNif, incompleteList, work } = await opportunitiesWork(
      input.scope.filter,
      input.refresh,
    )
    checkConfirmed(planOf('opportunities', work).requests, input.confirmedRequests)
    const answers = new Map<string, Opportunity[]>()
    // SC-NIFSIM-4: a 404 from opportunities-by-cif means the service lacks it: those clients stay
    // incomplete, the request is not counted, and no other NIF is asked.
    let notOffered = 0
    let nifUnavailable = false
    const collectNif = async (item: NifCnaeGroup, options: NifCollectOptions) => {
      if (nifUnavailable || !deps.neighbours) return
      const rows = await deps.neighbours.collectByNif(item.query, options)
      // Null only after a request answered 404 (a kept answer is never «not offered»).
      if (rows === null) {
        nifUnavailable = true
        notOffered += 1
      } else answers.set(item.key, rows)
    }
    const walked = await walk<OpportunityItem>(
      'opportunities',
      work,
      {
        first: async (item, options) => {
          if (item.kind === 'profile') return deps.simulator.firstPage(item.group.profile, options)
          await collectNif(item.group, options)
          return 0
        },
        rest: async (item, options) => {
          if (item.kind === 'nif-cnae') return
          const { rows } = await deps.simulator.collect(item.group.profile, options)
          answers.set(item.key, rows)
        },
      },
      input,
    )
    const requests = walked.requests - notOffered
    const { confirmedRequests } = walked
    const nifClients = new Set(
      nifUnavailable ? [] : byNif.flatMap((group) => group.clients.map((c) => c.id)),
    )
    const order = new Map(clients.map((client, index) => [client.id, index]))
    const incomplete = nifUnavailable
      ? [...incompleteList, ...byNif.flatMap((group) => group.incomplete)].sort(
          (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
        )
      : incompleteList
    if (deps.account() !== account)
      throw new AppFailure(appError('error.cancelled.portfolio_account_changed', {}))
    const previous = deps.store.latest(account, 'opportunities')
    const before = new Set(previous?.rows.map(pairKey) ?? [])
    const keyOf = new Map(
      work.items.flatMap((item) =>
        item.kind === 'nif-cnae' && nifUnavailable
          ? []
          : item.group.clients.map((c): [number, string] => [c.id, item.key]),
      ),
    )

    const rows: PortfolioRow[] = []
    for (const client of clients) {
      const key = keyOf.get(client.id)
      const found = key === undefined ? undefined : answers.get(key)
      for (const opportunity of found ?? []) {
        const row: PortfolioRow = {
          client_id: client.id,
          client_name: client.business_name,
          nif: client.nif,
          slug: opportunity.slug,
          ...(opportunity.id === undefined ? {} : { grant_id: opportunity.id }),
          formatted_title: opportunity.formatted_title,
          status_text: opportunity.status_text,
          total_amount: Number.isFinite(opportunity.total_amount) ? opportunity.total_amount : null,
          scope: opportunity.scope,
          new: false,
          received: null,
          origin: nifClients.has(client.id) ? 'nif-cnae' : 'profile',
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
    const run = markReceived({
      kind: 'opportunities',
      runAt: now(),
      previousRunAt: previous?.runAt ?? null,
      clients: clients.length,
      requests,
      confirmedRequests,
      incomplete,
      rows,
      disappeared,
    })
    deps.store.save(account, run)
    const fresh = rows.filter((row) => row.new).length
    if (fresh > 0) {
      deps.emit('portfolio.newOpportunities', { count: fresh })
      deps.notifier.newOpportunities(fresh)
    }
    return run
  }

  async function runAid(input: RunInput, account: string): Promise<AidRun> {
    const { clients, withoutNif, work } = aidWork(input.scope.filter, input.refresh)
    checkConfirmed(planOf('aid', work).requests, input.confirmedRequests)
    const threshold = input.threshold ?? deps.threshold()
    const answers = new Map<string, Parameters<typeof summariseAid>[1]>()
    const { requests, confirmedRequests } = await walk(
      'aid',
      work,
      {
        first: (item, options) => deps.concessions.firstPageByNif(item.nif, options),
        rest: async (item, options) => {
          answers.set(item.key, await deps.concessions.collectByNif(item.nif, options))
        },
      },
      input,
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
      confirmedRequests,
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
    async plan(input: PlanInput): Promise<PortfolioPlan> {
      requireAccount()
      const { filter } = input.scope
      return input.kind === 'opportunities'
        ? planOf('opportunities', (await opportunitiesWork(filter, input.refresh)).work)
        : planOf('aid', aidWork(filter, input.refresh).work)
    },

    run(input: RunInput): Promise<PortfolioRun> {
      const account = requireAccount()
      return input.kind === 'opportunities'
        ? runOpportunities(input, account)
        : runAid(input, account)
    },

    /**
     * The user's word for the requests a waiting run asked for (`portfolio.needsMore`), in all;
     * false when no run of that kind waits.
     */
    confirmMore(kind: PortfolioKind, confirmedRequests: number): { continued: boolean } {
      const waiter = waiting.get(kind)
      if (!waiter) return { continued: false }
      if (confirmedRequests < waiter.requests) {
        throw new AppFailure(
          appError('error.validation.needs_confirmation', { requests: waiter.requests }),
        )
      }
      waiter.resolve(confirmedRequests)
      return { continued: true }
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
      const run = deps.store.latest(requireAccount(), kind)
      return run?.kind === 'opportunities' ? markReceived(run) : run
    },

    deadlines() {
      return deadlinesOf(deps.store.latest(requireAccount(), 'opportunities'))
    },
  }
}

export type PortfolioService = ReturnType<typeof createPortfolioService>
