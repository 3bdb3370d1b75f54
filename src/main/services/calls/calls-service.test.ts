import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { CallSearchInputSchema, type CallSearchInput } from '@shared/calls'
import { CACHE_TTL_MS } from '@shared/concession-costs'
import { appError, AppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'
import { type Cached } from '../../storage/answer-cache'
import { migrate } from '../../storage/migrations'
import { SavedSearchesTable } from '../../storage/saved-searches-table'
import { type ConnectivityService } from '../connection/connectivity-service'
import { type SessionCache } from '../session-cache'
import { createCallsService } from './calls-service'

function memoryCache(): SessionCache {
  const entries = new Map<string, Cached<unknown>>()
  return {
    scope: () => ({
      account: 'a',
      get: <T>(key: string) => (entries.get(key) as Cached<T> | undefined) ?? null,
      set: (key: string, value: unknown, fetchedAt = Date.now()) => {
        entries.set(key, { value: JSON.parse(JSON.stringify(value)) as unknown, fetchedAt })
      },
      keys: (prefix: string) => [...entries.keys()].filter((key) => key.startsWith(prefix)),
    }),
  }
}

function connectivity(state: { online: boolean }): ConnectivityService {
  return {
    state: () => ({ online: state.online, since: 0, lastSyncedAt: null }),
    reportFailure: () => undefined,
    reportReachable: () => undefined,
    onChange: () => () => undefined,
    close: () => undefined,
  }
}

const PAGE = {
  count: 25,
  next: 'https://x/api/v2/funds/?page=2',
  previous: null,
  results: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    slug: `c-${i}`,
    formatted_title: `Convocatoria ${i}`,
    status_text: 'Abierta hasta el 30/06/2026',
    new_entity: 0,
    total_amount: 1000,
  })),
}

function setUp(answer: (page: number) => Promise<unknown> = () => Promise.resolve(PAGE)) {
  const sent: { data: unknown; page: number }[] = []
  const api = {
    searchCalls: (data: unknown) => ({
      fetch: (page = 1) => {
        sent.push({ data, page })
        return answer(page)
      },
    }),
  } as unknown as ApiClient
  const clock = { now: 1_000_000 }
  const net = { online: true }
  const db = new Database(':memory:')
  migrate(db)
  const who = { account: 'env#1' as string | null }
  const calls = createCallsService({
    api,
    cache: memoryCache(),
    connectivity: connectivity(net),
    savedTable: new SavedSearchesTable(db),
    account: () => who.account,
    storage: () => 'writable',
    clients: () => [],
    keptDetails: () => null,
    catalogue: () => Promise.resolve(EMPTY_CATALOGUE),
    now: () => clock.now,
  })
  const input = (raw: CallSearchInput) => CallSearchInputSchema.parse(raw)
  return { calls, sent, clock, net, input, who }
}

describe('the search of calls through the cost cache', () => {
  it('never sends the same search twice within 24 hours, and asks again after', async () => {
    const { calls, sent, clock, input } = setUp()
    const search = input({ filters: { state: 'open' } })
    expect(calls.cost(search)).toEqual({ requests: 1, kept: false })
    const first = await calls.search(search)
    expect(first).toMatchObject({ count: 25, pages: 3, hasMore: true, fromCache: false })
    expect(first.results[0]).toMatchObject({ closesOn: '2026-06-30', state: 'open' })
    clock.now += CACHE_TTL_MS - 1
    expect(calls.cost(search)).toEqual({ requests: 0, kept: true })
    const again = await calls.search(input({ filters: { state: 'open', order: 'closing' } }))
    expect(again).toMatchObject({ fromCache: true, fetchedAt: 1_000_000 })
    expect(sent).toHaveLength(1)
    clock.now += 2
    await calls.search(search)
    expect(sent).toHaveLength(2)
    await calls.search(input({ filters: { state: 'open' }, page: 2 }))
    expect(sent.map((s) => s.page)).toEqual([1, 1, 2])
  })

  it('offline, shows the kept page at any age with its age', async () => {
    const { calls, clock, net, input } = setUp()
    const search = input({ filters: {} })
    await calls.search(search)
    clock.now += 3 * CACHE_TTL_MS
    net.online = false
    expect(calls.cost(search).requests).toBe(0)
    expect(await calls.search(search)).toMatchObject({
      fromCache: true,
      stale: true,
      fetchedAt: 1_000_000,
    })
  })

  it('turns a 404 on page 1 into the typed failure «no_calls», and past the end into no rows', async () => {
    const notFound = () =>
      Promise.reject(new AppFailure(appError('error.not_found.missing', {}, { status: 404 })))
    const { calls, input } = setUp(notFound)
    await expect(calls.search(input({ filters: {} }))).rejects.toMatchObject({
      appError: { code: 'not_found', reason: 'no_calls' },
    })
    expect(await calls.search(input({ filters: {}, page: 4 }))).toMatchObject({
      results: [],
      hasMore: false,
    })
  })
})
