/**
 * «The latest request wins» for a store: each request (or each list of requests that belong
 * together) takes a turn, and an answer may change the screen only while its turn is the latest.
 * A later request, a reset or another account makes every earlier answer be dropped on arrival.
 */
export interface LatestRequest {
  /** Starts a new turn: every answer of an earlier one will be dropped. */
  next(): number
  /** The turn running now, for more requests of the same one (another page of the same list). */
  current(): number
  /** Whether an answer of `turn` may still change the screen. */
  isLatest(turn: number): boolean
  /** Drops every answer under way without starting a request (a reset, another account). */
  drop(): void
}

export function latestRequest(): LatestRequest {
  let turn = 0
  return {
    next: () => ++turn,
    current: () => turn,
    isLatest: (mine) => mine === turn,
    drop: () => {
      turn++
    },
  }
}
