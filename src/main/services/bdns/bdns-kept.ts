import { type BdnsKept } from '@shared/bdns/bdns'
import { type BdnsMinimisRow } from '@shared/wire/bdns-wire'
import { type CacheStore } from '../../storage/answer-cache'
import { isNetworkFailure } from '../failures'

/** An answer of BDNS is reused for a day, then asked again (bdns.md: data change daily). */
export const BDNS_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Where BDNS answers are kept when nobody is signed in (the command line without a session): the
 * registry is public and free, so it needs no account, and its answers are kept apart from every
 * account's.
 */
export const PUBLIC_BDNS_ACCOUNT = 'public#bdns'

export interface BdnsStore {
  /** The answer kept under `key`, whatever its age. */
  kept<T>(key: string): { value: T; fetchedAt: number } | null
  /**
   * The answer kept under `key` when younger than a day (unless `refresh`), else asked with
   * `fetch` and kept; when the registry cannot be reached, the kept one at any age, marked stale.
   */
  serve<T>(
    key: string,
    refresh: boolean,
    fetch: (previous: T | null) => Promise<T>,
  ): Promise<BdnsKept<T>>
  /** Keeps `value` under `key` now. */
  keep(key: string, value: unknown): void
}

export function createBdnsStore(
  cache: CacheStore,
  account: () => string | null,
  now: () => number = Date.now,
): BdnsStore {
  const owner = () => `${account() ?? PUBLIC_BDNS_ACCOUNT}`
  const prefixed = (key: string) => `bdns:${key}`
  return {
    kept: <T>(key: string) => cache.get<T>(owner(), prefixed(key)),
    keep(key, value) {
      cache.set(owner(), prefixed(key), value, now())
    },
    async serve<T>(key: string, refresh: boolean, fetch: (previous: T | null) => Promise<T>) {
      // Taken once: the answer is kept for the account that asked, even if it signs out meanwhile.
      const who = owner()
      const stored = cache.get<T>(who, prefixed(key))
      const fresh = (at: number) => now() - at < BDNS_TTL_MS
      if (stored && !refresh && fresh(stored.fetchedAt)) {
        return { value: stored.value, fetchedAt: stored.fetchedAt, source: 'cache', stale: false }
      }
      try {
        const value = await fetch(stored?.value ?? null)
        const fetchedAt = now()
        cache.set(who, prefixed(key), value, fetchedAt)
        return { value, fetchedAt, source: 'network', stale: false }
      } catch (error) {
        if (stored && isNetworkFailure(error)) {
          return {
            value: stored.value,
            fetchedAt: stored.fetchedAt,
            source: 'cache',
            stale: !fresh(stored.fetchedAt),
          }
        }
        throw error
      }
    },
  }
}

/** A NIF's de minimis rows as last read (any age), with no request; null when none are kept. */
export function keptMinimisRows(store: BdnsStore, nif: string): BdnsMinimisRow[] | null {
  return store.kept<BdnsMinimisRow[]>(`minimis:${nif}`)?.value ?? null
}
