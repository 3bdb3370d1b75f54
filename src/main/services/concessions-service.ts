import {
  CACHE_TTL_MS,
  concessionKey,
  CONFIRM_ABOVE_REQUESTS,
  type ConcessionQuery,
  type ConcessionResult,
  type ConcessionSearchInputSchema,
} from '@shared/concessions'
import { type GrantSelector } from '@shared/wire/concession'
import { appError, AppFailure } from '@shared/errors'
import { normalizeTaxId, taxIdProblem } from '@shared/tax-id'
import { type z } from 'zod'
import { type ApiClient, type Paged } from '../api/operations'
import { requestsForAll, walkAll, walkPages } from '../api/page-walker'
import { RequestAllowance } from '../api/request-allowance'
import { type ExportPlan, localPlan } from './export-plan'
import { type ConnectivityService } from './connectivity-service'
import { costAware, type Served } from './cost-cache'
import { type Emit } from '../bridge/events'
import { receivedFromCache } from './received-lookup'
import { CONCESSIONS_CACHE_PREFIX, type NifRow, type StoredConcessions } from './concessions-cache'
import { type SessionCache } from './session-cache'
import { CONCESSIONS_BY_GRANT_PAGE_SIZE } from './grant-neighbours-service'
import { type CollectOptions, type Remaining } from './simulator-service'

export interface NormalisedQuery {
  key: string
  selector: { kind: 'nif'; nif: string } | { kind: 'grant'; selector: GrantSelector }
}

/** The query as the service compares it: a trimmed, upper-case NIF (SC-CONC-1) or one grant key (SC-CONC-2). */
export function normaliseQuery(query: ConcessionQuery): NormalisedQuery {
  const key = concessionKey(query)
  switch (query.kind) {
    case 'nif':
      return { key, selector: { kind: 'nif', nif: normalizeTaxId(query.nif) } }
    case 'grant-id':
      return { key, selector: { kind: 'grant', selector: { fund_id: query.fundId } } }
    case 'grant-slug':
      return {
        key,
        selector: { kind: 'grant', selector: { fund_slug: query.fundSlug.trim().toLowerCase() } },
      }
  }
}

