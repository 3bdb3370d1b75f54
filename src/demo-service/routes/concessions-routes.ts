import { type FastifyInstance } from 'fastify'
import {
  MISSING_NIF_MESSAGE,
  type ConcessionByGrant,
  type ConcessionByNif,
} from '@shared/wire/concession'
import { detailError } from '../error-answers'
import { DEFAULT_PAGE_SIZE, pageRequest, paginate } from '../pagination'
import { queryOf } from '../request-url'
import { type Concession } from '../seed/concessions-seed'
import { type Grant } from '../seed/grants'
import { type DemoServiceState } from '../state'
import { type Readings } from '../readings'
import { isPlainObject } from '../json'
import { requireCredit, type RouteContext, userOf } from './route-context'

const MISSING_GRANT_MESSAGE = 'Es necesario enviar el campo fund_id o fund_slug'
const BOTH_GRANT_KEYS_MESSAGE = 'Envíe solo fund_id o fund_slug'

/** `requestData`, URL-encoded JSON; anything that is not a JSON object reads as «nothing sent». */
export function requestData(query: URLSearchParams): Record<string, unknown> {
  const raw = query.get('requestData')
  if (raw === null) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return isPlainObject(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

const present = (value: unknown) => value !== undefined && value !== null && value !== ''

function byNifRow(concession: Concession): ConcessionByNif {
  return {
    fund_id: concession.grant.id,
    fund_title: concession.grant.title,
    beneficiary_name: concession.beneficiaryName,
    concession_date: concession.date,
    awarded_amount: concession.amount,
  }
}

function byGrantRow(concession: Concession): ConcessionByGrant {
  return {
    fund_slug: concession.grant.slug,
    fund_title: concession.grant.title,
    beneficiary_cif: concession.nif,
    beneficiary_name: concession.beneficiaryName,
    concession_date: concession.date,
    awarded_amount: concession.amount,
  }
}

/** A row of either operation in the vendor dialect: one shape, slug and title nullable (SC-DIALECT-6). */
export interface VendorConcessionRow {
  fund_id: number
  fund_slug: string | null
  fund_title: string | null
  beneficiary_cif: string
  beneficiary_name: string
  concession_date?: string | null
  awarded_amount: number
}

/** A vendor row; an undated one has no `concession_date` (a date in the document) unless `nullDates`. */
function vendorRow(state: DemoServiceState, readings: Readings) {
  const { untitled, unslugged } = state.grantQuirks
  return (concession: Concession): VendorConcessionRow => ({
    fund_id: concession.grant.id,
    fund_slug: unslugged.has(concession.grant.id) ? null : concession.grant.slug,
    fund_title: untitled.has(concession.grant.id) ? null : concession.grant.title,
    beneficiary_cif: concession.nif,
    beneficiary_name: concession.beneficiaryName,
    ...(concession.date !== null || readings.nullDates ? { concession_date: concession.date } : {}),
    awarded_amount: concession.amount,
  })
}

function grantWithSlug(state: DemoServiceState, slug: string): Grant | undefined {
  const grant = state.grantBySlug(slug)
  // A grant published without a slug cannot be found by one.
  return grant && !state.grantQuirks.unslugged.has(grant.id) ? grant : undefined
}

/** SC-CONC-2: exactly one of `fund_id` and `fund_slug`; an unknown grant simply has no concessions. */
function selectedGrant(state: DemoServiceState, data: Record<string, unknown>): Grant | undefined {
  const { fund_id: id, fund_slug: slug } = data
  if (present(id) && present(slug)) throw detailError(400, BOTH_GRANT_KEYS_MESSAGE)
  if (present(id)) {
    const numeric = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id) : id
    if (typeof numeric !== 'number' || !Number.isSafeInteger(numeric)) {
      throw detailError(400, 'fund_id debe ser un número entero.')
    }
    return state.grantById(numeric)
  }
  if (present(slug)) {
    if (typeof slug !== 'string') throw detailError(400, 'fund_slug debe ser un texto.')
    return grantWithSlug(state, slug.trim())
  }
  throw detailError(400, MISSING_GRANT_MESSAGE)
}

/**
 * Operations 6 and 7: concessions by beneficiary tax id (SC-CONC-1) and by grant (SC-CONC-2). One credit each.
 * The vendor dialect answers both with one row shape, and by tax id in pages of 10 whatever
 * `page_size` says (the vendor documents none there).
 */
export function registerConcessions(app: FastifyInstance, ctx: RouteContext): void {
  const vendor = ctx.state.dialect === 'vendor'
  const toVendorRow = vendorRow(ctx.state, ctx.readings)

  app.get('/api/v2/funds/concessions/beneficiaries-by-cif/', (request) => {
    const user = userOf(ctx, request)
    requireCredit(ctx, user)
    const query = queryOf(request)
    // fund_id and fund_slug are no longer accepted here: they are ignored (SC-CONC-1).
    const { nif } = requestData(query)
    if (typeof nif !== 'string' || nif.trim() === '') throw detailError(400, MISSING_NIF_MESSAGE)
    const rows = ctx.state.concessions.rowsOfNif(nif)
    const pages = pageRequest(query)
    const page = vendor
      ? paginate(request, rows, { ...pages, size: DEFAULT_PAGE_SIZE }, toVendorRow)
      : paginate(request, rows, pages, byNifRow)
    ctx.state.spendCredit(user.user.id)
    return page
  })

  app.get('/api/v2/funds/concessions/beneficiaries/', (request) => {
    const user = userOf(ctx, request)
    requireCredit(ctx, user)
    const query = queryOf(request)
    const grant = selectedGrant(ctx.state, requestData(query))
    const rows = grant ? ctx.state.concessions.rowsOfGrant(grant) : []
    // The reading `byGrantIgnoresPageSize`: pages of 10 whatever `page_size` says.
    const asked = pageRequest(query)
    const pages = ctx.readings.byGrantIgnoresPageSize
      ? { ...asked, size: DEFAULT_PAGE_SIZE }
      : asked
    const page = vendor
      ? paginate(request, rows, pages, toVendorRow)
      : paginate(request, rows, pages, byGrantRow)
    ctx.state.spendCredit(user.user.id)
    return page
  })
}
