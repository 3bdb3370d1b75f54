/**
 * Sends the latest of a stream of values at most once per `intervalMs`: the first at once, then the
 * newest at the end of each interval. A renderer redraws what each one changes; a sync's pages
 * come every few milliseconds, far faster than anyone reads a progress bar.
 */
export interface LatestOnly<T> {
  push(value: T): void
  /** Sends what waits, if anything, now. */
  flush(): void
  /** Drops what waits. */
  cancel(): void
  /** The last value sent, or null. */
  sent(): T | null
}

export function latestOnly<T>(intervalMs: number, send: (value: T) => void): LatestOnly<T> {
  let waiting: { value: T } | null = null
  let last: T | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  const deliver = (value: T) => {
    last = value
    send(value)
  }
  const tick = () => {
    timer = null
    if (!waiting) return
    const { value } = waiting
    waiting = null
    deliver(value)
    timer = setTimeout(tick, intervalMs)
  }
  const cancel = () => {
    waiting = null
    if (timer) clearTimeout(timer)
    timer = null
  }

  return {
    push(value) {
      if (timer) {
        waiting = { value }
        return
      }
      deliver(value)
      timer = setTimeout(tick, intervalMs)
    },
    flush() {
      const pending = waiting
      cancel()
      if (pending) deliver(pending.value)
    },
    cancel,
    sent: () => last,
  }
}
