import { appError, AppFailure } from '@shared/errors'
import { type Cached, type CacheStore } from '../cache/cache-store'

/** The cached answers of one account: the one signed in when it was taken. */
export interface AccountCache {
  readonly account: string
  get<T>(key: string): Cached<T> | null
  /** Skipped once that account is no longer the signed-in one (signed out, erased, another user). */
  set(key: string, value: unknown, fetchedAt?: number): void
}

/** Cached answers bound to the signed-in account, so a service never names an account itself. */
export interface SessionCache {
  /** The signed-in account's cache; throws `no_session` when nobody is signed in. */
  scope(): AccountCache
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
      }
    },
  }
}
