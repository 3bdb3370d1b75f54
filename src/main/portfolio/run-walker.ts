import { appError, AppFailure } from '@shared/errors'
import { type PortfolioRunInputSchema } from '@shared/portfolio/portfolio'
import { PORTFOLIO_CONCURRENCY, type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { type z } from 'zod'
import { type CollectOptions } from '../services/simulator/collect-options'
import { grantUpTo, RequestAllowance } from '../api/request-allowance'
import { eachConcurrently, RequestLimiter } from '../api/request-limiter'
import { type PortfolioDeps } from './portfolio-deps'
import { planOf, sum, type Work } from './portfolio-work'

type RunInput = z.output<typeof PortfolioRunInputSchema>

/** How a run's work is done: page 1 of each item first, to count the rest, then every page. */
export interface Steps<T> {
  /** Page 1 of `item` (or what the cache holds): answers the requests its other pages take. */
  first: (item: T, options: CollectOptions) => Promise<number>
  /** Every page of `item`: those held are not asked for again. */
  rest: (item: T, options: CollectOptions) => Promise<void>
}

/** A run waiting for the user's word for more requests. */
interface Waiting {
  requests: number
  resolve: (confirmed: number) => void
}

/** Signed out or changed accounts while a run was under way: nothing of it is kept. */
export function ensureSameAccount(current: () => string | null, account: string): void {
  if (current() !== account)
    throw new AppFailure(appError('error.cancelled.portfolio_account_changed', {}))
}

/**
 * The runs under way, one of each kind: each walks its items `concurrency` requests at once, asks
 * for the user's word past what was confirmed, and can be cancelled.
 */
export function createRunWalker(
  deps: Pick<PortfolioDeps, 'emit' | 'concurrency' | 'runCache' | 'whenMoreNeeded' | 'maxRequests'>,
) {
  const concurrency = deps.concurrency ?? PORTFOLIO_CONCURRENCY
  const running = new Map<PortfolioKind, AbortController>()
  const waiting = new Map<PortfolioKind, Waiting>()

  /**
   * Past the requests confirmed: the user's word for `ask.requests` in all, or the command line's
   * stop. Cancelling the run while it waits cancels the question.
   */
  function moreConfirmed(
    kind: PortfolioKind,
    ask: { spent: number; confirmed: number | null; requests: number },
    signal: AbortSignal,
  ): Promise<number> {
    const policy = deps.whenMoreNeeded
    if (typeof policy === 'object') {
      // --yes: every question answered, up to --max-requests in all (issue 33, item 12).
      return grantUpTo(policy, ask)
    }
    if (policy === 'stop') {
      const more = ask.requests - ask.spent
      const params = { spent: ask.spent, requests: ask.requests, more }
      return Promise.reject(
        new AppFailure(appError('error.validation.cli_needs_yes_pages', params)),
      )
    }
    return new Promise<number>((resolve, reject) => {
      const onAbort = () => {
        waiting.delete(kind)
        reject(new Error('aborted'))
      }
      if (signal.aborted) return onAbort()
      signal.addEventListener('abort', onAbort, { once: true })
      waiting.set(kind, {
        requests: ask.requests,
        resolve: (confirmed) => {
          signal.removeEventListener('abort', onAbort)
          waiting.delete(kind)
          resolve(confirmed)
        },
      })
      deps.emit('portfolio.needsMore', { kind, ...ask })
    })
  }

  /**
   * Walks every item, `concurrency` requests at once, with progress in requests: first page 1 of
   * each (what counts the pages left), then the pages left. SC-COST-3: no request goes past what
   * was confirmed (or 20) without asking again, with the exact count once page 1 of each is in.
   * Cancelled, it throws `cancelled` and nothing is kept of the run (what was fetched stays in the
   * 24-hour cache).
   */
  async function walk<T extends { key: string }>(
    kind: PortfolioKind,
    work: Work<T>,
    steps: Steps<T>,
    input: RunInput,
  ): Promise<{ requests: number; confirmedRequests: number | null }> {
    if (running.has(kind)) {
      throw new AppFailure(appError('error.conflict.portfolio_running', {}))
    }
    const controller = new AbortController()
    const { signal } = controller
    running.set(kind, controller)
    let confirmed = input.confirmedRequests ?? null
    let total = planOf(kind, work).requests
    const progress = () =>
      deps.emit('portfolio.progress', {
        kind,
        done: limiter.sent,
        total: Math.max(total, limiter.sent),
      })
    // The command line's --max-requests: never more in all, even below the 20 sent unasked.
    const policy = deps.whenMoreNeeded
    const ceiling =
      deps.maxRequests ?? (typeof policy === 'object' ? policy.upTo : Number.POSITIVE_INFINITY)
    const allowance = new RequestAllowance(
      confirmed,
      async (needed) => {
        const requests = Math.max(needed, total)
        confirmed = await moreConfirmed(kind, { spent: limiter.sent, confirmed, requests }, signal)
        return confirmed
      },
      ceiling,
    )
    const limiter = new RequestLimiter(concurrency, progress, allowance)
    const cache = deps.runCache?.()
    const options = (refresh: boolean, onExpected?: (requests: number) => void) => ({
      refresh,
      signal,
      limiter,
      ...(cache ? { cache } : {}),
      ...(onExpected ? { onExpected } : {}),
    })
    try {
      deps.emit('portfolio.progress', { kind, done: 0, total })
      const left = new Map<string, number>()
      await eachConcurrently(
        work.items,
        concurrency,
        async (item) => {
          left.set(item.key, await steps.first(item, options(input.refresh)))
        },
        signal,
      )
      if (signal.aborted) throw new Error('aborted')
      total = limiter.sent + sum(left.values())
      progress()
      await allowance.raise(total)
      // Page 1 was just asked for (or the cache's answer taken): the rest follows it, not «refresh».
      await eachConcurrently(
        work.items,
        concurrency,
        (item) =>
          steps.rest(
            item,
            options(false, (requests) => {
              total += requests - (left.get(item.key) ?? 0)
              left.set(item.key, requests)
            }),
          ),
        signal,
      )
      if (signal.aborted) throw new Error('aborted')
      deps.emit('portfolio.progress', { kind, done: limiter.sent, total: limiter.sent })
      return { requests: limiter.sent, confirmedRequests: confirmed }
    } catch (error) {
      if (signal.aborted) {
        throw new AppFailure(appError('error.cancelled.portfolio_cancelled', {}))
      }
      throw error
    } finally {
      // What was paid for stays in the 24-hour cache, however the run ended.
      cache?.flush()
      running.delete(kind)
      waiting.delete(kind)
    }
  }

  return {
    walk,

    /**
     * The user's word for the requests a waiting run asked for (`portfolio.needsMore`), in all;
     * false when no run of that kind waits.
     */
    confirmMore(kind: PortfolioKind, confirmedRequests: number): { continued: boolean } {
      const waiter = waiting.get(kind)
      if (!waiter) return { continued: false }
      if (confirmedRequests < waiter.requests) {
        throw new AppFailure(
          appError('error.validation.needs_confirmation', { requests: waiter.requests }),
        )
      }
      waiter.resolve(confirmedRequests)
      return { continued: true }
    },

    cancel(kind: PortfolioKind): { cancelled: boolean } {
      const controller = running.get(kind)
      controller?.abort()
      return { cancelled: controller !== undefined }
    },

    /** Cancels every run (sign-out, quit). */
    cancelAll(): void {
      for (const controller of running.values()) controller.abort()
    },
  }
}

export type RunWalker = ReturnType<typeof createRunWalker>
