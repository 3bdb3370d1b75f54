import { type ClientData } from '@shared/wire/client'
import { type BdnsMinimisRow } from '@shared/wire/bdns-wire'
import { type PortfolioFilter } from '@shared/portfolio/portfolio'
import { type ConcessionsService } from '../services/concessions/concessions-service'
import { type GrantNeighboursService } from '../services/grants/grant-neighbours-service'
import { type BatchedSessionCache } from '../services/session-cache'
import { type SimulatorService } from '../services/simulator/simulator-service'
import { type Notifier } from '../base/notifier-port'
import { type Emit } from '../bridge/events'
import { type PortfolioRunsStore } from '../storage/portfolio-runs'

export interface PortfolioDeps {
  /** The clients of a clients-list filter (null: every client), in the list's order. */
  clients: (filter: PortfolioFilter | null) => ClientData[]
  simulator: SimulatorService
  /**
   * The simulation by NIF and CNAE (SC-NIFSIM-4): clients without applicant types or actions but
   * with a NIF, a province and a CNAE are simulated so. Without it, only complete profiles.
   */
  neighbours?: GrantNeighboursService
  /** A client's CNAE id as the class code the service takes; default: the id is the code. */
  cnaeCode?: () => Promise<(id: number) => string | null>
  concessions: ConcessionsService
  store: PortfolioRunsStore
  /** `${environmentKey}#${userId}` of the signed-in account, or null. */
  account: () => string | null
  /** The setting `aidThreshold`. */
  threshold: () => number
  emit: Emit
  notifier: Notifier
  now?: () => number
  /** Requests in flight at once (default 4, SC-PAGE-6). */
  concurrency?: number
  /**
   * A cache for one run whose writes are committed in batches (one disk wait per batch, not per
   * answer); without it the services' own cache writes each answer as it comes.
   */
  runCache?: () => BatchedSessionCache
  /**
   * A run that needs more requests than were confirmed (SC-COST-3): `ask` (the app) pushes
   * `portfolio.needsMore` and waits for `confirmMore` or `cancel`; `stop` (the command line) ends
   * the run saying how many more, what it fetched kept in the cache; `{ upTo }` (the command line's
   * --yes, with --max-requests) agrees to more up to that many in all, and past it ends the run
   * saying what is missing (exit 3). Default `ask`.
   */
  whenMoreNeeded?: 'ask' | 'stop' | { upTo: number }
  /** The command line's --max-requests: no run sends more, whether --yes answered or not. */
  maxRequests?: number
  /**
   * What is known, with no request, of which aid is de minimis (issue 36): a grant's kept
   * evaluation or normative («Sujeta a minimis»), and the official registry's kept rows of a NIF.
   * Without it, every concession's nature is unknown.
   */
  deMinimis?: {
    grant: (fundId: number) => Promise<boolean | null>
    registry: (nif: string) => readonly BdnsMinimisRow[] | null
    /** The BDNS codes a grant's kept normative names (none when not kept). */
    codes?: (fundId: number) => Promise<readonly string[]>
  }
}

/** The deps a run reads, its clock settled. */
export type RunDeps = PortfolioDeps & { now: () => number }
