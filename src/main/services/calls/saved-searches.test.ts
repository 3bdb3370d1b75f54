import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { CACHE_TTL_MS } from '@shared/concession-costs'
import { CallFiltersSchema } from '@shared/calls'
import { type Cached } from '../../storage/answer-cache'
import { migrate } from '../../storage/migrations'
import { SavedSearchesTable } from '../../storage/saved-searches-table'
import { type ApiClient } from '../../api/operations'
import { type ConnectivityService } from '../connection/connectivity-service'
import { type SessionCache } from '../session-cache'
import { createCallsService } from './calls-service'

/** The service's calls right now: ids listed in pages of 2, as the service would send them. */
function service(ids: { now: number[] }) {
  const sent: number[] = []
  const api = {
    searchCalls: () => ({
      fetch: (page = 1) => {
        sent.push(page)
        const rows = ids.now.slice((page - 1) * 2, page * 2)
        return Promise.resolve({
          count: ids.now.length,
          next: page * 2 < ids.now.length ? `https://x/api/v2/funds/?page=${page + 1}` : null,
          previous: null,
          results: rows.map((id) => ({
            id,
            slug: `c-${id}`,
            formatted_title: `Convocatoria ${id}`,
            status_text: 'Abierta hasta el 30/06/2026',
            new_entity: 0,
            total_amount: id * 1000,
          })),
        })
      },
    }),
  } as unknown as ApiClient
  return { api, sent }
}

function setUp(ids: { now: number[] }) {
  const { api, sent } = service(ids)
  const entries = new Map<string, Cached<unknown>>()
  const who = { account: 'demo#1' as string | null }
  // One cache per account, as the session cache scopes it.
  const cache = {
    scope: () => {
      const account = who.account ?? ''
      return {
        account,
        get: <T>(key: string) => (entries.get(`${account}|${key}`) as Cached<T>) ?? null,
        set: (key: string, value: unknown, fetchedAt = Date.now()) => {
          entries.set(`${account}|${key}`, { value, fetchedAt })
        },
      }
    },
  } as unknown as SessionCache
  const clock = { now: 1_000_000 }
  const connectivity = {
    state: () => ({ online: true, since: 0, lastSyncedAt: null }),
  } as unknown as ConnectivityService
  const db = new Database(':memory:')
  migrate(db)
  const calls = createCallsService({
    api,
    cache,
    connectivity,
    savedTable: new SavedSearchesTable(db),
    account: () => who.account,
    storage: () => 'writable',
    clients: () => [],
    keptDetails: () => null,
    catalogue: () => Promise.resolve(EMPTY_CATALOGUE),
    now: () => clock.now,
  })
  /** The next day: the cache no longer answers. */
  const nextDay = () => {
    clock.now += CACHE_TTL_MS + 1
  }
  return { calls, sent, who, nextDay }
}

const OPEN = CallFiltersSchema.parse({ state: 'open', communities: [7] })
const idsOf = (calls: readonly { id: number }[]) => calls.map((call) => call.id)

describe('saved searches («Búsquedas guardadas»)', () => {
  it('marks what is new since the previous run, and what went, across runs', async () => {
    const ids = { now: [1, 2, 3] }
    const { calls, nextDay, sent } = setUp(ids)
    calls.saved.save({ name: 'Castilla abiertas', filters: OPEN })

    const first = await calls.saved.run({ name: 'castilla abiertas', maxPages: 10 })
    expect(first).toMatchObject({ firstRun: true, complete: true, count: 3, requests: 2, gone: [] })
    expect(first.results.map((call) => call.isNew)).toEqual([false, false, false])

    nextDay()
    ids.now = [2, 3, 4, 5]
    const second = await calls.saved.run({ name: 'Castilla abiertas', maxPages: 10 })
    expect(second.firstRun).toBe(false)
    expect(second.previousRunAt).toBe(first.ranAt)
    expect(second.results.filter((call) => call.isNew).map((call) => call.id)).toEqual([4, 5])
    expect(idsOf(second.gone)).toEqual([1])

    // Within the day nothing is sent again: the same pages, nothing new, nothing gone.
    const before = sent.length
    const third = await calls.saved.run({ name: 'Castilla abiertas', maxPages: 10 })
    expect(sent.length).toBe(before)
    expect(third.requests).toBe(0)
    expect(third.results.some((call) => call.isNew)).toBe(false)
    expect(third.gone).toEqual([])
    expect(calls.saved.list()).toMatchObject([
      { name: 'Castilla abiertas', lastRunAt: third.ranAt, lastCount: 4 },
    ])
  })

  it('says nothing went when a run saw only some pages', async () => {
    const ids = { now: [1, 2, 3, 4] }
    const { calls, nextDay } = setUp(ids)
    calls.saved.save({ name: 'Todo', filters: OPEN })
    await calls.saved.run({ name: 'Todo', maxPages: 10 })
    nextDay()
    const partial = await calls.saved.run({ name: 'Todo', maxPages: 1 })
    expect(partial).toMatchObject({ complete: false, gone: [] })
    expect(idsOf(partial.results)).toEqual([1, 2])
  })

  it('keeps each account’s searches and runs apart', async () => {
    const ids = { now: [1, 2] }
    const { calls, who } = setUp(ids)
    calls.saved.save({ name: 'Mía', filters: OPEN })
    await calls.saved.run({ name: 'Mía', maxPages: 10 })
    who.account = 'demo#2'
    expect(calls.saved.list()).toEqual([])
    await expect(calls.saved.run({ name: 'Mía', maxPages: 1 })).rejects.toMatchObject({
      appError: { code: 'not_found', reason: 'saved_search' },
    })
    calls.saved.save({ name: 'Mía', filters: CallFiltersSchema.parse({}) })
    const theirs = await calls.saved.run({ name: 'Mía', maxPages: 10 })
    expect(theirs.firstRun).toBe(true)
    who.account = 'demo#1'
    expect(calls.saved.list()).toMatchObject([{ name: 'Mía', filters: OPEN, lastCount: 2 }])
    who.account = null
    expect(() => calls.saved.list()).toThrow()
  })

  it('refuses a name taken, and deletes by name', async () => {
    const { calls } = setUp({ now: [1] })
    calls.saved.save({ name: 'Kit', filters: OPEN })
    let refusal: unknown = null
    try {
      calls.saved.save({ name: 'KIT', filters: OPEN })
    } catch (error) {
      refusal = error
    }
    expect(refusal).toMatchObject({ appError: { code: 'conflict', reason: 'saved_search_exists' } })
    expect(calls.saved.delete({ name: 'kit' })).toEqual({ deleted: true })
    expect(calls.saved.list()).toEqual([])
    expect(() => calls.saved.delete({ name: 'Kit' })).toThrow()
    await expect(calls.saved.run({ name: 'Kit', maxPages: 1 })).rejects.toThrow()
  })
})
