import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { type AddressInfo } from 'node:net'
import { createControl, type RequestRecord, type DemoServiceControl } from './control'
import { type Dialect, isDialect } from './dialect'
import { installErrorHandlers } from './error-answers'
import { HeldAnswers } from './held-answers'
import { applyFault, FAULT_KINDS, FaultPlan, isFaultKind, type FaultKind } from './faults'
import { BDNS_BASE_PATH, createDemoBdns, type DemoBdns, registerBdns } from './bdns/bdns-routes'
import { registerCases } from './routes/cases-routes'
import { registerCatalogues } from './routes/catalogues-routes'
import { registerClients } from './routes/clients-routes'
import { registerConcessions } from './routes/concessions-routes'
import { registerGrantDetail } from './routes/grant-detail-routes'
import { registerCalls } from './routes/calls-routes'
import { type RouteContext } from './routes/route-context'
import { registerLogin } from './routes/login'
import { registerGrantList } from './routes/grant-list-routes'
import { registerNifSimulator } from './routes/nif-simulator-routes'
import { registerSimulator } from './routes/simulator-routes'
import { registerUsers } from './routes/users'
import { DEFAULT_READINGS } from './readings'
import { pathOf } from './request-url'
import { DEMO_ACCOUNTS, type DemoAccount } from './seed/accounts'
import {
  createDemoServiceState,
  type DemoServiceState,
  type DemoServiceStateOptions,
} from './state'
import { Timers } from './timers'

export { DEMO_ACCOUNTS, type DemoAccount } from './seed/accounts'
export { createDemoServiceState, DemoServiceState, type DemoServiceStateOptions } from './state'
export { FAULT_KINDS, type FaultKind, type FaultMatch } from './faults'
export { DEFAULT_DIALECT, DIALECTS, type Dialect } from './dialect'
export { type RequestRecord, type DemoServiceControl } from './control'
export { DEFAULT_READINGS, type Readings } from './readings'
export { type DemoBdns } from './bdns/bdns-routes'
export { type CallChangeOrder } from './bdns/bdns-calls'
export { BDNS_FAULTS, type BdnsFault } from './bdns/bdns-faults'

/** The request log keeps this many entries, newest last. */
export const MAX_LOGGED_REQUESTS = 10_000

/** Longer than the client's 20 s timeout, so a `timeout` fault is seen as one. */
export const DEFAULT_TIMEOUT_FAULT_MS = 25_000

export interface DemoServiceOptions extends DemoServiceStateOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Delay before every answer. */
  latencyMs?: number
  /** Probability in [0, 1] of a random fault per request. */
  faultRate?: number
  /** Kinds random faults choose from; default all of them. */
  faults?: readonly FaultKind[]
  /** Let faults hit `users/login/` too (default false). */
  faultLogin?: boolean
  /** How long a `timeout` fault holds the request before dropping the socket. */
  timeoutFaultMs?: number
  /** Lifetime of issued tokens; default: they never expire. */
  tokenTtlSeconds?: number
  /**
   * Reuse the data of a previous server (a restart); seed, clients, concessions and today are
   * then ignored, and the dialect, when given, must be the state's.
   */
  state?: DemoServiceState
  /** Clock for token expiry, for tests; default Date.now. */
  now?: () => number
  /**
   * False: a service without case files, where every case-file operation (`forms/` but the
   * status groups, `templates/`) answers 404. Default true; `control.setCaseFiles` changes it.
   */
  caseFiles?: boolean
  /**
   * False: a service without the simulation by NIF and CNAE (`funds/opportunities-by-cif/`) and the
   * list of grants with concessions (`funds/concessions/`), both answering 404. Default true;
   * `control.setGrantNeighbours` changes it.
   */
  grantNeighbours?: boolean
  /**
   * False: a service without a grant's detail, where `fund-details/` and the four
   * `funds/fund-…/{id}/` operations answer 404. Default true; `control.setGrantDetails` changes it.
   */
  grantDetails?: boolean
  /**
   * False: a service without the search of calls (`funds/`, our description), answering 404.
   * Default true; `control.setCalls` changes it.
   */
  calls?: boolean
}

export interface DemoService {
  /** `http://<host>:<port>`, without a trailing slash: both base URLs of the app point here. */
  url: string
  close(): Promise<void>
  accounts: readonly DemoAccount[]
  control: DemoServiceControl
  state: DemoServiceState
  /** Which reading of the service it serves (SC-DIALECT-1). */
  dialect: Dialect
  /** The demo official registry (BDNS): its address, like the real one's, on this host. */
  bdnsUrl: string
  /** Its data, calls and faults, which tests and the demo change. */
  bdns: DemoBdns
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new RangeError(message)
}

function checkOptions(options: DemoServiceOptions): void {
  const { port = 0, latencyMs = 0, faultRate = 0, faults = FAULT_KINDS } = options
  check(Number.isInteger(port) && port >= 0 && port <= 65_535, `Puerto no válido: ${port}`)
  check(Number.isFinite(latencyMs) && latencyMs >= 0, `Latencia no válida: ${latencyMs}`)
  check(faultRate >= 0 && faultRate <= 1, `La tasa de fallos debe estar entre 0 y 1: ${faultRate}`)
  for (const kind of faults) check(isFaultKind(kind), `Tipo de fallo desconocido: ${kind}`)
  const { timeoutFaultMs = DEFAULT_TIMEOUT_FAULT_MS, tokenTtlSeconds } = options
  check(
    Number.isFinite(timeoutFaultMs) && timeoutFaultMs >= 0,
    `timeoutFaultMs no válido: ${timeoutFaultMs}`,
  )
  if (tokenTtlSeconds !== undefined) {
    check(tokenTtlSeconds > 0, `La duración de los tokens debe ser positiva: ${tokenTtlSeconds}`)
  }
  const { dialect, state } = options
  if (dialect !== undefined) {
    check(isDialect(dialect), `Dialecto desconocido: ${String(dialect)}`)
    check(
      state === undefined || state.dialect === dialect,
      `El estado reutilizado habla el dialecto ${state?.dialect ?? ''}, no ${dialect}`,
    )
  }
}

