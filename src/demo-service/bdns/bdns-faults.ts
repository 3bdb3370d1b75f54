/**
 * The demo registry's faults (bdns.md §3, §6), off until a test or the demo asks: the next answers
 * given a fault of their own, and 429 on bursts (a request sooner than `burstGapMs` after the one
 * before it, as the real service answers bursts even under its average rate).
 */
export const BDNS_FAULTS = ['maintenance', '429', '429-retry-after', 'html', '503'] as const
export type BdnsFault = (typeof BDNS_FAULTS)[number]

export class BdnsFaults {
  private readonly queued: BdnsFault[] = []
  private lastArrival = Number.NEGATIVE_INFINITY
  /** 0 (the default): no 429 for bursts. */
  private burstGapMs = 0

  constructor(private readonly now: () => number) {}

  /** The next `count` requests get `fault`, after those already queued. */
  queue(fault: BdnsFault, count = 1): void {
    for (let n = 0; n < count; n++) this.queued.push(fault)
  }

  /** 429 for a request sooner than `ms` after the one before (0: never); counts from the next. */
  setBurstGap(ms: number): void {
    this.burstGapMs = ms
    this.lastArrival = Number.NEGATIVE_INFINITY
  }

  clear(): void {
    this.queued.length = 0
    this.burstGapMs = 0
  }

  /** The fault of a request arriving now, if any. */
  take(): BdnsFault | null {
    const now = this.now()
    const burst = this.burstGapMs > 0 && now - this.lastArrival < this.burstGapMs
    this.lastArrival = now
    if (burst) return '429'
    return this.queued.shift() ?? null
  }
}
