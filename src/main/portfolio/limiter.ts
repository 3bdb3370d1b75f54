import { type Paged } from '../api/operations'

/**
 * At most `limit` requests in flight across a whole run, whatever the number of profiles or NIFs
 * being walked at once (SC-PAGE-6). Counts the requests actually sent.
 */
export class RequestLimiter {
  private active = 0
  private readonly waiting: (() => void)[] = []
  /** Requests sent so far (answered or not). */
  sent = 0

  constructor(
    private readonly limit: number,
    private readonly onSent: () => void = () => undefined,
  ) {}

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    if (this.active < this.limit) {
      this.active++
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort)
        this.active++
        resolve()
      }
      const onAbort = () => {
        const index = this.waiting.indexOf(start)
        if (index >= 0) this.waiting.splice(index, 1)
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
      }
      if (signal?.aborted) return onAbort()
      signal?.addEventListener('abort', onAbort, { once: true })
      this.waiting.push(start)
    })
  }

  private release(): void {
    this.active--
    this.waiting.shift()?.()
  }

  /** Runs `request` once a slot is free; the slot is given back however it ends. */
  async run<R>(request: () => Promise<R>, signal: AbortSignal | undefined): Promise<R> {
    await this.acquire(signal)
    try {
      this.sent++
      this.onSent()
      return await request()
    } finally {
      this.release()
    }
  }

  /** The same operation, each of its requests through this limiter. */
  wrap<T>(paged: Paged<T>): Paged<T> {
    return {
      fetch: (page, signal) => this.run(() => paged.fetch(page, signal), signal),
      follow: (url, signal) => this.run(() => paged.follow(url, signal), signal),
      ...(paged.rowKey ? { rowKey: paged.rowKey } : {}),
    }
  }
}

/** Runs `task` over `items` with `workers` of them at once, in order of start; stops at the first failure. */
export async function eachConcurrently<T>(
  items: readonly T[],
  workers: number,
  task: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length && !signal?.aborted) {
      const item = items[next++] as T
      try {
        await task(item)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const runs = Array.from({ length: Math.max(1, Math.min(workers, items.length)) }, worker)
  const settled = await Promise.allSettled(runs)
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected')
  if (rejected) throw rejected.reason
}