/**
 * The grants service of `docs/service-contract.md`, or of the vendor's document with
 * `dialect: 'vendor'` (SC-DIALECT-1), over HTTP, on 127.0.0.1 by default.
 */
export async function createDemoService(options: DemoServiceOptions = {}): Promise<DemoService> {
  checkOptions(options)
  const state = options.state ?? createDemoServiceState(options)
  const host = options.host ?? '127.0.0.1'
  const timers = new Timers()
  const log: RequestRecord[] = []
  // A demo session can run for days: keep the most recent requests only.
  const record = (entry: RequestRecord) => {
    if (log.length >= MAX_LOGGED_REQUESTS) log.splice(0, log.length - MAX_LOGGED_REQUESTS + 1)
    log.push(entry)
  }
  let latencyMs = options.latencyMs ?? 0
  const faults = new FaultPlan({
    seed: state.seed,
    rate: options.faultRate ?? 0,
    kinds: options.faults ?? FAULT_KINDS,
    faultLogin: options.faultLogin ?? false,
  })
  const timeoutFaultMs = options.timeoutFaultMs ?? DEFAULT_TIMEOUT_FAULT_MS
  const holds = new HeldAnswers()
  const ctx: RouteContext = {
    state,
    now: options.now ?? Date.now,
    tokenTtlMs: options.tokenTtlSeconds === undefined ? null : options.tokenTtlSeconds * 1000,
    switches: {
      caseFiles: options.caseFiles ?? true,
      grantNeighbours: options.grantNeighbours ?? true,
      grantDetails: options.grantDetails ?? true,
      calls: options.calls ?? true,
    },
    readings: { ...DEFAULT_READINGS, ...options.readings },
  }

  const app: FastifyInstance = Fastify({
    logger: false,
    forceCloseConnections: true,
    return503OnClosing: false,
  })
  app.decorate('readings', ctx.readings)
  installErrorHandlers(app)
  // Bodies are JSON only, as in the real service: text/plain gets a 415 like any other type.
  app.removeContentTypeParser('text/plain')

  const faulted = new WeakMap<FastifyRequest, FaultKind>()
  let pending = 0
  let peak = 0
  app.addHook('onRequest', async (request, reply) => {
    pending += 1
    peak = Math.max(peak, pending)
    reply.raw.once('close', () => {
      pending -= 1
    })
    if (latencyMs > 0) await timers.delay(latencyMs)
    const path = pathOf(request)
    const held = holds.gate(request.method, path, (forget) => reply.raw.once('close', forget))
    if (held) await held
    const kind = faults.choose(request.method, path)
    if (kind === null) return
    faulted.set(request, kind)
    if (kind === 'reset' || kind === 'timeout') {
      record({ method: request.method, path, url: request.url, status: 0, fault: kind })
    }
    applyFault(kind, request, reply, timers, timeoutFaultMs)
    return reply
  })
  app.addHook('onResponse', (request, reply, done) => {
    const fault = faulted.get(request) ?? null
    if (fault !== 'reset' && fault !== 'timeout') {
      record({
        method: request.method,
        path: pathOf(request),
        url: request.url,
        status: reply.statusCode,
        fault,
        ...(request.body === undefined ? {} : { body: request.body }),
      })
    }
    done()
  })
  app.addHook('preClose', (done) => {
    holds.release()
    done()
  })
  app.addHook('onClose', (_instance, done) => {
    timers.clear()
    done()
  })

  registerLogin(app, ctx)
  registerUsers(app, ctx)
  registerClients(app, ctx)
  registerConcessions(app, ctx)
  registerCatalogues(app, ctx)
  registerCases(app, ctx)
  registerSimulator(app, ctx)
  registerNifSimulator(app, ctx)
  registerGrantList(app, ctx)
  registerGrantDetail(app, ctx)
  registerCalls(app, ctx)
  const bdns = createDemoBdns(state, () => ctx.now())
  registerBdns(app, bdns)

  await app.listen({ port: options.port ?? 0, host })
  const { port } = app.server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host

  const url = `http://${urlHost}:${port}`
  return {
    url,
    bdnsUrl: `${url}${BDNS_BASE_PATH}`,
    bdns,
    close: () => app.close(),
    accounts: DEMO_ACCOUNTS,
    state,
    dialect: state.dialect,
    control: createControl({
      state,
      faults,
      log,
      pending: () => pending,
      peakPending: () => peak,
      resetPeak: () => {
        peak = pending
      },
      holds,
      setCaseFiles: (enabled) => {
        ctx.switches.caseFiles = enabled
      },
      setGrantNeighbours: (enabled) => {
        ctx.switches.grantNeighbours = enabled
      },
      setGrantDetails: (enabled) => {
        ctx.switches.grantDetails = enabled
      },
      setCalls: (enabled) => {
        ctx.switches.calls = enabled
      },
      setReadings: (readings) => {
        Object.assign(ctx.readings, readings)
      },
      setLatency: (ms) => {
        check(Number.isFinite(ms) && ms >= 0, `Latencia no válida: ${ms}`)
        latencyMs = ms
      },
    }),
  }
}
