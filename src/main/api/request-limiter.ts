import { type Paged } from './operations'
import { type RequestAllowance } from './request-allowance'
import { RequestSlots } from './request-slots'

/**
 * At most `limit` requests in flight across a whole run, whatever the number of profiles or NIFs
 * being walked at once (SC-PAGE-6), and no more in all than the run's allowance (SC-COST-3).
 * Counts the requests actually sent.
 */
export class RequestLimiter {
  private readonly slots: RequestSlots
  /** Requests sent so far (answered or not). */
  sent = 0

  constructor(
    limit: number,
    private readonly onSent: () => void = () => undefined,
    private readonly allowance?: RequestAllowance,
  ) {
    this.slots = new RequestSlots(limit)
  }

  /** Runs `request` once a slot is free; the slot is given back however it ends. */
  async run<R>(request: () => Promise<R>, signal: AbortSignal | undefined): Promise<R> {
    // Before a slot: a run waiting for the user's word holds none.
    await this.allowance?.take()
    const release = await this.slots.acquire(signal)
    try {
      this.sent++
      this.onSent()
      return await request()
    } finally {
      release()
    }
  }

  /** The same operation, each of its requests through this limiter (and the walk's slots). */
  wrap<T>(paged: Paged<T>): Paged<T> {
    return {
      fetch: (page, signal, slots) => this.run(() => paged.fetch(page, signal, slots), signal),
      follow: (url, signal, slots) => this.run(() => paged.follow(url, signal, slots), signal),
      ...(paged.rowKey ? { rowKey: paged.rowKey } : {}),
      ...(paged.slotted ? { slotted: true } : {}),
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
