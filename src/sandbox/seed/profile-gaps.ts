import { type Random } from '../random'
import { type ClientRecord, type StoredClient } from './clients'

/**
 * Clients whose applicant profile is incomplete in our description too: no province, no applicant
 * type or no action, so the simulator cannot be asked for them (issue 13: «Perfil incompleto»).
 * The vendor dialect has its own (vendor-quirks.ts).
 */

/** The demo advisor, so that her portfolio always has one. */
const SHOWCASE_EXPERT = 301

const LISTS = ['province', 'applicant_types', 'action_items'] as const

/** A few clients per hundred, and never fewer than three (or all of them, when there are fewer). */
function gapCount(total: number): number {
  return Math.min(total, Math.max(3, Math.round(total / 50)))
}

/** Replaces a few records by copies without one of the three lists, in turn. */
export function withProfileGaps(records: readonly ClientRecord[], random: Random): ClientRecord[] {
  const chosen = new Set(random.sample(records, gapCount(records.length)))
  if (![...chosen].some((record) => record.client.experts.includes(SHOWCASE_EXPERT))) {
    const showcase = records.filter((record) => record.client.experts[0] === SHOWCASE_EXPERT)
    if (showcase.length > 0) chosen.add(random.pick(showcase))
  }
  let nth = 0
  return records.map((record) => {
    if (!chosen.has(record)) return record
    const list = LISTS[nth % LISTS.length] ?? 'province'
    nth += 1
    const client: StoredClient = { ...record.client, [list]: [] }
    return { client, updatedAt: record.updatedAt }
  })
}
