import { AppFailure } from '@shared/errors'
import { cancelledError } from './app-errors'

const BASE_DELAY_MS = 400
const MAX_DELAY_MS = 8_000

/** Exponential backoff with jitter: attempt 1 waits 200–400 ms, attempt 2 400–800 ms, … */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1))
  return Math.round(ceiling * (0.5 + random() / 2))
}

/** `Retry-After` in seconds or as an HTTP date; `null` when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

/** A delay the caller can cancel. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AppFailure(cancelledError()))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new AppFailure(cancelledError()))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
