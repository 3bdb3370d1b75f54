import { dayOf, isoOf } from '../dates'
import { type Random } from '../random'
import { type ClientRecord, type TaxIdPool } from './clients-seed'
import { type Grant } from './grants'
import {
  cifLetterOf,
  companyName,
  LEGAL_FORM_WEIGHTS,
  LEGAL_FORMS,
  nameVariants,
  personName,
  SECTORS,
} from './names'
import { TOWNS } from './places'

/** A published concession. `id` is the internal id that breaks ties in the SC-CONC-3 order. */
export interface Concession {
  id: number
  grant: Grant
  /** Tax id of the beneficiary, normalised (trimmed, upper case). */
  nif: string
  /** As published: spellings of one beneficiary vary (SC-CONC-5). */
  beneficiaryName: string
  /** YYYY-MM-DD, or null for the undated rows of the public database. */
  date: string | null
  amount: number
}

/** A company or person that receives concessions; its spellings are worked out on first use. */
class Beneficiary {
  private variants: readonly string[] | undefined

  constructor(
    readonly nif: string,
    private readonly name: string,
  ) {}

  get spellings(): readonly string[] {
    this.variants ??= nameVariants(this.name)
    return this.variants
  }
}

/** How many concessions each «heavy» beneficiary gets: always several pages, more with more data. */
function heavyShare(total: number): number {
  return Math.max(64, Math.round(total * 0.005))
}

export const HEAVY_BENEFICIARIES = 4
export const UNDATED_SHARE = 0.04
export const CLIENT_SHARE = 0.35

/** The heavy beneficiaries' share, whatever the total: at most a quarter of all concessions. */
export function perHeavyOf(total: number): number {
  return Math.min(heavyShare(total), Math.floor(total / (HEAVY_BENEFICIARIES * 4)))
}

/**
 * Up to this many concessions come from one sequential stream, as they always have (the demo and
 * its tests know some of them); a larger demo service makes each one from its own index.
 */
export const SEQUENTIAL_CONCESSIONS = 200_000

function syntheticBeneficiaries(random: Random, count: number, taxIds: TaxIdPool): Beneficiary[] {
  const provinces = Object.keys(TOWNS).map(Number)
  const result: Beneficiary[] = []
  for (let i = 0; i < count; i++) {
    const province = random.pick(provinces)
    const form = random.weighted(LEGAL_FORMS, LEGAL_FORM_WEIGHTS)
    if (form === 'autónomo') {
      const name = personName(random).full
      result.push(new Beneficiary(taxIds.person(), name))
    } else {
      const town = random.pick(TOWNS[province] ?? ['Madrid'])
      const name = companyName(random, form, random.pick(SECTORS), town)
      result.push(new Beneficiary(taxIds.cif(cifLetterOf(form), province), name))
    }
  }
  return result
}

export function weightOf(
  grant: Grant,
  weights: Readonly<Record<string, number>> | undefined,
): number {
  const override = weights && Object.hasOwn(weights, grant.slug) ? weights[grant.slug] : undefined
  if (override === undefined) return grant.weight
  if (!Number.isFinite(override) || override < 0) {
    throw new RangeError(`Peso no válido para «${grant.slug}»: ${override}`)
  }
  return override
}

/** Concessions are published up to four months after a call closes, and never after today. */
export function awardWindow(grant: Grant, today: number): readonly [first: number, last: number] {
  const start = dayOf(grant.startDate)
  return [start, Math.max(start, Math.min(today, dayOf(grant.endDate) + 120))]
}

/** Picks an index by weight in O(log n). */
export function weightedIndex(cumulative: readonly number[], random: Random): number {
  const total = cumulative[cumulative.length - 1] ?? 0
  const roll = random.next() * total
  let low = 0
  let high = cumulative.length - 1
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((cumulative[mid] ?? 0) > roll) high = mid
    else low = mid + 1
  }
  return low
}

/**
 * The published concessions: a share goes to seeded clients (so a client's page shows data), a
 * few beneficiaries get many (several pages), the rest spreads unevenly over other companies.
 * `weights` (slug → weight) overrides the weight of some grants, e.g. to make one grant huge.
 */
export function generateConcessions(
  random: Random,
  total: number,
  grants: readonly Grant[],
  clients: readonly ClientRecord[],
  taxIds: TaxIdPool,
  todayIso: string,
  weights?: Readonly<Record<string, number>>,
): Concession[] {
  const today = dayOf(todayIso)
  const awarded = grants.filter((grant) => grant.startDate <= todayIso)
  if (total === 0 || awarded.length === 0) return []
  const cumulative: number[] = []
  let sum = 0
  for (const grant of awarded) cumulative.push((sum += weightOf(grant, weights)))

  const clientBeneficiaries = clients.map(
    ({ client }) => new Beneficiary(client.nif, client.business_name),
  )
  const others = syntheticBeneficiaries(random, Math.max(200, Math.round(total / 6)), taxIds)
  const heavy = [
    ...clientBeneficiaries.filter((_, i) => clients[i]?.client.experts.includes(301)).slice(0, 2),
    ...clientBeneficiaries.filter((_, i) => clients[i]?.client.platform_data.id === 2).slice(0, 1),
    ...others.slice(0, 1),
  ].slice(0, HEAVY_BENEFICIARIES)

  const windows = awarded.map((grant) => awardWindow(grant, today))

  const concessions: Concession[] = []
  const add = (beneficiary: Beneficiary) => {
    const index = weightedIndex(cumulative, random)
    const grant = awarded[index]
    const [start, last] = windows[index] ?? [today, today]
    if (!grant) return
    concessions.push({
      id: concessions.length + 1,
      grant,
      nif: beneficiary.nif,
      beneficiaryName: random.pick(beneficiary.spellings),
      date: random.chance(UNDATED_SHARE) ? null : isoOf(random.int(start, last)),
      amount: random.amount(grant.award[0], grant.award[1]),
    })
  }

  const perHeavy = perHeavyOf(total)
  for (const beneficiary of heavy) {
    for (let i = 0; i < perHeavy; i++) add(beneficiary)
  }
  while (concessions.length < total) {
    if (clientBeneficiaries.length > 0 && random.chance(CLIENT_SHARE)) {
      add(random.pick(clientBeneficiaries))
    } else {
      // Squaring the roll skews towards the first companies: a few get many, most get one or two.
      const roll = random.next()
      add(others[Math.floor(roll * roll * others.length)] ?? random.pick(others))
    }
  }
  return concessions
}