export function createConcessionsService(deps: {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
  emit: Emit
}) {
  async function load<T>(
    key: string,
    paged: Paged<T>,
    input: { loadAll: boolean; confirmedRequests?: number | undefined },
    stored: StoredConcessions<T> | undefined,
  ): Promise<StoredConcessions<T>> {
    // A fresh partial answer holds exactly page 1: reuse it.
    const held = stored && !stored.complete
    const first = held
      ? { count: stored.count, next: stored.next, previous: null, results: stored.rows }
      : await paged.fetch(1)
    const requests = requestsForAll(first)
    // SC-COST-3: above 20 requests, the rest of the pages only with the user's word for as many.
    const confirmed = input.loadAll && (input.confirmedRequests ?? 0) >= requests - 1
    if (input.loadAll && held && requests > CONFIRM_ABOVE_REQUESTS && !confirmed) {
      const rest = requests - 1
      throw new AppFailure(appError('error.validation.needs_confirmation', { requests: rest }))
    }
    // A page 1 asked again may count more than when the user gave their word: the answer stays
    // partial, page 1 kept, to ask again.
    if (!first.next || (requests > CONFIRM_ABOVE_REQUESTS && !confirmed)) {
      const complete = !first.next
      return {
        count: first.count,
        complete,
        requestsForAll: requests,
        rows: first.results,
        next: first.next,
      }
    }
    const allowance = new RequestAllowance(input.confirmedRequests)
    const { rows } = await walkAll(allowance.wrap(paged), {
      first,
      onProgress: (progress) => deps.emit('concessions.progress', { key, ...progress }),
    })
    return { count: first.count, complete: true, requestsForAll: requests, rows, next: first.next }
  }

  /** The export of one search: every page, reusing what is cached (page 1 at least). */
  async function plan<T>(key: string, paged: Paged<T>): Promise<ExportPlan<T>> {
    const cache = deps.cache.scope()
    const cacheKey = `${CONCESSIONS_CACHE_PREFIX}${key}`
    const stored = cache.get<StoredConcessions<T>>(cacheKey)
    const usable =
      stored && (Date.now() - stored.fetchedAt < CACHE_TTL_MS || !deps.connectivity.state().online)
        ? stored.value
        : null
    if (usable?.complete) return localPlan(usable.rows)
    const first = usable
      ? { count: usable.count, next: usable.next, previous: null, results: usable.rows }
      : await paged.fetch(1)
    if (!usable) {
      // Page 1 was paid for: keep it, so confirming or cancelling does not cost it again.
      const partial: StoredConcessions<T> = {
        count: first.count,
        complete: !first.next,
        requestsForAll: requestsForAll(first),
        rows: first.results,
        next: first.next,
      }
      cache.set(cacheKey, partial)
    }
    return {
      rows: first.count,
      requests: first.next ? requestsForAll(first) - 1 : 0,
      pages: ({ signal, onProgress, allowance }) =>
        walkPages(allowance.wrap(paged), { first, signal, onProgress }),
    }
  }

  return {
    /** «Ya recibida»: the grants these NIFs received, from what this account stored; no request. */
    received(nifs: Iterable<string>) {
      return receivedFromCache(deps.cache.scope(), nifs)
    },

    /**
     * What the cache keeps of a NIF's concessions, at any age, without asking the service (a
     * client's page): null when nothing is kept.
     */
    kept(nif: string) {
      const stored = deps.cache
        .scope()
        .get<StoredConcessions<NifRow>>(
          `${CONCESSIONS_CACHE_PREFIX}${concessionKey({ kind: 'nif', nif })}`,
        )
      if (!stored) return null
      const { count, complete, rows } = stored.value
      return { count, complete, rows, fetchedAt: stored.fetchedAt }
    },

    /** Requests every page of a NIF's concessions still takes: 0 when the cache holds them all. */
    requestsToComplete(nif: string): Remaining {
      const stored = deps.cache
        .scope()
        .get<StoredConcessions<NifRow>>(
          `${CONCESSIONS_CACHE_PREFIX}${concessionKey({ kind: 'nif', nif })}`,
        )
      const usable =
        stored &&
        (Date.now() - stored.fetchedAt < CACHE_TTL_MS || !deps.connectivity.state().online)
          ? stored.value
          : null
      if (!usable) return { requests: 1, counted: false }
      return {
        requests: usable.complete ? 0 : Math.max(0, usable.requestsForAll - 1),
        counted: true,
      }
    },

    /**
     * Page 1 of a NIF's concessions for the portfolio, kept in the cache as a partial answer (as
     * the screen keeps one): what counts the rest. Answers the requests the other pages take.
     */
    async firstPageByNif(nif: string, options: CollectOptions): Promise<number> {
      const key = concessionKey({ kind: 'nif', nif })
      const paged = options.limiter.wrap(deps.api.concessionsByNif(normalizeTaxId(nif), 100))
      const served = await costAware<StoredConcessions<NifRow>>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: `${CONCESSIONS_CACHE_PREFIX}${key}`,
        refresh: options.refresh,
        fetch: async () => {
          const first = await paged.fetch(1, options.signal)
          return {
            count: first.count,
            complete: !first.next,
            requestsForAll: requestsForAll(first),
            rows: first.results,
            next: first.next,
          }
        },
      })
      const stored = served.value
      return stored.complete ? 0 : Math.max(0, stored.requestsForAll - 1)
    },

    /**
     * Every concession of a NIF for the portfolio, through the same 24-hour cache as the screen,
     * each request through the run's limiter.
     */
    async collectByNif(nif: string, options: CollectOptions): Promise<NifRow[]> {
      const key = concessionKey({ kind: 'nif', nif })
      const paged = options.limiter.wrap(deps.api.concessionsByNif(normalizeTaxId(nif), 100))
      const served = await costAware<StoredConcessions<NifRow>>({
        cache: options.cache ?? deps.cache,
        connectivity: deps.connectivity,
        key: `${CONCESSIONS_CACHE_PREFIX}${key}`,
        refresh: options.refresh,
        enough: (stored) => stored.complete,
        fetch: async (stored) => {
          const kept = stored?.value
          const first = kept
            ? { count: kept.count, next: kept.next, previous: null, results: kept.rows }
            : await paged.fetch(1, options.signal)
          const held = kept ? 1 : 0
          const { rows } = await walkAll(paged, {
            first,
            signal: options.signal,
            onProgress: ({ total }) => options.onExpected?.(Math.max(0, total - held)),
          })
          return {
            count: first.count,
            complete: true,
            requestsForAll: requestsForAll(first),
            rows,
            next: first.next,
          }
        },
      })
      return served.value.rows
    },

    /** What exporting a search takes; the NIF dataset needs the normalised NIF. */
    exportPlan(query: ConcessionQuery) {
      const { key, selector } = normaliseQuery(query)
      if (selector.kind === 'nif') {
        return plan(key, deps.api.concessionsByNif(selector.nif, 100)).then((p) => ({
          kind: 'nif' as const,
          nif: selector.nif,
          plan: p,
        }))
      }
      return plan(
        key,
        deps.api.concessionsByGrant(selector.selector, CONCESSIONS_BY_GRANT_PAGE_SIZE),
      ).then((p) => ({
        kind: 'grant' as const,
        label:
          'fund_slug' in selector.selector
            ? selector.selector.fund_slug
            : String(selector.selector.fund_id),
        plan: p,
      }))
    },

    /** Both searches (SC-CONC-1, SC-CONC-2): cached per normalised query, first page only above 20 requests. */
    async search(input: z.output<typeof ConcessionSearchInputSchema>): Promise<ConcessionResult> {
      const { key, selector } = normaliseQuery(input.query)
      const serve = <T>(paged: Paged<T>) =>
        costAware<StoredConcessions<T>>({
          cache: deps.cache,
          connectivity: deps.connectivity,
          key: `${CONCESSIONS_CACHE_PREFIX}${key}`,
          refresh: input.refresh,
          enough: (stored) => stored.complete || !input.loadAll,
          fetch: (stored) => load(key, paged, input, stored?.value),
        })
      // Named fields only: the stored `next` URL stays in main.
      const view = <T>(served: Served<StoredConcessions<T>>) => ({
        key,
        count: served.value.count,
        complete: served.value.complete,
        requestsForAll: served.value.requestsForAll,
        fetchedAt: served.fetchedAt,
        source: served.source,
        stale: served.stale,
        rows: served.value.rows,
      })
      if (selector.kind === 'nif') {
        const served = await serve(deps.api.concessionsByNif(selector.nif, 100))
        return {
          kind: 'nif',
          ...view(served),
          nif: selector.nif,
          taxIdWarning: taxIdProblem(selector.nif),
        }
      }
      return {
        kind: 'grant',
        ...view(
          await serve(
            deps.api.concessionsByGrant(selector.selector, CONCESSIONS_BY_GRANT_PAGE_SIZE),
          ),
        ),
      }
    },
  }
}

export type ConcessionsService = ReturnType<typeof createConcessionsService>
