import { type Opportunity } from '@shared/wire/opportunity'
import { type Page } from '@shared/wire/page'
import { CACHE_TTL_MS } from '@shared/concessions'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { profileKey, type SimulatorResult, type SimulatorRunInputSchema } from '@shared/simulator'
import { type z } from 'zod'
import { type ApiClient } from '../api/operations'
import { requestsForAll, walkPages } from '../api/page-walker'
import { type ConnectivityService } from './connectivity-service'
import { costAware, type Served } from './cost-cache'
import { type ExportPlan, localPlan } from './export-plan'
import { type RequestLimiter } from '../api/request-limiter'
import { type SessionCache } from './session-cache'
import { type ReceivedGrants } from '@shared/received'

/** What is stored per profile: the pages fetched so far, in order (SC-SIM-2). */
interface StoredRun {
  count: number
  totalPages: number
  /** Page 1's `next`, the template for the others; null when there is one page. */
  template: string | null
  pages: Opportunity[][]
}

/** What completing one profile or NIF still takes; not `counted` while its page 1 is not held. */
export interface Remaining {
  requests: number
  counted: boolean
}

/** What a portfolio run needs to walk one profile: its signal, limiter and expected requests. */
export interface CollectOptions {
  refresh: boolean
  signal: AbortSignal
  limiter: RequestLimiter
  /** Requests this profile is now expected to take (beyond what the cache holds). */
  onExpected?: (requests: number) => void
  /** The run's cache (writes committed in batches); the service's own otherwise. */
  cache?: SessionCache
}

