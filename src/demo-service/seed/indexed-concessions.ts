import { dayOf, isoOf } from '../dates'
import { deriveSeed, Sfc32 } from '../random'
import {
  awardWindow,
  CLIENT_SHARE,
  type Concession,
  HEAVY_BENEFICIARIES,
  perHeavyOf,
  UNDATED_SHARE,
  weightedIndex,
  weightOf,
} from './concessions-seed'
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
import { type SeededClients } from './seeded-clients'
import {
  COMPANY_SLOTS_OF_CLIENTS,
  cifOfSlot,
  nieOfSlot,
  nifOfSlot,
  PERSON_SLOTS_OF_CLIENTS,
} from './tax-id-slots'

/** `day` of an undated concession (SC-CONC-4: the public database has some). */
export const NO_DATE = -1

/** The part of a concession its indexes need: who, which grant, which day. */
export interface ConcessionKey {
  beneficiary: number
  grant: number
  day: number
}

export interface IndexedConcessionOptions {
  seed: number
  total: number
  grants: readonly Grant[]
  clients: SeededClients
  todayIso: string
  weights?: Readonly<Record<string, number>>
  /** Whether the sequential seed already gave an id (NIEs may meet: see tax-id-slots.ts). */
  taken: (id: string) => boolean
}

const PROVINCES = Object.keys(TOWNS).map(Number)

/**
 * The concessions of a large demo service, each drawn from a stream of its own index, with the shares
 * of the sequential seed (seed/concessions.ts): four heavy beneficiaries first, then about a third
 * to seeded clients and the rest unevenly over other companies. Beneficiaries are numbered: the
 * clients by index, then the other companies and people.
 */
export class IndexedConcessionSeed {
  readonly total: number
  /** Grants whose calls have opened: the ones concessions can belong to. */
  readonly awarded: readonly Grant[]
  readonly clientCount: number
  readonly otherCount: number
  private readonly cumulative: number[] = []
  private readonly windows: (readonly [number, number])[]
  private readonly heavy: readonly number[]
  private readonly perHeavy: number
  private readonly concessionSeed: number
  private readonly beneficiarySeed: number
  private readonly random = new Sfc32(0)
  private readonly key: ConcessionKey = { beneficiary: 0, grant: 0, day: 0 }
  private readonly spellings = new Map<number, readonly string[]>()

  constructor(private readonly options: IndexedConcessionOptions) {
    const today = dayOf(options.todayIso)
    this.awarded = options.grants.filter((grant) => grant.startDate <= options.todayIso)
    this.total = this.awarded.length === 0 ? 0 : options.total
    let sum = 0
    for (const grant of this.awarded)
      this.cumulative.push((sum += weightOf(grant, options.weights)))
    this.windows = this.awarded.map((grant) => awardWindow(grant, today))
    this.clientCount = options.clients.count
    this.otherCount = Math.max(200, Math.round(this.total / 6))
    this.heavy = this.heavyBeneficiaries()
    this.perHeavy = perHeavyOf(this.total)
    this.concessionSeed = deriveSeed(options.seed, 'indexed-concessions')
    this.beneficiarySeed = deriveSeed(options.seed, 'indexed-beneficiaries')
  }

  get beneficiaryCount(): number {
    return this.clientCount + this.otherCount
  }

  /** Two clients of the demo advisor, one of the other firm and one other company. */
  private heavyBeneficiaries(): number[] {
    const { clients } = this.options
    const advisor: number[] = []
    const north: number[] = []
    for (let index = 0; index < clients.count; index++) {
      const facts = clients.facts(index)
      if (advisor.length < 2 && facts.experts.includes(301)) advisor.push(index)
      if (north.length < 1 && facts.platform_data.id === 2) north.push(index)
      if (advisor.length === 2 && north.length === 1) break
    }
    return [...advisor, ...north, this.clientCount].slice(0, HEAVY_BENEFICIARIES)
  }

  /** Draws who, which grant and which day of concession `index`; the object is reused. */
  keyOf(index: number): ConcessionKey {
    const random = this.random.reseedAt(this.concessionSeed, index)
    const key = this.key
    const heavy = Math.floor(index / Math.max(1, this.perHeavy))
    if (index < this.perHeavy * this.heavy.length) {
      key.beneficiary = this.heavy[heavy] ?? this.clientCount
    } else if (this.clientCount > 0 && random.chance(CLIENT_SHARE)) {
      key.beneficiary = random.int(0, this.clientCount - 1)
    } else {
      // Squaring the roll skews towards the first companies: a few get many, most get one or two.
      const roll = random.next()
      key.beneficiary = this.clientCount + Math.floor(roll * roll * this.otherCount)
    }
    key.grant = weightedIndex(this.cumulative, random)
    const [first, last] = this.windows[key.grant] ?? [0, 0]
    key.day = random.chance(UNDATED_SHARE) ? NO_DATE : random.int(first, last)
    return key
  }

  /** The whole concession `index`; `id` (index + 1) breaks ties in the SC-CONC-3 order. */
  concession(index: number): Concession {
    const { beneficiary, grant: grantIndex, day } = this.keyOf(index)
    const random = this.random
    const grant = this.awarded[grantIndex]
    if (!grant) throw new RangeError(`Concesión sin convocatoria: ${index}`)
    const amount = random.amount(grant.award[0], grant.award[1])
    const spelling = random.next()
    const spellings = this.spellingsOf(beneficiary)
    return {
      id: index + 1,
      grant,
      nif: this.nifOf(beneficiary),
      beneficiaryName: spellings[Math.floor(spelling * spellings.length)] ?? '',
      date: day === NO_DATE ? null : isoOf(day),
      amount,
    }
  }

  nifOf(beneficiary: number): string {
    if (beneficiary < this.clientCount) return this.options.clients.facts(beneficiary).nif
    return this.other(beneficiary - this.clientCount, false).nif
  }

  /** How the public database spells the beneficiary (SC-CONC-5); the most recent few are kept. */
  private spellingsOf(beneficiary: number): readonly string[] {
    let spellings = this.spellings.get(beneficiary)
    if (!spellings) {
      const name =
        beneficiary < this.clientCount
          ? this.options.clients.businessName(beneficiary)
          : this.other(beneficiary - this.clientCount, true).name
      spellings = nameVariants(name)
      if (this.spellings.size >= 1024) this.spellings.clear()
      this.spellings.set(beneficiary, spellings)
    }
    return spellings
  }

  /** Company or person `index` among those that are not clients; the name only when asked. */
  private other(index: number, named: boolean): { nif: string; name: string } {
    const random = new Sfc32(0).reseedAt(this.beneficiarySeed, index)
    const province = random.pick(PROVINCES)
    const form = random.weighted(LEGAL_FORMS, LEGAL_FORM_WEIGHTS)
    if (form === 'autónomo') {
      const nie = !random.chance(0.8)
      const slot = PERSON_SLOTS_OF_CLIENTS + index
      const candidate = nie ? nieOfSlot(slot) : nifOfSlot(slot)
      const nif = this.options.taken(candidate) ? nifOfSlot(slot) : candidate
      return { nif, name: named ? personName(random).full : '' }
    }
    const nif = cifOfSlot(cifLetterOf(form), COMPANY_SLOTS_OF_CLIENTS + index)
    if (!named) return { nif, name: '' }
    const town = random.pick(TOWNS[province] ?? ['Madrid'])
    return { nif, name: companyName(random, form, random.pick(SECTORS), town) }
  }
}
