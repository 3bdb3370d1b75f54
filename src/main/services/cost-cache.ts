import { CACHE_TTL_MS } from '@shared/concession-costs'
import { type Cached } from '../storage/answer-cache'
import { isNetworkFailure } from './failures'
import { type ConnectivityService } from './connection/connectivity-service'
import { type SessionCache } from './session-cache'

type Source = 'network' | 'cache'

export interface Served<T> {
  value: T
  fetchedAt: number
  source: Source
  /** Older than a day, shown because the service cannot be reached. */
  stale: boolean
}

/**
 * SC-COST-2: answers that cost credits are reused for 24 hours, and offline at any age; «Actualizar»
 * (`refresh`) asks again. A network failure falls back to what is stored. Only the signed-in
 * account's answers are read or written; signed out, nothing is served.
 */
export async function costAware<T>(options: {
  cache: SessionCache
  connectivity: ConnectivityService
  key: string
  refresh: boolean
  /** Whether a stored answer is enough for this request (e.g. it has the pages asked for). */
  enough?: (stored: T) => boolean
  fetch: (stored: Cached<T> | null) => Promise<T>
  now?: () => number
}): Promise<Served<T>> {
  const now = options.now ?? Date.now
  // Taken once: the answer is stored under the account that asked, even if it signs out meanwhile.
  const cache = options.cache.scope()
  const stored = cache.get<T>(options.key)
  const fresh = (at: number) => now() - at < CACHE_TTL_MS
  const online = options.connectivity.state().online
  if (stored && !options.refresh && (fresh(stored.fetchedAt) || !online)) {
    if (options.enough?.(stored.value) ?? true) {
      return {
        value: stored.value,
        fetchedAt: stored.fetchedAt,
        source: 'cache',
        stale: !fresh(stored.fetchedAt),
      }
    }
  }
  try {
    const usable = stored && !options.refresh && fresh(stored.fetchedAt) ? stored : null
    const value = await options.fetch(usable)
    const fetchedAt = now()
    cache.set(options.key, value, fetchedAt)
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
}
