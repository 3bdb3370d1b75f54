import { RequestSlots } from '../../api/request-slots'
import { sleep } from '../../api/backoff'

/** BDNS allows 10 requests a second and none at once (bdns.md §3); we stay at half of that. */
const BDNS_MIN_GAP_MS = 200

/**
 * One request on the wire at a time, each sent at least `gapMs` after the one before: the slot of
 * `send` (api/http.ts), held from sending to the body read, is taken only once the gap has passed.
 */
export class BdnsPacer extends RequestSlots {
  private lastStart = Number.NEGATIVE_INFINITY

  constructor(
    private readonly gapMs = BDNS_MIN_GAP_MS,
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number, signal?: AbortSignal) => Promise<void> = sleep,
  ) {
    super(1)
  }

  override async acquire(signal?: AbortSignal): Promise<() => void> {
    const release = await super.acquire(signal)
    const gap = this.lastStart + this.gapMs - this.now()
    if (gap > 0) {
      try {
        await this.wait(gap, signal)
      } catch (error) {
        release()
        throw error
      }
    }
    this.lastStart = this.now()
    return release
  }
}
