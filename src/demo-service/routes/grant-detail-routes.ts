import { type FastifyInstance, type FastifyRequest } from 'fastify'
import { notFound } from '../error-answers'
import {
  type ConcessionTotals,
  detailsOf,
  documentsOf,
  evaluationOf,
  normativeOf,
  relatedOf,
} from '../seed/grant-details'
import { type Grant } from '../seed/grants'
import { pathId, requireCredit, type RouteContext, userOf } from './route-context'

/** Rows summed at a time when totalling an edition's concessions. */
const CHUNK = 10_000

/**
 * A grant's detail (SC-GRANT-1..): `fund-details/{identifier}/` (id or slug, active grants only: a
 * closed one answers 404) and `funds/fund-required-documents/`, `fund-evaluation/`,
 * `fund-normative/` and `fund-related/` by id, which know closed grants too. User token, one credit
 * per answer (none for a 404). `switches.grantDetails` false: all five answer 404, as on a service
 * without them. Both dialects alike; the vendor adds its extra fields and its untitled and
 * unslugged past editions.
 */
export function registerGrantDetail(app: FastifyInstance, ctx: RouteContext): void {
  const { state } = ctx
  const vendor = state.dialect === 'vendor'
  const totalsCache = new Map<number, ConcessionTotals>()
  const totals = (grant: Grant): ConcessionTotals => {
    let known = totalsCache.get(grant.id)
    if (!known) {
      const rows = state.concessions.rowsOfGrant(grant)
      let amount = 0
      for (let start = 0; start < rows.length; start += CHUNK) {
        for (const row of rows.slice(start, start + CHUNK)) amount += row.amount
      }
      known = { count: rows.length, amount }
      totalsCache.set(grant.id, known)
    }
    return known
  }
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

  /** The paid answer to `request`, or a 404 when the switch is off or `find` finds nothing. */
  const serve = <T>(
    path: string,
    find: (raw: string) => Grant | undefined,
    answer: (grant: Grant, request: FastifyRequest) => T,
  ) =>
    app.get<{ Params: { id: string } }>(path, (request) => {
      const user = userOf(ctx, request)
      if (!ctx.switches.grantDetails) throw notFound()
      requireCredit(ctx, user)
      const grant = find(request.params.id)
      if (!grant) throw notFound()
      const body = answer(grant, request)
      state.spendCredit(user.user.id)
      return body
    })

  const byId = (raw: string) => {
    const id = pathId(raw)
    return id === null ? undefined : state.grantById(id)
  }
  const active = (grant: Grant | undefined) =>
    grant && grant.endDate >= state.today ? grant : undefined

  serve(
    '/api/v2/fund-details/:id/',
    (raw) => active(pathId(raw) === null ? state.grantBySlug(raw.toLowerCase()) : byId(raw)),
    (grant) => {
      const { extraLimitText, extraLimitNumber, detailsWithId } = ctx.readings
      // The vendor types `extra_limit` as text; ours, and the reading `extraLimitNumber`, a number.
      const limit = extraLimitText ? 'prose' : vendor && !extraLimitNumber ? 'text' : 'number'
      return detailsOf(grant, state.today, limit, detailsWithId)
    },
  )
  serve('/api/v2/funds/fund-required-documents/:id/', byId, (grant, request) =>
    documentsOf(grant, originOf(request), !vendor),
  )
  serve('/api/v2/funds/fund-evaluation/:id/', byId, (grant) => evaluationOf(grant))
  serve('/api/v2/funds/fund-normative/:id/', byId, (grant, request) =>
    normativeOf(grant, originOf(request), vendor),
  )
  serve('/api/v2/funds/fund-related/:id/', byId, (grant) =>
    relatedOf(
      grant,
      state.grants,
      state.today,
      totals,
      vendor ? state.grantQuirks : null,
      ctx.readings.relatedListsItself,
      ctx.readings.nullTexts,
    ),
  )
}
