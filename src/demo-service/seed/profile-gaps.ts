import { deriveSeed, Sfc32 } from '../random'
import { type ClientRecord, type StoredClient } from './clients-seed'
import { PROFILE_GAP_SHARE } from './indexed-clients'

/**
 * Clients whose applicant profile is incomplete in our description too: no province, no applicant
 * type or no action, so the simulator cannot be asked for them (issue 13: «Perfil incompleto»).
 * The vendor dialect has its own (vendor-quirks.ts).
 */

/** The demo advisor, so that her portfolio always has one. */
const SHOWCASE_EXPERT = 301

const LISTS = ['province', 'applicant_types', 'action_items'] as const

/** The demo advisor's first own client who works on her own (an «autónomo»). */
function isShowcase(client: StoredClient): boolean {
  return client.experts[0] === SHOWCASE_EXPERT && client.legal_representative_nif === client.nif
}

/**
 * Empties one of the three lists of a few clients per hundred, each decided by its own index (so
 * a larger demo service keeps the gaps of a smaller one), and of the showcase client.
 */
export function withProfileGaps(records: readonly ClientRecord[], seed: number): ClientRecord[] {
  const stream = deriveSeed(seed, 'profile-gaps')
  const random = new Sfc32(0)
  const showcase = records.findIndex((record) => isShowcase(record.client))
  return records.map((record, index) => {
    random.reseedAt(stream, index)
    const gap = random.chance(PROFILE_GAP_SHARE)
    const list = LISTS[Math.floor(random.next() * LISTS.length)] ?? 'province'
    if (!gap && index !== showcase) return record
    const client: StoredClient = { ...record.client, [list]: [] }
    return { client, updatedAt: record.updatedAt }
  })
}
