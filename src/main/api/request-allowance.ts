import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { appError, AppFailure } from '@shared/errors'
import { type Paged } from './operations'

/** The requests a task may send before asking: any up to 20, above that what the user confirmed. */
function allowanceOf(confirmed: number | null | undefined): number {
  return Math.max(CONFIRM_ABOVE_REQUESTS, confirmed ?? 0)
}

/** A walk that would send more than the user confirmed (its list grew meanwhile, SC-COST-3). */
function overConfirmedError(confirmed: number): AppFailure {
  return new AppFailure(appError('error.validation.over_confirmed', { confirmed }))
}

/**
 * SC-COST-3 at run time: every paid request of a task is taken from here before it is sent, so a
 * task never sends more than it said. Past its limit it asks `more` for a new one (the whole
 * task's, given the requests now needed in all); by default it refuses with `over_confirmed`.
 * Requests that wait meanwhile wait for the same answer.
 */
export class RequestAllowance {
  /** Requests taken so far. */
  spent = 0
  private limitNow: number
  private asking: Promise<void> | null = null

  /**
   * `ceiling`: the most the task may ever send (the command line's --max-requests), below the 20
   * any task may send unasked; what `more` grants never passes it either.
   */
  constructor(
    confirmed: number | null | undefined,
    private readonly more: (needed: number) => Promise<number> = () =>
      Promise.reject(overConfirmedError(allowanceOf(confirmed))),
    private readonly ceiling = Number.POSITIVE_INFINITY,
  ) {
    this.limitNow = Math.min(allowanceOf(confirmed), ceiling)
  }

  get limit(): number {
    return this.limitNow
  }

  /** Takes one request, once the limit allows it. */
  async take(): Promise<void> {
    while (this.spent >= this.limitNow) await this.raise(this.spent + 1)
    this.spent++
  }

  /** Makes sure `needed` requests in all are allowed, asking once for all who wait. */
  async raise(needed: number): Promise<void> {
    if (needed <= this.limitNow) return
    this.asking ??= this.more(needed).then(
      (granted) => {
        this.limitNow = Math.min(Math.max(this.limitNow, granted), this.ceiling)
        this.asking = null
      },
      (error: unknown) => {
        this.asking = null
        throw error
      },
    )
    await this.asking
    if (needed > this.limitNow) throw overConfirmedError(this.limitNow)
  }

  /** The same operation, each of its requests taken from this allowance first. */
  wrap<T>(paged: Paged<T>): Paged<T> {
    return {
      fetch: async (page, signal, slots) => {
        await this.take()
        return paged.fetch(page, signal, slots)
      },
      follow: async (url, signal, slots) => {
        await this.take()
        return paged.follow(url, signal, slots)
      },
      ...(paged.rowKey ? { rowKey: paged.rowKey } : {}),
      ...(paged.slotted ? { slotted: true } : {}),
    }
  }
}

/** What a walk capped by the command line's --max-requests keeps of what it fetched. */
type CapReason = 'cli_max_requests' | 'cli_max_requests_unkept'

/**
 * The command line's --yes with --max-requests, for every task that costs (issue 33, item 12):
 * more requests are granted up to `upTo` in all; past it the task stops, saying what it spent and
 * what finishing takes (exit 3). `before`: requests the command sent before this task, counted in
 * what it says; `reason`: whether what it fetched is kept (default) or only page 1 is.
 */
export function grantUpTo(
  cap: { upTo: number; before?: number; reason?: CapReason },
  ask: { spent: number; requests: number },
): Promise<number> {
  if (ask.requests <= cap.upTo) return Promise.resolve(ask.requests)
  if (ask.spent < cap.upTo) return Promise.resolve(cap.upTo)
  const before = cap.before ?? 0
  const params = {
    spent: before + ask.spent,
    requests: before + ask.requests,
    max: before + cap.upTo,
  }
  const key =
    cap.reason === 'cli_max_requests_unkept'
      ? 'error.validation.cli_max_requests_unkept'
      : 'error.validation.cli_max_requests'
  return Promise.reject(new AppFailure(appError(key, params)))
}
