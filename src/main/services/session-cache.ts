import { appError, AppFailure } from '@shared/errors'
import { type Cached, type CacheStore } from '../storage/answer-cache'

/** The cached answers of one account: the one signed in when it was taken. */
export interface AccountCache {
  readonly account: string
  get<T>(key: string): Cached<T> | null
  /** Skipped once that account is no longer the signed-in one (signed out, erased, another user). */
  set(key: string, value: unknown, fetchedAt?: number): void
  /** The keys stored that start with `prefix`. */
  keys(prefix: string): string[]
}

/** Cached answers bound to the signed-in account, so a service never names an account itself. */
export interface SessionCache {
  /** The signed-in account's cache; throws `no_session` when nobody is signed in. */
  scope(): AccountCache
}

/** A session cache whose writes are held briefly and committed together. */
export interface BatchedSessionCache extends SessionCache {
  /** Commits every held write now (the end of a run, finished, failed or cancelled). */
  flush(): void
}

/** Held writes are committed once this many are waiting… */
const BATCH_ENTRIES = 64
/** …or this long after the first of them. */
const BATCH_DELAY_MS = 200

/**
 * For a run that stores thousands of answers in a row (the portfolio): each commit of the database
 * waits for the disk (synchronous = FULL) and blocks the event loop, so one commit per answer
 * leaves the requests in flight unattended. Writes are held for at most BATCH_DELAY_MS and
 * committed together; reads see them at once. A crash loses at most those held answers.
 */
export function createBatchedCache(
  store: CacheStore,
  account: () => string | null,
): BatchedSessionCache {
  const held = new Map<
    string,
    { account: string; key: string; value: unknown; fetchedAt: number }
  >()
  let timer: NodeJS.Timeout | null = null
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    // An answer that arrives after its account left must not bring its data back.
    const current = account()
    const entries = [...held.values()].filter((entry) => entry.account === current)
    held.clear()
    store.setMany(entries)
  }
  return {
    flush,
    scope() {
      const pinned = account()
      if (!pinned) {
        throw new AppFailure(appError('error.no_session.signed_out', {}))
      }
      const id = (key: string) => `${pinned}\u0000${key}`
      return {
        account: pinned,
        get: <T>(key: string) => {
          const entry = held.get(id(key))
          return entry
            ? { value: entry.value as T, fetchedAt: entry.fetchedAt }
            : store.get<T>(pinned, key)
        },
        set(key, value, fetchedAt = Date.now()) {
          if (account() !== pinned) return
          held.set(id(key), { account: pinned, key, value, fetchedAt })
          if (held.size >= BATCH_ENTRIES) flush()
          else timer ??= setTimeout(flush, BATCH_DELAY_MS)
        },
        keys(prefix) {
          const waiting = [...held.values()]
            .filter((entry) => entry.account === pinned && entry.key.startsWith(prefix))
            .map((entry) => entry.key)
          return [...new Set([...store.keys(pinned, prefix), ...waiting])]
        },
      }
    },
  }
}

export function createSessionCache(store: CacheStore, account: () => string | null): SessionCache {
  return {
    scope() {
      const pinned = account()
      if (!pinned) {
        throw new AppFailure(appError('error.no_session.signed_out', {}))
      }
      return {
        account: pinned,
        get: <T>(key: string) => store.get<T>(pinned, key),
        set(key, value, fetchedAt) {
          // An answer that arrives after its account left must not bring its data back.
          if (account() === pinned) store.set(pinned, key, value, fetchedAt)
        },
        keys: (prefix) => store.keys(pinned, prefix),
      }
    },
  }
}
