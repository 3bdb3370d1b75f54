import { CACHE_TTL_MS } from '@shared/concession-costs'
import { type NifSimulationInputSchema, type NifSimulationResult } from '@shared/grant-info'
import { type ReceivedGrants } from '@shared/received'
import { type Opportunity } from '@shared/wire/opportunity'
import { type z } from 'zod'
import { type ApiClient } from '../../api/operations'
import { type RequestLimiter } from '../../api/request-limiter'
import { type ConnectivityService } from '../connection/connectivity-service'
import { costAware } from '../cost-cache'
import { isNotOffered, nifKey, type NifQuery, nifQuery } from './nif-query'
import { type SessionCache } from '../session-cache'

/** What is kept per NIF, CNAE and province (SC-NIFSIM-2). */
interface StoredNifRun {
  rows: Opportunity[]
}

type NifInput = z.output<typeof NifSimulationInputSchema>

/** What the portfolio passes to walk one NIF: its run's signal, limiter and cache. */
export interface NifCollectOptions {
  refresh: boolean
  signal: AbortSignal
  limiter: RequestLimiter
  cache?: SessionCache
}

/** «Simular por NIF y CNAE» (`funds/opportunities-by-cif/`), for the screen and for «Cartera». */
export function nifSimulation(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  received?: (nif: string) => ReceivedGrants
  now: () => number
}) {
  const { now } = deps
  const fetchNif = (
    query: NifQuery,
    options: { refresh: boolean; cache?: SessionCache; signal?: AbortSignal },
    send: <R>(request: () => Promise<R>) => Promise<R> = (request) => request(),
  ) =>
    costAware<StoredNifRun>({
      cache: options.cache ?? deps.cache,
      connectivity: deps.connectivity,
      key: nifKey(query),
      refresh: options.refresh,
      now,
      fetch: async () => {
        const page = await send(() => deps.api.simulateByNif(query, options.signal))
        return { rows: page.results }
      },
    })

  return {
    /** Requests a simulation by NIF still takes: 0 when the cache holds a usable answer. */
    nifRequests(query: NifQuery): number {
      const stored = deps.cache.scope().get<StoredNifRun>(nifKey(query))
      const usable =
        stored && (now() - stored.fetchedAt < CACHE_TTL_MS || !deps.connectivity.state().online)
      return usable ? 0 : 1
    },

    /**
     * One NIF for «Cartera», through the run's limiter and cache: its opportunities, or null when
     * the service does not offer the operation (404).
     */
    async collectByNif(query: NifQuery, options: NifCollectOptions): Promise<Opportunity[] | null> {
      try {
        const served = await fetchNif(query, options, (request) =>
          options.limiter.run(request, options.signal),
        )
        return served.value.rows
      } catch (error) {
        if (isNotOffered(error)) return null
        throw error
      }
    },

    /** «Simular por NIF y CNAE»: marked «Ya recibida» from the NIF's concessions stored. */
    async runByNif(input: NifInput): Promise<NifSimulationResult> {
      const query = nifQuery(input)
      try {
        const served = await fetchNif(query, { refresh: input.refresh })
        const received = deps.received?.(query.nif) ?? null
        return {
          status: 'ok',
          rows: served.value.rows.map((row) => ({
            ...row,
            received: received ? received.of(row) : null,
          })),
          fetchedAt: served.fetchedAt,
          source: served.source,
          stale: served.stale,
        }
      } catch (error) {
        if (isNotOffered(error)) return { status: 'unavailable' }
        throw error
      }
    },
  }
}
