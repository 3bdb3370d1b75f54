import { type RequestLimiter } from '../../api/request-limiter'
import { type SessionCache } from '../session-cache'

/** What completing one profile or NIF still takes; not `counted` while its page 1 is not held. */
export interface Remaining {
  requests: number
  counted: boolean
  /**
   * The requests every page took when it was last asked for, from an answer kept at any age: what
   * «Cartera» expects an uncounted one to take again (SC-COST-8).
   */
  lastKnown?: number
}

/** What a portfolio run needs to walk one profile: its signal, limiter and expected requests. */
export interface CollectOptions {
  refresh: boolean
  signal: AbortSignal
  limiter: RequestLimiter
  /** Requests this profile is now expected to take (beyond what the cache holds). */
  onExpected?: (requests: number) => void
  /** The run's cache (writes committed in batches); the service's own otherwise. */
  cache?: SessionCache
}
