import { type Progress } from '../../api/page-walker'
import { type ApiClient } from '../../api/operations'
import { type RequestAllowance } from '../../api/request-allowance'
import { type ConnectivityService } from '../../services/connection/connectivity-service'
import { type SessionCache } from '../../services/session-cache'

/** What a plan over the service's pages needs: the API, this account's cache, the connection. */
export interface RemotePlanDeps {
  api: ApiClient
  cache: SessionCache
  connectivity: ConnectivityService
}

/**
 * What exporting one list takes, worked out before asking where to save: the rows expected, the
 * requests still to make (SC-COST-3: above 20 the user confirms, and the walk takes each of them
 * from `allowance`, so it never sends more), and the rows, page by page, in order.
 */
export interface ExportPlan<T> {
  rows: number
  requests: number
  /** The rows it holds before any request: all of a local plan's, a remote one's first pages. */
  held?: readonly T[]
  pages: (options: {
    signal: AbortSignal
    onProgress: (progress: Progress) => void
    allowance: RequestAllowance
  }) => AsyncIterable<readonly T[]>
}

/** A plan over rows main already holds: no request, one page. */
export function localPlan<T>(rows: readonly T[]): ExportPlan<T> {
  return {
    rows: rows.length,
    requests: 0,
    held: rows,
    // oxlint-disable-next-line typescript/require-await -- rows already in memory, one page
    async *pages({ onProgress }) {
      yield rows
      onProgress({ done: 1, total: 1 })
    },
  }
}

/** The same plan with each row turned into another (a mark added), page by page. */
export function mapPlan<T, U>(plan: ExportPlan<T>, map: (row: T) => U): ExportPlan<U> {
  return {
    rows: plan.rows,
    requests: plan.requests,
    async *pages(options) {
      for await (const page of plan.pages(options)) yield page.map(map)
    },
  }
}
