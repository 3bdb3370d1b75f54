import { type FastifyReply, type FastifyRequest } from 'fastify'
import { TEXT } from './error-answers'
import { createRandom, deriveSeed, type Random } from './random'
import { type Timers } from './timers'

/** The kinds random faults and `--faults` choose from. */
export const FAULT_KINDS = ['500', '503', 'timeout', 'reset', 'malformed', '429'] as const
/** `404` is never random: only forced (`failNext`, `disableRoute`), as a service without that route. */
export type FaultKind = (typeof FAULT_KINDS)[number] | '404'

export function isFaultKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value)
}

export interface FaultMatch {
  /** Upper or lower case. */
  method?: string
  /** Tested against the path, without the query. */
  path?: RegExp
}

export interface FaultPolicy {
  seed: number
  /** Probability in [0, 1] that a request gets a random fault. */
  rate: number
  kinds: readonly FaultKind[]
  /** Whether faults may hit `users/login/`. */
  faultLogin: boolean
}

export const LOGIN_PATH = '/api/v2/users/login/'
export const SCHEMA_PATH = '/api/v2/schema/'

interface Forced {
  kind: FaultKind
  remaining: number
  match: FaultMatch | undefined
}

export function matches(match: FaultMatch | undefined, method: string, path: string): boolean {
  if (match?.method !== undefined && match.method.toUpperCase() !== method.toUpperCase()) {
    return false
  }
  if (match?.path !== undefined) {
    match.path.lastIndex = 0
    if (!match.path.test(path)) return false
  }
  return true
}

/**
 * Decides which requests fail. Random faults come from a PRNG seeded from the demo service seed, drawn
 * once per eligible request, so the same seed and the same request sequence fail the same way.
 */
export class FaultPlan {
  private readonly random: Random
  private readonly forced: Forced[] = []
  private readonly missing: FaultMatch[] = []

  constructor(private readonly policy: FaultPolicy) {
    this.random = createRandom(deriveSeed(policy.seed, 'faults'))
  }

  /**
   * Forces `kind` on the next `count` matching requests. Login is spared unless `faultLogin` is
   * set or `match.path` names it explicitly; the schema never fails.
   */
  failNext(kind: FaultKind, count = 1, match?: FaultMatch): void {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`count no válido: ${count}`)
    this.forced.push({ kind, remaining: count, match })
  }

  /** Every request `match` names answers 404 until `enableRoutes()`, login included. */
  disableRoute(match: FaultMatch & { path: RegExp }): void {
    this.missing.push(match)
  }

  enableRoutes(): void {
    this.missing.length = 0
  }

  choose(method: string, path: string): FaultKind | null {
    if (path === SCHEMA_PATH) return null
    if (this.missing.some((match) => matches(match, method, path))) return '404'
    const login = path === LOGIN_PATH
    for (let i = 0; i < this.forced.length; i++) {
      const entry = this.forced[i]
      if (!entry || !matches(entry.match, method, path)) continue
      if (login && !this.policy.faultLogin && entry.match?.path === undefined) continue
      entry.remaining -= 1
      if (entry.remaining === 0) this.forced.splice(i, 1)
      return entry.kind
    }
    if (login && !this.policy.faultLogin) return null
    if (this.policy.rate <= 0 || this.policy.kinds.length === 0) return null
    if (this.random.next() >= this.policy.rate) return null
    return this.random.pick(this.policy.kinds)
  }
}

/** A 200 whose JSON stops half-way, as a proxy cutting a response would leave it. */
const MALFORMED_BODY = '{"count": 3, "next": null, "previous": null, "results": [{"id": 1, "nom'

/** Answers in place of the route; `reset` and `timeout` take the socket over and never answer. */
export function applyFault(
  kind: FaultKind,
  request: FastifyRequest,
  reply: FastifyReply,
  timers: Timers,
  timeoutMs: number,
): void {
  const socket = request.raw.socket
  switch (kind) {
    case '500':
      void reply.code(500).send({ detail: TEXT.internal })
      return
    case '503':
      void reply.code(503).send({ detail: TEXT.unavailable })
      return
    case '404':
      void reply.code(404).send({ detail: TEXT.notFound })
      return
    case '429':
      void reply.code(429).header('retry-after', '1').send({ detail: TEXT.tooManyRequests })
      return
    case 'malformed':
      void reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY)
      return
    case 'reset':
      reply.hijack()
      socket.destroy()
      return
    case 'timeout':
      reply.hijack()
      timers.after(timeoutMs, () => socket.destroy())
      return
  }
}
