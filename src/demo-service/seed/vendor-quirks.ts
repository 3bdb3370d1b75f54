import { type CreditAccount } from '../store/credits-table'
import { type Random } from '../random'
import { type DemoAccount } from './accounts'
import { type ClientRecord, PROFILE_FIGURES, type StoredClient } from './clients-seed'
import { type Grant } from './grants'
import { vendorCnaeId } from './vendor-cnaes'

/**
 * What the vendor dialect adds to the seeded data (SC-DIALECT-4): clients created without a full profile,
 * CNAEs by the vendor's own ids, past grants published without a title or a slug, and a monthly
 * credit plan per account.
 */

/** The demo advisor, so that the app shows incomplete clients on its first screen. */
const SHOWCASE_EXPERT = 301

/** A few clients per hundred, and never fewer than three (or all of them, when there are fewer). */
function incompleteCount(total: number): number {
  return Math.min(total, Math.max(3, Math.round(total / 50)))
}

/**
 * Replaces a few records by clients with null figures, as the vendor's create answer shows them;
 * every other one of those also has no applicant types and no actions.
 */
export function withIncompleteProfiles(
  records: readonly ClientRecord[],
  random: Random,
): ClientRecord[] {
  const chosen = new Set(random.sample(records, incompleteCount(records.length)))
  const showcase = records.find((record) => record.client.experts.includes(SHOWCASE_EXPERT))
  if (showcase && ![...chosen].some((r) => r.client.experts.includes(SHOWCASE_EXPERT))) {
    chosen.add(showcase)
  }
  let nth = 0
  return records.map((record) => {
    if (!chosen.has(record)) return record
    const client: StoredClient = { ...record.client }
    for (const figure of PROFILE_FIGURES) client[figure] = null
    if (nth % 2 === 1) {
      client.applicant_types = []
      client.action_items = []
    }
    nth += 1
    return { client, updatedAt: record.updatedAt }
  })
}

/** The clients' CNAEs by the vendor's ids (vendor-cnaes.ts), not by their codes. */
export function withVendorCnaes(records: readonly ClientRecord[]): ClientRecord[] {
  return records.map((record) => ({
    ...record,
    client: {
      ...record.client,
      cnaes: record.client.cnaes.map(vendorCnaeId).sort((a, b) => a - b),
    },
  }))
}

export interface GrantQuirks {
  /** Grants whose concession rows carry `fund_title: null`. */
  untitled: ReadonlySet<number>
  /** Grants whose concession rows carry `fund_slug: null`; they cannot be looked up by slug. */
  unslugged: ReadonlySet<number>
}

/** Among closed grants (never offered by the simulator), one in four untitled, one in four unslugged. */
export function grantQuirks(grants: readonly Grant[], today: string): GrantQuirks {
  const closed = grants.filter((grant) => grant.endDate < today).sort((a, b) => a.id - b.id)
  return {
    untitled: new Set(closed.filter((_, i) => i % 4 === 1).map((grant) => grant.id)),
    unslugged: new Set(closed.filter((_, i) => i % 4 === 3).map((grant) => grant.id)),
  }
}

export const NO_QUIRKS: GrantQuirks = { untitled: new Set(), unslugged: new Set() }

/** A plan of 5,000 credits a month with some used and a small bag; the no-credits demo has none left. */
export function vendorCreditAccount(account: DemoAccount): CreditAccount {
  return account.credits > 0
    ? { maxCredits: 5000, usedThisMonth: 120, bag: 250 }
    : { maxCredits: 500, usedThisMonth: 500, bag: 0 }
}

/**
 * The clients' yearly billing and investment budget as whole euros, as the vendor types them
 * (integers); the reading `decimalAmounts` keeps their cents.
 */
export function withWholeFigures(records: readonly ClientRecord[]): ClientRecord[] {
  const whole = (value: number | null) => (value === null ? null : Math.round(value))
  return records.map((record) => ({
    ...record,
    client: {
      ...record.client,
      last_year_billing: whole(record.client.last_year_billing),
      investment_budget: whole(record.client.investment_budget),
    },
  }))
}
