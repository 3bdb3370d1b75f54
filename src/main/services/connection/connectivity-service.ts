import { type Connectivity } from '@shared/clients/clients'
import { type Logger } from '../../log/logger'
import { type Emit } from '../../bridge/events'

export interface ConnectivityService {
  state(): Connectivity
  /** A request failed for network reasons: go offline and start probing. */
  reportFailure(): void
  /** The service answered something. */
  reportReachable(): void
  onChange(listener: (online: boolean) => void): () => void
  close(): void
}

export interface ConnectivityOptions {
  /** Resolves true when the service answers (any HTTP status). */
  probe: () => Promise<boolean>
  lastSyncedAt: () => number | null
  emit: Emit
  log: Logger
  firstDelayMs?: number
  maxDelayMs?: number
  random?: () => number
  now?: () => number
}

/**
 * Online until a request fails for network reasons; then one light probe at a time, with
 * exponential backoff and jitter, until the service answers again. Never a polling storm.
 */
export function createConnectivityService(options: ConnectivityOptions): ConnectivityService {
  const firstDelay = options.firstDelayMs ?? 2_000
  const maxDelay = options.maxDelayMs ?? 60_000
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  let online = true
  let since = now()
  let timer: NodeJS.Timeout | null = null
  let delay = firstDelay
  let closed = false
  const listeners = new Set<(online: boolean) => void>()

  const state = (): Connectivity => ({ online, since, lastSyncedAt: options.lastSyncedAt() })

  const set = (next: boolean) => {
    if (next === online) return
    online = next
    since = now()
    options.log.info(next ? 'Conexión recuperada' : 'Sin conexión con el servicio')
    options.emit('connectivity.changed', state())
    for (const listener of listeners) listener(next)
  }

  const schedule = () => {
    if (timer || closed || online) return
    const wait = Math.round(delay * (0.75 + random() / 2))
    delay = Math.min(maxDelay, delay * 2)
    timer = setTimeout(() => {
      timer = null
      options
        .probe()
        .then((reachable) => (reachable ? set(true) : schedule()))
        .catch(() => schedule())
    }, wait)
    timer.unref?.()
  }

  return {
    state,
    reportFailure() {
      set(false)
      schedule()
    },
    reportReachable() {
      delay = firstDelay
      if (timer) clearTimeout(timer)
      timer = null
      set(true)
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      closed = true
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
