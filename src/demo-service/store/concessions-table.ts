import { type RowList } from '../pagination'
import { type Concession } from '../seed/concessions-seed'
import { type Grant } from '../seed/grants'

/** SC-CONC-3 order: undated rows first, then date descending, then internal id descending. */
export function compareConcessions(a: Concession, b: Concession): number {
  if (a.date === b.date) return b.id - a.id
  if (a.date === null) return -1
  if (b.date === null) return 1
  return a.date < b.date ? 1 : -1
}

/** A beneficiary and how many concessions it has. */
export interface BeneficiaryCount {
  nif: string
  count: number
}

/** The published concessions, as the routes and tests read them; every list in the SC-CONC-3 order. */
export interface Concessions {
  readonly size: number
  /** `nif` as the request sent it; compared after trimming and upper-casing (SC-CONC-1). */
  rowsOfNif(nif: string): RowList<Concession>
  rowsOfGrant(grant: Grant): RowList<Concession>
  /** Every row of `nif`, made whole: for tests and small demo services. */
  ofNif(nif: string): readonly Concession[]
  ofGrant(grant: Grant): readonly Concession[]
  /** Beneficiaries from most to fewest concessions (ties by tax id), for tests and benchmarks. */
  beneficiaries(): BeneficiaryCount[]
  /**
   * Publishes `count` more concessions of `grant` (tests: a list that grows while it is read),
   * copies of its first one dated before every other, so they come last. Small demo services only.
   */
  publish?(grant: Grant, count: number): void
}

/** Before any seeded date: published rows sort after every other (SC-CONC-3). */
const PUBLISHED_DATE = '1990-01-01'
/** Above every seeded id, counted down from. */
const PUBLISHED_IDS = 2_000_000_000

const NONE: readonly Concession[] = []

export function byCountThenNif(a: BeneficiaryCount, b: BeneficiaryCount): number {
  return b.count - a.count || (a.nif < b.nif ? -1 : 1)
}

/**
 * The concessions of the sequential seed, pre-sorted by the SC-CONC-3 order and bucketed by beneficiary
 * and by grant, so that a page answer is a slice, whatever the total.
 */
export class ConcessionIndex implements Concessions {
  private readonly byNif = new Map<string, Concession[]>()
  private readonly byGrant = new Map<number, Concession[]>()
  size: number

  /** Takes ownership of `concessions` and sorts it in place. */
  constructor(concessions: Concession[]) {
    this.size = concessions.length
    for (const concession of concessions.sort(compareConcessions)) {
      bucket(this.byNif, concession.nif).push(concession)
      bucket(this.byGrant, concession.grant.id).push(concession)
    }
  }

  ofNif(nif: string): readonly Concession[] {
    return this.byNif.get(nif.trim().toUpperCase()) ?? NONE
  }

  ofGrant(grant: Grant): readonly Concession[] {
    return this.byGrant.get(grant.id) ?? NONE
  }

  rowsOfNif(nif: string): RowList<Concession> {
    return this.ofNif(nif)
  }

  rowsOfGrant(grant: Grant): RowList<Concession> {
    return this.ofGrant(grant)
  }

  beneficiaries(): BeneficiaryCount[] {
    return [...this.byNif].map(([nif, rows]) => ({ nif, count: rows.length })).sort(byCountThenNif)
  }

  publish(grant: Grant, count: number): void {
    const [model] = this.ofGrant(grant)
    if (!model) throw new Error(`${grant.slug} no tiene concesiones que copiar`)
    for (let index = 0; index < count; index++) {
      this.size++
      // Ids count down: within the same date, a lower id sorts later (SC-CONC-3).
      const row = { ...model, id: PUBLISHED_IDS - this.size, date: PUBLISHED_DATE }
      bucket(this.byNif, row.nif).push(row)
      bucket(this.byGrant, row.grant.id).push(row)
    }
  }
}

function bucket<K>(map: Map<K, Concession[]>, key: K): Concession[] {
  let rows = map.get(key)
  if (!rows) {
    rows = []
    map.set(key, rows)
  }
  return rows
}
