import {
  type Call,
  type CallFilters,
  type SavedRun,
  type SavedSearch,
  type SavedSearchNameSchema,
} from '@shared/calls'
import { appError, AppFailure } from '@shared/errors'
import { type StorageMode } from '@shared/storage'
import { type z } from 'zod'
import { type SavedSearchesTable } from '../../storage/saved-searches-table'
import { requireAccount } from '../signed-in'
import { type CallSearch } from './call-search'

type Name = z.output<typeof SavedSearchNameSchema>

const missing = (name: string) => new AppFailure(appError('error.not_found.saved_search', { name }))

/**
 * «Búsquedas guardadas»: searches of calls kept per account under a name (the vendor web app's
 * «Alertas», which its API lacks). A run asks its pages through the cost cache (never the same
 * page twice a day), marks each call new when the previous run did not list it (none on the
 * first run), and lists the calls of the previous run no longer found (only when this run saw
 * every page: an incomplete one cannot say a call went).
 */
export function savedSearches(deps: {
  table: SavedSearchesTable
  account: () => string | null
  storage: () => StorageMode
  search: CallSearch
  now: () => number
}) {
  const account = () => requireAccount(deps.account())
  const writable = () => {
    const mode = deps.storage()
    if (mode !== 'writable') {
      throw new AppFailure(appError('error.storage.saved_search_read_only', { mode }))
    }
  }

  /** Every page up to `maxPages`, and what they cost (pages not kept). */
  async function pagesOf(filters: CallFilters, maxPages: number) {
    const first = await deps.search.search(filters, 1)
    let requests = first.fromCache ? 0 : 1
    const rows = new Map<number, Call>(first.results.map((call) => [call.id, call]))
    let last = first
    for (let page = 2; page <= Math.min(first.pages, maxPages) && last.hasMore; page++) {
      last = await deps.search.search(filters, page)
      if (!last.fromCache) requests += 1
      for (const call of last.results) if (!rows.has(call.id)) rows.set(call.id, call)
    }
    return { count: first.count, rows: [...rows.values()], complete: !last.hasMore, requests }
  }

  return {
    list: (): SavedSearch[] => deps.table.list(account()),

    /** The search kept under `name` (compared without case). */
    find(name: Name): SavedSearch {
      const kept = deps.table.get(account(), name)
      if (!kept) throw missing(name)
      return kept.search
    },

    save(input: { name: Name; filters: CallFilters }): SavedSearch {
      const owner = account()
      writable()
      const search = { name: input.name, filters: input.filters, createdAt: deps.now() }
      if (!deps.table.add(owner, search)) {
        throw new AppFailure(appError('error.conflict.saved_search_exists', { name: input.name }))
      }
      return { ...search, lastRunAt: null, lastCount: null }
    },

    delete(input: { name: Name }): { deleted: true } {
      const owner = account()
      writable()
      if (!deps.table.delete(owner, input.name)) throw missing(input.name)
      return { deleted: true }
    },

    async run(input: { name: Name; maxPages: number }): Promise<SavedRun> {
      const owner = account()
      const kept = deps.table.get(owner, input.name)
      if (!kept) throw missing(input.name)
      const { search, lastRun } = kept
      const found = await pagesOf(search.filters, input.maxPages)
      const listed = new Set(found.rows.map((call) => call.id))
      const before = new Set(lastRun?.results.map((call) => call.id) ?? [])
      const ranAt = deps.now()
      writable()
      deps.table.recordRun(owner, search.name, ranAt, {
        count: found.count,
        complete: found.complete,
        results: found.rows,
      })
      return {
        name: search.name,
        count: found.count,
        results: found.rows.map((call) => ({
          ...call,
          isNew: lastRun !== null && !before.has(call.id),
        })),
        gone:
          lastRun && found.complete ? lastRun.results.filter((call) => !listed.has(call.id)) : [],
        firstRun: lastRun === null,
        complete: found.complete,
        requests: found.requests,
        ranAt,
        previousRunAt: search.lastRunAt,
      }
    },
  }
}