export function createSimulatorService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  /** «Ya recibida»: the grants a NIF received, from the concessions stored (no request). */
  received?: (nif: string) => ReceivedGrants
}) {
  /** The stored answer for `profile`, when the 24-hour rule (or being offline) lets it be used. */
  const usableRun = (profile: SimulatorProfile): StoredRun | null => {
    const stored = deps.cache.scope().get<StoredRun>(`simulator:${profileKey(profile)}`)
    return stored &&
      (Date.now() - stored.fetchedAt < CACHE_TTL_MS || !deps.connectivity.state().online)
      ? stored.value
      : null
  }

  return {
    /** Requests every page of `profile` still takes: 0 when the cache holds them all. */
    requestsToComplete(profile: SimulatorProfile): Remaining {
      const usable = usableRun(profile)
      if (!usable) return { requests: 1, counted: false }
      return { requests: Math.max(0, usable.totalPages - usable.pages.length), counted: true }
    },

    /**
     * Page 1 of a profile for the portfolio, kept in the cache as the screen's pages as needed
     * are: what counts the rest. Answers the requests the other pages take.
     */
    async firstPage(profile: SimulatorProfile, options: CollectOptions): Promise<number> {
      const paged = options.limiter.wrap(deps.api.simulate(profile))
      const served = await costAware<StoredRun>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: `simulator:${profileKey(profile)}`,
        refresh: options.refresh,
        fetch: async () => {
          const first = await paged.fetch(1, options.signal)
          return {
            count: first.count,
            totalPages: requestsForAll(first),
            template: first.next,
            pages: [first.results],
          }
        },
      })
      return Math.max(0, served.value.totalPages - served.value.pages.length)
    },

    /**
     * Every page of a profile for the portfolio, through the same 24-hour cache as the screen: the
     * pages held are reused, the missing ones requested through the run's limiter.
     */
    async collect(
      profile: SimulatorProfile,
      options: CollectOptions,
    ): Promise<{ rows: Opportunity[]; source: 'network' | 'cache' }> {
      const paged = options.limiter.wrap(deps.api.simulate(profile))
      const served = await costAware<StoredRun>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: `simulator:${profileKey(profile)}`,
        refresh: options.refresh,
        enough: (stored) => stored.pages.length >= stored.totalPages,
        fetch: async (stored) => {
          const kept = stored?.value
          // Pages a fresh partial answer holds are handed back, not paid for again (SC-SIM-2).
          const first = kept
            ? {
                count: kept.count,
                next: kept.template,
                previous: null,
                results: kept.pages[0] ?? [],
              }
            : await paged.fetch(1, options.signal)
          const held = kept ? kept.pages.length : 0
          const pages: Opportunity[][] = []
          for await (const page of walkPages(paged, {
            first,
            held: kept?.pages.slice(1) ?? [],
            signal: options.signal,
            onProgress: ({ total }) => options.onExpected?.(Math.max(0, total - held)),
          }))
            pages.push(page)
          return { count: first.count, totalPages: pages.length, template: first.next, pages }
        },
      })
      return { rows: served.value.pages.flat(), source: served.source }
    },

    /**
     * The export of a profile's results: every page; from the cache when it has them all. The
     * pages it holds are handed back, and page 1, paid for to count the rest, is kept.
     */
    async exportPlan(profile: SimulatorProfile): Promise<ExportPlan<Opportunity>> {
      const key = `simulator:${profileKey(profile)}`
      const usable = usableRun(profile)
      if (usable && usable.pages.length >= usable.totalPages) return localPlan(usable.pages.flat())
      const paged = deps.api.simulate(profile)
      let first: Page<Opportunity>
      if (usable) {
        first = {
          count: usable.count,
          next: usable.template,
          previous: null,
          results: usable.pages[0] ?? [],
        }
      } else {
        first = await paged.fetch(1)
        const partial: StoredRun = {
          count: first.count,
          totalPages: requestsForAll(first),
          template: first.next,
          pages: [first.results],
        }
        deps.cache.scope().set(key, partial)
      }
      const held = usable?.pages.slice(1) ?? []
      return {
        rows: first.count,
        requests: first.next ? Math.max(0, requestsForAll(first) - 1 - held.length) : 0,
        pages: ({ signal, onProgress, allowance }) =>
          walkPages(allowance.wrap(paged), { first, held, signal, onProgress }),
      }
    },

    /** Pages as needed: the first `pages` of them, or every page when `all` (the user agreed). */
    async run(input: z.output<typeof SimulatorRunInputSchema>): Promise<SimulatorResult> {
      const key = profileKey(input.profile)
      const paged = deps.api.simulate(input.profile)
      const wanted = (stored: StoredRun) =>
        input.all ? stored.totalPages : Math.min(input.pages, stored.totalPages)
      // Marked again from what is stored, at any age: no request (SC-SIM-5).
      const kept = input.stored ? deps.cache.scope().get<StoredRun>(`simulator:${key}`) : null
      const served: Served<StoredRun> = kept
        ? {
            value: kept.value,
            fetchedAt: kept.fetchedAt,
            source: 'cache',
            stale: Date.now() - kept.fetchedAt >= CACHE_TTL_MS,
          }
        : await costAware<StoredRun>({
            cache: deps.cache,
            connectivity: deps.connectivity,
            key: `simulator:${key}`,
            refresh: input.refresh,
            enough: (stored) => stored.pages.length >= wanted(stored),
            fetch: async (stored) => {
              let run = stored?.value
              if (!run) {
                const first = await paged.fetch(1)
                run = {
                  count: first.count,
                  totalPages: requestsForAll(first),
                  template: first.next,
                  pages: [first.results],
                }
              }
              const target = wanted(run)
              if (run.pages.length >= target || !run.template) return run
              // The pages held are handed back from memory; only the missing ones are requested (SC-SIM-2).
              const first = {
                count: run.count,
                next: run.template,
                previous: null,
                results: run.pages[0] ?? [],
              }
              const pages: Opportunity[][] = []
              for await (const page of walkPages(paged, {
                first,
                held: run.pages.slice(1),
                lastPage: target,
              }))
                pages.push(page)
              // Fewer pages than asked for: the list ended (404 or no `next`) before `count` said.
              const totalPages = pages.length < target ? pages.length : run.totalPages
              return { ...run, pages, totalPages }
            },
          })
      const run = served.value
      const received = input.nif === undefined ? null : (deps.received?.(input.nif) ?? null)
      const rows = run.pages.flat()
      return {
        key,
        rows: received ? rows.map((row) => ({ ...row, received: received.of(row) })) : rows,
        count: run.count,
        loadedPages: run.pages.length,
        totalPages: run.totalPages,
        complete: run.pages.length >= run.totalPages,
        requestsForAll: run.totalPages,
        fetchedAt: served.fetchedAt,
        source: served.source,
        stale: served.stale,
        concessionsStored: received?.searchedByNif ?? null,
      }
    },
  }
}

export type SimulatorService = ReturnType<typeof createSimulatorService>
