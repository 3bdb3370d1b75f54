import { type FaultKind, type FaultMatch, type FaultPlan } from './faults'
import { type HeldAnswers } from './held-answers'
import { type Readings } from './readings'
import { type StoredClient } from './seed/clients-seed'
import { type DemoServiceState } from './state'

/** One handled request. `status` is 0 when a `reset` or `timeout` fault sent no answer. */
export interface RequestRecord {
  method: string
  /** Without the query. */
  path: string
  /** Path and query, as received. */
  url: string
  status: number
  fault: FaultKind | null
  /** A JSON body as the route read it (a POST's or PATCH's); absent when none was sent or read. */
  body?: unknown
}

/** Test hooks: deterministic faults, the request log, and changes made «on the server». */
export interface DemoServiceControl {
  failNext(kind: FaultKind, count?: number, match?: FaultMatch): void
  /** The requests `match` names answer 404, as on a service without that operation. */
  disableRoute(match: FaultMatch & { path: RegExp }): void
  /** Every disabled route answers again. */
  enableRoutes(): void
  /** Live log, oldest first. */
  readonly requests: readonly RequestRecord[]
  /** Requests received and not yet answered or dropped (waiting on latency or a timeout fault). */
  readonly pending: number
  /** The most requests open at once since the log was last cleared. */
  readonly peakPending: number
  /** Empties the log and starts the peak of open requests again. */
  clearRequests(): void
  setLatency(ms: number): void
  /**
   * Keeps back the answers to the requests `match` names (all by default), after letting `pass` of
   * them through, until `release()`: work stays under way for as long as a test needs.
   */
  hold(match?: FaultMatch, pass?: number): void
  release(): void
  /** Requests held unanswered right now. */
  readonly held: number
  /** Every token issued so far answers 401 from now on. */
  expireTokens(): void
  setCredits(email: string, credits: number): void
  updateClient(id: number, changes: Partial<StoredClient>): StoredClient
  setClientExperts(id: number, expertIds: readonly number[]): StoredClient
  deleteClient(id: number): void
  /** False: every case-file operation answers 404, as on a service without them. */
  setCaseFiles(enabled: boolean): void
  /**
   * False: `funds/opportunities-by-cif/` and `funds/concessions/` answer 404, as on a service
   * without them (our description).
   */
  setGrantNeighbours(enabled: boolean): void
  /** False: the five operations of a grant's detail answer 404, as on a service without them. */
  setGrantDetails(enabled: boolean): void
  /** False: `funds/` (the search of calls) answers 404, as on a service without it. */
  setCalls(enabled: boolean): void
  /** Reads the documents' open points as `readings` says from now on (readings.ts). */
  setReadings(readings: Partial<Readings>): void
  /** `count` more concessions of the grant `slug`, listed last: a list that grows meanwhile. */
  publishConcessions(slug: string, count: number): void
}

export interface ControlTarget {
  state: DemoServiceState
  faults: FaultPlan
  log: RequestRecord[]
  pending(): number
  peakPending(): number
  resetPeak(): void
  setLatency(ms: number): void
  setCaseFiles(enabled: boolean): void
  setGrantNeighbours(enabled: boolean): void
  setGrantDetails(enabled: boolean): void
  setCalls(enabled: boolean): void
  setReadings(readings: Partial<Readings>): void
  holds: HeldAnswers
}

export function createControl(target: ControlTarget): DemoServiceControl {
  const { state, faults, log } = target
  return {
    failNext: (kind, count, match) => faults.failNext(kind, count, match),
    disableRoute: (match) => faults.disableRoute(match),
    enableRoutes: () => faults.enableRoutes(),
    get requests() {
      return log
    },
    get pending() {
      return target.pending()
    },
    get peakPending() {
      return target.peakPending()
    },
    clearRequests: () => {
      log.length = 0
      target.resetPeak()
    },
    setLatency: (ms) => target.setLatency(ms),
    hold: (match, pass) => target.holds.hold(match, pass),
    release: () => target.holds.release(),
    get held() {
      return target.holds.held
    },
    expireTokens: () => state.tokens.revokeAll(),
    setCredits: (email, credits) => state.setCredits(email, credits),
    updateClient: (id, changes) => state.updateClient(id, changes),
    setClientExperts: (id, expertIds) => state.setClientExperts(id, expertIds),
    deleteClient: (id) => state.deleteClient(id),
    setCaseFiles: (enabled) => target.setCaseFiles(enabled),
    setGrantNeighbours: (enabled) => target.setGrantNeighbours(enabled),
    setGrantDetails: (enabled) => target.setGrantDetails(enabled),
    setCalls: (enabled) => target.setCalls(enabled),
    setReadings: (readings) => target.setReadings(readings),
    publishConcessions: (slug, count) => {
      const grant = state.grantBySlug(slug)
      if (!grant || !state.concessions.publish) throw new Error(`No se pueden publicar en ${slug}`)
      state.concessions.publish(grant, count)
    },
  }
}
