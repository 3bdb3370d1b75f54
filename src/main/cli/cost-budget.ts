import { appError, AppFailure } from '@shared/errors'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { grantUpTo } from '../api/request-allowance'
import { type CliContext } from './cli-context'
import { type CostFlags } from './commands/cost-args'
import { confirmRequests } from './confirm'

/**
 * One mechanism for every command that costs (SC-COST-3, issue 33 item 12): the first question
 * (exit 2 without --yes above «No preguntar por menos de N consultas»), --yes answering every
 * question of the run, --max-requests N capping what it sends (exit 3), and the cost line on
 * stderr: what it spent against what it first estimated.
 */
export interface CostBudget {
  /** --yes: every question of the run answered. */
  readonly yes: boolean
  /** The first question: `requests` more to send (`sent`: whether page 1 already went). */
  ask(requests: number, sent?: 'nothing' | 'first page'): void
  /** `ask` and `refuseAbove` for a command that knows its requests before sending any. */
  asked(requests: number): void
  /** Requests the cap leaves to send (Infinity without --max-requests). */
  left(): number
  /** `requests` more would pass the cap: nothing more is sent, and it says what finishing takes. */
  refuseAbove(requests: number): void
  /** The stop at the cap after sending what it allowed: `requests` more were still needed. */
  stopped(requests: number): AppFailure
  /** What a portfolio run does past what was confirmed (PortfolioDeps' whenMoreNeeded). */
  whenMoreNeeded: 'stop' | { upTo: number }
  /**
   * What a walk starting now does past what was confirmed (RequestAllowance's `more`: with --yes,
   * up to the cap) and the most it may send (`ceiling`: what the cap leaves).
   */
  walk(): { more?: (needed: number) => Promise<number>; ceiling: number }
  /** With --yes, on stderr: what it spent against what it first estimated. */
  report(spent?: number): void
}

export function costBudget(ctx: CliContext, flags: CostFlags): CostBudget {
  const max = flags.maxRequests ?? Number.POSITIVE_INFINITY
  const askAbove = flags.askAbove ?? ctx.askAbove()
  let estimated: number | null = null
  const spent = () => ctx.paidRequests()
  const capped = (requests: number) =>
    new AppFailure(
      appError('error.validation.cli_max_requests', {
        spent: spent(),
        requests: spent() + requests,
        max,
      }),
    )
  return {
    yes: flags.yes,
    ask(requests, sent = 'nothing') {
      estimated ??= spent() + requests
      confirmRequests(requests, flags.yes, sent, askAbove)
    },
    asked(requests) {
      this.ask(requests)
      this.refuseAbove(requests)
    },
    left: () => Math.max(0, max - spent()),
    refuseAbove(requests) {
      if (requests > max - spent()) throw capped(requests)
    },
    stopped: capped,
    whenMoreNeeded: flags.yes ? { upTo: max } : 'stop',
    walk() {
      const before = spent()
      const cap = { upTo: max - before, before, reason: 'cli_max_requests_unkept' as const }
      if (!flags.yes) return { ceiling: cap.upTo }
      return {
        more: (needed) => grantUpTo(cap, { spent: needed - 1, requests: needed }),
        ceiling: cap.upTo,
      }
    },
    report(done = spent()) {
      if (!flags.yes) return
      ctx.output.warn(
        renderMessage('es', 'cli.warning.requests_spent', {
          spent: done,
          estimated: estimated ?? done,
        }),
      )
    },
  }
}

/** A command of one paid request (a page, a search, a simulation by NIF): asked and capped. */
export function onePaidRequest(ctx: CliContext, flags: CostFlags): CostBudget {
  const budget = costBudget(ctx, flags)
  budget.asked(1)
  return budget
}
