import { type RowList } from '../pagination'
import { type Concession } from '../seed/concessions-seed'
import { type Grant } from '../seed/grants'
import { type IndexedConcessionSeed, NO_DATE } from '../seed/indexed-concessions'
import { type BeneficiaryCount, byCountThenNif, type Concessions } from './concessions-table'

/** Concession indexes bucketed by a key (a grant, a beneficiary), each bucket in the SC-CONC-3 order. */
interface Groups {
  /** Bucket k holds `members[offsets[k]]` to `members[offsets[k + 1] - 1]`. */
  offsets: Int32Array
  members: Int32Array
}

function increment(counts: Int32Array, at: number): void {
  counts[at] = (counts[at] ?? 0) + 1
}

function groupsOf(keyOf: Int32Array, count: number, order: Int32Array): Groups {
  const offsets = new Int32Array(count + 1)
  for (const index of order) increment(offsets, (keyOf[index] ?? 0) + 1)
  for (let k = 0; k < count; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0)
  const next = offsets.slice(0, count)
  const members = new Int32Array(order.length)
  for (const index of order) {
    const key = keyOf[index] ?? 0
    members[next[key] ?? 0] = index
    next[key] = (next[key] ?? 0) + 1
  }
  return { offsets, members }
}

const NOWHERE: RowList<Concession> = { length: 0, slice: () => [] }

/**
 * The concessions of a large demo service, kept as numbers: which ones each grant and each beneficiary
 * has, in the SC-CONC-3 order (about 10 bytes a concession). A page makes only its own rows whole. The
 * lists are worked out on first use, not at start-up.
 */
export class IndexedConcessions implements Concessions {
  private groups: { byGrant: Groups; byBeneficiary: Groups } | null = null
  private beneficiaryOfNif: Map<string, number> | null = null
  private readonly grantIndex: ReadonlyMap<number, number>

  constructor(private readonly seed: IndexedConcessionSeed) {
    this.grantIndex = new Map(seed.awarded.map((grant, index) => [grant.id, index]))
  }

  get size(): number {
    return this.seed.total
  }

  rowsOfNif(nif: string): RowList<Concession> {
    const beneficiary = this.nifs().get(nif.trim().toUpperCase())
    if (beneficiary === undefined) return NOWHERE
    return this.rowsOf(this.built().byBeneficiary, beneficiary)
  }

  rowsOfGrant(grant: Grant): RowList<Concession> {
    const index = this.grantIndex.get(grant.id)
    if (index === undefined || this.seed.awarded[index] !== grant) return NOWHERE
    return this.rowsOf(this.built().byGrant, index)
  }

  ofNif(nif: string): readonly Concession[] {
    const rows = this.rowsOfNif(nif)
    return rows.slice(0, rows.length)
  }

  ofGrant(grant: Grant): readonly Concession[] {
    const rows = this.rowsOfGrant(grant)
    return rows.slice(0, rows.length)
  }

  beneficiaries(): BeneficiaryCount[] {
    const { offsets } = this.built().byBeneficiary
    const found: BeneficiaryCount[] = []
    for (let beneficiary = 0; beneficiary < offsets.length - 1; beneficiary++) {
      const count = (offsets[beneficiary + 1] ?? 0) - (offsets[beneficiary] ?? 0)
      if (count > 0) found.push({ nif: this.seed.nifOf(beneficiary), count })
    }
    return found.sort(byCountThenNif)
  }

  private rowsOf({ offsets, members }: Groups, key: number): RowList<Concession> {
    const first = offsets[key] ?? 0
    const end = offsets[key + 1] ?? first
    return {
      length: end - first,
      slice: (start, stop) =>
        Array.from(
          members.subarray(first + Math.max(0, start), Math.min(end, first + stop)),
          (index) => this.seed.concession(index),
        ),
    }
  }

  /** Tax id → beneficiary, for the beneficiaries with concessions. */
  private nifs(): Map<string, number> {
    if (!this.beneficiaryOfNif) {
      const { offsets } = this.built().byBeneficiary
      const map = new Map<string, number>()
      for (let beneficiary = 0; beneficiary < offsets.length - 1; beneficiary++) {
        if ((offsets[beneficiary + 1] ?? 0) > (offsets[beneficiary] ?? 0)) {
          map.set(this.seed.nifOf(beneficiary), beneficiary)
        }
      }
      this.beneficiaryOfNif = map
    }
    return this.beneficiaryOfNif
  }

  /**
   * Draws who, which grant and which day of every concession, sorts them all by the SC-CONC-3 order at
   * once (a counting sort by day: undated first, then the latest day; within a day, the highest
   * id first), then buckets them by grant and by beneficiary, keeping that order.
   */
  private built(): { byGrant: Groups; byBeneficiary: Groups } {
    if (this.groups) return this.groups
    const total = this.seed.total
    const beneficiaries = new Int32Array(total)
    const grants = new Int32Array(total)
    const days = new Int32Array(total)
    let newest = Number.NEGATIVE_INFINITY
    let oldest = Number.POSITIVE_INFINITY
    for (let index = 0; index < total; index++) {
      const key = this.seed.keyOf(index)
      beneficiaries[index] = key.beneficiary
      grants[index] = key.grant
      days[index] = key.day
      if (key.day !== NO_DATE) {
        newest = Math.max(newest, key.day)
        oldest = Math.min(oldest, key.day)
      }
    }
    const buckets = Number.isFinite(newest) ? newest - oldest + 2 : 1
    const bucketOf = (index: number) => {
      const day = days[index] ?? NO_DATE
      return day === NO_DATE ? 0 : 1 + newest - day
    }
    const starts = new Int32Array(buckets + 1)
    for (let index = 0; index < total; index++) increment(starts, bucketOf(index) + 1)
    for (let b = 0; b < buckets; b++) starts[b + 1] = (starts[b + 1] ?? 0) + (starts[b] ?? 0)
    const order = new Int32Array(total)
    for (let index = total - 1; index >= 0; index--) {
      const bucket = bucketOf(index)
      const at = starts[bucket] ?? 0
      order[at] = index
      starts[bucket] = at + 1
    }
    this.groups = {
      byGrant: groupsOf(grants, this.seed.awarded.length, order),
      byBeneficiary: groupsOf(beneficiaries, this.seed.beneficiaryCount, order),
    }
    return this.groups
  }
}
