import { type FastifyInstance } from 'fastify'
import { type Opportunity } from '@shared/wire/opportunity'
import { SIMULATOR_MISSING_FIELDS } from '@shared/wire/simulator-answers'
import { detailError, fieldErrors } from '../error-answers'
import { pageRequest, paginate } from '../pagination'
import { queryOf } from '../request-url'
import { statusTextOf, type Grant } from '../seed/grants'
import { objectBody, requireCredit, type RouteContext, userOf } from './route-context'

export interface Profile {
  provinces: readonly number[]
  applicants: readonly number[]
  actions: readonly number[]
}

const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0
const NOT_IDS = 'Se esperaba un número entero positivo o una lista de ellos.'
const NOT_ID_LIST = 'Se esperaba una lista de números enteros positivos.'

const missing = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

/** SC-SIM-1: `province` a number or a list; `applicants_v2` and `actions_v2` non-empty lists. */
function profileOf(body: Record<string, unknown>): Profile {
  const { province, applicants_v2: applicants, actions_v2: actions } = body
  if (missing(province) || missing(applicants) || missing(actions)) {
    throw detailError(400, SIMULATOR_MISSING_FIELDS)
  }
  const errors: Record<string, string[]> = {}
  const provinces = isId(province) ? [province] : province
  if (!Array.isArray(provinces) || !provinces.every(isId)) errors.province = [NOT_IDS]
  if (!Array.isArray(applicants) || !applicants.every(isId)) errors.applicants_v2 = [NOT_ID_LIST]
  if (!Array.isArray(actions) || !actions.every(isId)) errors.actions_v2 = [NOT_ID_LIST]
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return {
    provinces: provinces as number[],
    applicants: applicants as number[],
    actions: actions as number[],
  }
}

const overlaps = (a: readonly number[], b: readonly number[]) => a.some((id) => b.includes(id))

export function accessible(grant: Grant, profile: Profile, today: string): boolean {
  return (
    grant.endDate >= today &&
    (grant.provinces === null || overlaps(grant.provinces, profile.provinces)) &&
    overlaps(grant.applicants, profile.applicants) &&
    overlaps(grant.actions, profile.actions)
  )
}

/** Open calls first, closing soonest first; then upcoming ones by opening date; then by id. */
export function compareOpportunities(today: string) {
  return (a: Grant, b: Grant): number => {
    const aOpen = a.startDate <= today
    const bOpen = b.startDate <= today
    if (aOpen !== bOpen) return aOpen ? -1 : 1
    const aKey = aOpen ? a.endDate : a.startDate
    const bKey = bOpen ? b.endDate : b.startDate
    if (aKey !== bKey) return aKey < bKey ? -1 : 1
    return a.id - b.id
  }
}

/** The vendor's simulator answers at most this many opportunities, in a bare array (SC-DIALECT-7). */
export const VENDOR_SIMULATOR_LIMIT = 20

/** An opportunity as the vendor sends it: with the grant's `id`. */
export type VendorOpportunity = { id: number } & Opportunity

/**
 * Operation 9: `POST funds/opportunities-by-profile/`. One credit per request. The interface
 * pages the answer (`?page=N`, SC-SIM-2); the vendor answers the first 20 in a bare array, each with
 * its `id`, and has no pages.
 */
export function registerSimulator(app: FastifyInstance, ctx: RouteContext): void {
  const vendor = ctx.state.dialect === 'vendor'
  app.post('/api/v2/funds/opportunities-by-profile/', (request) => {
    const user = userOf(ctx, request)
    requireCredit(ctx, user)
    const profile = profileOf(objectBody(request.body))
    const today = ctx.state.today
    const matches = ctx.state.grants
      .filter((grant) => accessible(grant, profile, today))
      .sort(compareOpportunities(today))
    const opportunity = (grant: Grant): Opportunity => ({
      slug: grant.slug,
      formatted_title: grant.title,
      status_text: statusTextOf(grant, today),
      total_amount: grant.totalAmount,
      scope: grant.scope,
    })
    const answer = vendor
      ? matches
          .slice(0, VENDOR_SIMULATOR_LIMIT)
          .map((grant): VendorOpportunity => ({ id: grant.id, ...opportunity(grant) }))
      : paginate(request, matches, pageRequest(queryOf(request)), opportunity)
    ctx.state.spendCredit(user.user.id)
    return answer
  })
}
