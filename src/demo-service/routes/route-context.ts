import { type FastifyRequest } from 'fastify'
import { authenticate, authenticateAny, type ExpertCaller, forbidden } from '../auth'
import { type Expert, type UserAccount } from '../seed/accounts'
import { ApiError, TEXT } from '../error-answers'
import { isPlainObject } from '../json'
import { type Readings } from '../readings'
import { type DemoServiceState } from '../state'

/** What every route needs from the running demo service. */
export interface RouteContext {
  state: DemoServiceState
  /** Epoch milliseconds; token expiry is measured with it. */
  now(): number
  /** Lifetime of new tokens; null when they do not expire. */
  tokenTtlMs: number | null
  /**
   * Runtime switches; `caseFiles: false` makes every case-file operation answer 404, and
   * `grantNeighbours: false` both `funds/opportunities-by-cif/` and `funds/concessions/`, and
   * `grantDetails: false` the five operations of a grant's detail, `calls: false` `funds/`.
   */
  switches: { caseFiles: boolean; grantNeighbours: boolean; grantDetails: boolean; calls: boolean }
  /** How the documents' open points are read now (readings.ts); `control.setReadings` changes them. */
  readings: Readings
}

/** The caller of an operation that takes the user token (SC-AUTH-2). */
export function userOf(ctx: RouteContext, request: FastifyRequest): UserAccount {
  return authenticate(request, ctx.state, 'user', ctx.now()).user
}

/** The expert behind an operation that takes the expert token (SC-AUTH-2). */
export function expertOf(ctx: RouteContext, request: FastifyRequest): Expert {
  return expertCallerOf(ctx, request).expert
}

/** The expert and its user account, for an operation that takes the expert token (SC-AUTH-2). */
export function expertCallerOf(ctx: RouteContext, request: FastifyRequest): ExpertCaller {
  return authenticate(request, ctx.state, 'expert', ctx.now())
}

/** The caller of an operation that takes either token (vendor `users/usage-statistics/`). */
export function anyCallerOf(ctx: RouteContext, request: FastifyRequest): UserAccount {
  return authenticateAny(request, ctx.state, ctx.now())
}

/** SC-COST-1: operations that cost a credit refuse an account with none left. */
export function requireCredit(ctx: RouteContext, user: UserAccount): void {
  if (ctx.state.creditsOf(user.user.id) <= 0) {
    throw forbidden(ctx.state.dialect, TEXT.noCredits)
  }
}

/** A JSON body that must be an object; no body at all counts as an empty one. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {}
  if (!isPlainObject(body)) {
    throw new ApiError(400, {
      non_field_errors: ['Datos no válidos: se esperaba un objeto JSON.'],
    })
  }
  return body
}

/** A path id: digits only, otherwise the resource does not exist. */
export function pathId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null
  return Number(raw)
}
