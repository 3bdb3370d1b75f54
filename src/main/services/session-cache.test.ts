import Database from 'better-sqlite3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CacheStore } from '../storage/answer-cache'
import { migrate } from '../storage/migrations'
import { createBatchedCache } from './session-cache'

function setUp() {
  const db = new Database(':memory:')
  migrate(db)
  const store = new CacheStore(db)
  const who = { account: 'demo#1' as string | null }
  const commits = vi.spyOn(store, 'setMany')
  return { db, store, who, commits, cache: createBatchedCache(store, () => who.account) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the batched cache of a portfolio run', () => {
  it('serves a held answer at once and commits many answers together', () => {
    const { store, cache, commits } = setUp()
    const scope = cache.scope()
    scope.set('simulator:a', { pages: [1] }, 1000)
    expect(scope.get('simulator:a')).toEqual({ value: { pages: [1] }, fetchedAt: 1000 })
    expect(store.get('demo#1', 'simulator:a')).toBeNull()
    for (let n = 1; n < 64; n++) scope.set(`simulator:${n}`, n)
    // The 64th answer commits all of them in one transaction.
    expect(commits).toHaveBeenCalledTimes(1)
    expect(commits.mock.calls[0]?.[0]).toHaveLength(64)
    expect(store.get('demo#1', 'simulator:a')?.value).toEqual({ pages: [1] })
    expect(store.get('demo#1', 'simulator:63')?.value).toBe(63)
  })

  it('commits what it holds shortly after, or when the run ends', () => {
    vi.useFakeTimers()
    const { store, cache } = setUp()
    cache.scope().set('simulator:a', 1)
    vi.advanceTimersByTime(250)
    expect(store.get('demo#1', 'simulator:a')?.value).toBe(1)
    cache.scope().set('simulator:b', 2)
    cache.flush()
    expect(store.get('demo#1', 'simulator:b')?.value).toBe(2)
  })

  it('never writes an answer for an account that has left', () => {
    const { store, cache, who } = setUp()
    const scope = cache.scope()
    scope.set('simulator:a', 1)
    who.account = null
    scope.set('simulator:b', 2)
    cache.flush()
    expect(store.get('demo#1', 'simulator:a')).toBeNull()
    expect(store.get('demo#1', 'simulator:b')).toBeNull()
    expect(() => cache.scope()).toThrow()
  })
})
