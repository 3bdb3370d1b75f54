import { CACHE_TTL_MS } from '@shared/concession-costs'
import { type ReceivedGrants } from '@shared/received'
import { type SimulatorResult, type SimulatorRunInputSchema } from '@shared/simulator'
import { profileKey } from '@shared/simulator-key'
import { type Opportunity, type SimulatorProfile } from '@shared/wire/opportunity'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { walkPages } from '../../api/page-walker'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware, type Served } from '../cost-cache'
import { type SessionCache } from '../session-cache'
import { simulatorCollect } from './simulator-collect'
import { keptFirstPage, runKey, storedFirstRun, type StoredRun } from './simulator-runs'

type RunInput = z.output<typeof SimulatorRunInputSchema>

/**
 * The simulator (SC-SIM-*): a profile's opportunities, a few pages at a time for the screen or
 * all of them for an export or «Cartera», through one 24-hour cache per account.
 */
export function createSimulatorService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  /** «Ya recibida»: the grants a NIF received, from the concessions stored (no request). */
  received?: (nif: string) => ReceivedGrants
}) {
  /** The pages of `profile` up to `wanted` of them, those held handed back (SC-SIM-2). */
  const serve = (profile: SimulatorProfile, input: RunInput): Promise<Served<StoredRun>> => {
    const paged = deps.api.simulate(profile)
    const wanted = (stored: StoredRun) =>
      input.all ? stored.totalPages : Math.min(input.pages, stored.totalPages)
    return costAware<StoredRun>({
      cache: deps.cache,
      connectivity: deps.connectivity,
      key: runKey(profile),
      refresh: input.refresh,
      enough: (stored) => stored.pages.length >= wanted(stored),
      fetch: async (stored) => {
        const run = stored?.value ?? storedFirstRun(await paged.fetch(1))
        const target = wanted(run)
        if (run.pages.length >= target || !run.template) return run
        // The pages held are handed back from memory; only the missing ones are requested (SC-SIM-2).
        const pages: Opportunity[][] = []
        for await (const page of walkPages(paged, {
          first: keptFirstPage(run),
          held: run.pages.slice(1),
          lastPage: target,
        }))
          pages.push(page)
        // Fewer pages than asked for: the list ended (404 or no `next`) before `count` said.
        const totalPages = pages.length < target ? pages.length : run.totalPages
        return { ...run, pages, totalPages }
      },
    })
  }

  return {
    ...simulatorCollect(deps),

    /** Pages as needed: the first `pages` of them, or every page when `all` (the user agreed). */
    async run(input: RunInput): Promise<SimulatorResult> {
      // Marked again from what is stored, at any age: no request (SC-SIM-5).
      const kept = input.stored ? deps.cache.scope().get<StoredRun>(runKey(input.profile)) : null
      const served: Served<StoredRun> = kept
        ? {
            value: kept.value,
            fetchedAt: kept.fetchedAt,
            source: 'cache',
            stale: Date.now() - kept.fetchedAt >= CACHE_TTL_MS,
          }
        : await serve(input.profile, input)
      const run = served.value
      const received = input.nif === undefined ? null : (deps.received?.(input.nif) ?? null)
      const rows = run.pages.flat()
      return {
        key: profileKey(input.profile),
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
