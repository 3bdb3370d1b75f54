/**
 * At most `limit` requests on the wire at once (SC-PAGE-6). A request holds a slot from before it
 * is sent until its body has been read: reading the answer afterwards (parsing, checking, storing)
 * holds none, so the next request need not wait for it.
 */
export class RequestSlots {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(readonly limit: number) {}

  /** Resolves with the slot's release once one is free (in order of asking); rejects on abort. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.active < this.limit) return Promise.resolve(this.take())
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort)
        resolve(this.take())
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

  /** Slots taken now. */
  get inUse(): number {
    return this.active
  }

  private take(): () => void {
    this.active++
    let released = false
    return () => {
      if (released) return
      released = true
      this.active--
      this.waiting.shift()?.()
    }
  }
}
