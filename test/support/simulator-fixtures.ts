import { type MarkedOpportunity, type SimulatorResult } from '@shared/simulator'

/**
 * The simulator's answer of one complete page, fetched from the service: `rows`, counted as
 * `count` (their number unless told), for a client when `concessionsStored` says so.
 */
export function simulatorResult(
  rows: MarkedOpportunity[],
  { count = rows.length, concessionsStored = null }: Partial<SimulatorResult> = {},
): SimulatorResult {
  return {
    key: 'k',
    rows,
    count,
    loadedPages: 1,
    totalPages: 1,
    complete: true,
    requestsForAll: 1,
    fetchedAt: 0,
    source: 'network',
    stale: false,
    concessionsStored,
  }
}
