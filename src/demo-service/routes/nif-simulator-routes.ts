import { type FastifyInstance } from 'fastify'
import { CNAE_CLASSES, type CnaeClass } from '@shared/catalogues/cnae'
import { type Opportunity } from '@shared/wire/opportunity'
import { SIMULATOR_MISSING_FIELDS } from '@shared/wire/simulator-answers'
import { detailError, fieldErrors, notFound } from '../error-answers'
import { APPLICANT } from '../seed/catalogue-seed'
import { statusTextOf, type Grant } from '../seed/grants'
import { objectBody, requireCredit, type RouteContext, userOf } from './route-context'
import {
  accessible,
  compareOpportunities,
  type Profile,
  VENDOR_SIMULATOR_LIMIT,
  type VendorOpportunity,
} from './simulator-routes'

const INVALID_CNAE_MESSAGE = 'El CNAE no es válido.'
const NOT_PROVINCE = 'Se esperaba el código INE de una provincia (1 a 52).'

const byCode = new Map(CNAE_CLASSES.map((cnae) => [cnae.code, cnae]))

const missing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A CNAE-2009 class from its code as text: '0111', '111', '62.01'; undefined when it is none. */
export function cnaeOfCode(raw: unknown): CnaeClass | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''
  const digits = text.trim().replace('.', '')
  if (!/^\d{1,4}$/.test(digits)) return undefined
  return byCode.get(digits.padStart(4, '0'))
}

/**
 * The applicant types a tax id stands for, from its first character as the vendor infers them: a
 * DNI (digits) or a NIE (X, Y, Z) or a K, L or M is a natural person, «Autónomo»; the letters of
 * companies give their kinds (A and B companies, F cooperatives, G associations and foundations, P,
 * Q and S public bodies), the other entities «Pyme» and «Microempresa».
 */
export function applicantsOfNif(nif: string): readonly number[] {
  const first = nif.trim().toUpperCase().charAt(0)
  if (/[0-9XYZKLM]/.test(first)) return [APPLICANT.autonomo]
  switch (first) {
    case 'A':
    case 'B':
      return [APPLICANT.pyme, APPLICANT.micro, APPLICANT.large, APPLICANT.startup]
    case 'F':
      return [APPLICANT.cooperative, APPLICANT.pyme]
    case 'G':
      return [APPLICANT.nonProfit]
    case 'P':
    case 'Q':
    case 'S':
      return [APPLICANT.localEntity]
    default:
      return [APPLICANT.pyme, APPLICANT.micro]
  }
}

/** The actions (ids 1–40 of the demo service's catalogue) of each CNAE section, beside hiring and training. */
const SECTION_ACTIONS: Readonly<Record<string, readonly number[]>> = {
  A: [9, 12, 13, 16, 22, 35],
  B: [6, 9, 11, 16, 22],
  C: [6, 7, 8, 11, 18, 19, 22, 23, 36],
  D: [9, 12, 13, 14],
  E: [9, 16],
  F: [10, 11, 22, 23],
  G: [2, 4, 24, 40],
  H: [15, 9, 22],
  I: [4, 24, 39],
  J: [1, 3, 8, 17, 18, 19, 20],
  K: [1, 3, 5, 25, 27],
  L: [10, 23],
  M: [1, 3, 17, 20, 21, 37],
  N: [1, 4, 5],
}
const EVERY_CLASS = [28, 29, 31, 33, 34]
const OTHER_SECTIONS = [31, 32, 4]

/** The actions a CNAE class maps to: those of its section, then the ones every activity has. */
export function actionsOfCnae(cnae: CnaeClass): readonly number[] {
  const own = SECTION_ACTIONS[cnae.section] ?? OTHER_SECTIONS
  return [...new Set([...own, ...EVERY_CLASS])].sort((a, b) => a - b)
}

/** The profile `opportunities-by-cif` simulates: the body's province, the NIF's applicants, the CNAE's actions. */
function profileOf(body: Record<string, unknown>): Profile {
  const { province, cnae, nif } = body
  if (missing(province) || missing(cnae) || missing(nif)) {
    throw detailError(400, SIMULATOR_MISSING_FIELDS)
  }
  if (!Number.isSafeInteger(province) || (province as number) < 1 || (province as number) > 52) {
    throw fieldErrors({ province: [NOT_PROVINCE] })
  }
  if (typeof nif !== 'string') throw fieldErrors({ nif: ['Se esperaba un texto.'] })
  const activity = cnaeOfCode(cnae)
  if (!activity) throw detailError(400, INVALID_CNAE_MESSAGE)
  return {
    provinces: [province as number],
    applicants: applicantsOfNif(nif),
    actions: actionsOfCnae(activity),
  }
}

/**
 * `POST funds/opportunities-by-cif/` (the vendor's «Simulador por CIF»), in both dialects: the
 * applicant types inferred from the NIF, the actions from the CNAE-2009 class, the province sent;
 * the same matching and order as the simulator by profile; a bare array of at most 20, each with
 * its grant's `id`. One credit. 404 while `switches.grantNeighbours` is off.
 */
export function registerNifSimulator(app: FastifyInstance, ctx: RouteContext): void {
  app.post('/api/v2/funds/opportunities-by-cif/', (request) => {
    if (!ctx.switches.grantNeighbours) throw notFound()
    const user = userOf(ctx, request)
    requireCredit(ctx, user)
    const body = objectBody(request.body)
    const profile = profileOf(body)
    const nif = typeof body.nif === 'string' ? body.nif.trim().toUpperCase() : ''
    if (ctx.readings.unknownNifs.includes(nif)) throw notFound()
    const today = ctx.state.today
    const answer = ctx.state.grants
      .filter((grant) => accessible(grant, profile, today))
      .sort(compareOpportunities(today))
      .slice(0, VENDOR_SIMULATOR_LIMIT)
      .map((grant: Grant): VendorOpportunity => ({
        id: grant.id,
        slug: grant.slug,
        formatted_title: grant.title,
        status_text: statusTextOf(grant, today),
        total_amount: grant.totalAmount,
        scope: grant.scope,
      })) satisfies Opportunity[]
    ctx.state.spendCredit(user.user.id)
    return answer
  })
}
