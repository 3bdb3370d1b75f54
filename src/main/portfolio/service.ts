import { appError, AppFailure } from '@shared/errors'
import {
  type PortfolioPlan,
  type PortfolioPlanInputSchema,
  type PortfolioRun,
  type PortfolioRunInputSchema,
} from '@shared/portfolio/portfolio'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { deadlinesOf } from '@shared/portfolio/portfolio-deadlines'
import { type z } from 'zod'
import { runAid } from './aid-run'
import { markReceived, runOpportunities } from './opportunities-run'
import { type PortfolioDeps, type RunDeps } from './portfolio-deps'
import { aidWork, opportunitiesWork, planOf } from './portfolio-work'
import { createRunWalker } from './run-walker'

type PlanInput = z.output<typeof PortfolioPlanInputSchema>
type RunInput = z.output<typeof PortfolioRunInputSchema>

const signedOut = () => new AppFailure(appError('error.no_session.signed_out', {}))

/**
 * «Cartera»: the simulator over every distinct profile of the clients in scope, and concessions
 * over every distinct NIF, four requests at a time through the services' 24-hour cache, with
 * progress and cancel; each finished run is kept per account, compared with the one before.
 */
export function createPortfolioService(portfolioDeps: PortfolioDeps) {
  const deps: RunDeps = { ...portfolioDeps, now: portfolioDeps.now ?? Date.now }
  const walker = createRunWalker(deps)

  const requireAccount = () => {
    const account = deps.account()
    if (!account) throw signedOut()
    return account
  }

  return {
    /** What a run will cost; nothing is sent. */
    async plan(input: PlanInput): Promise<PortfolioPlan> {
      requireAccount()
      const { filter } = input.scope
      return input.kind === 'opportunities'
        ? planOf('opportunities', (await opportunitiesWork(deps, filter, input.refresh)).work)
        : planOf('aid', aidWork(deps, filter, input.refresh).work)
    },

    run(input: RunInput): Promise<PortfolioRun> {
      const account = requireAccount()
      return input.kind === 'opportunities'
        ? runOpportunities(deps, walker, input, account)
        : runAid(deps, walker, input, account)
    },

    /** The user's word for the requests a waiting run asked for (see RunWalker). */
    confirmMore: (kind: PortfolioKind, confirmedRequests: number) =>
      walker.confirmMore(kind, confirmedRequests),
    cancel: (kind: PortfolioKind) => walker.cancel(kind),
    /** Cancels every run (sign-out, quit). */
    cancelAll: () => walker.cancelAll(),

    latest(kind: PortfolioKind): PortfolioRun | null {
      const run = deps.store.latest(requireAccount(), kind)
      return run?.kind === 'opportunities' ? markReceived(deps.concessions, run) : run
    },

    deadlines() {
      return deadlinesOf(deps.store.latest(requireAccount(), 'opportunities'))
    },
  }
}

export type PortfolioService = ReturnType<typeof createPortfolioService>
