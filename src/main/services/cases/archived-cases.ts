import { type CaseFile } from '@shared/wire/case-file'
import { type CaseListQuery } from '../../api/operations'

/** Every case file of one list of `forms/` (all its pages). */
export type CaseWalk = (query: CaseListQuery) => Promise<CaseFile[]>

export interface ActiveAndArchived {
  active: CaseFile[]
  archived: CaseFile[]
}

const lacking = (rows: readonly CaseFile[], active: ReadonlySet<number>) =>
  rows.filter((row) => !active.has(row.id))

/**
 * The active case files (`isActive=1`) and the archived ones, whatever the service makes of the
 * flag (SC-CASE-4): an absent `isActive` may mean every case file or only the active ones, and
 * `isActive=0` the archived ones or every one. The archived are the rows of those lists the active
 * list lacks. The list without the flag is read first; when it shows none the active list lacks
 * (absent meant «active only», or nothing is archived), `isActive=0` is read too. Under every
 * reading the archived ones are found, so none leaves the replica because of how the flag is read.
 */
export async function activeAndArchived(
  walk: CaseWalk,
  query: CaseListQuery,
): Promise<ActiveAndArchived> {
  const active = await walk({ ...query, isActive: 1 })
  const activeIds = new Set(active.map((row) => row.id))
  const beyond = lacking(await walk(query), activeIds)
  if (beyond.length > 0) return { active, archived: beyond }
  return { active, archived: lacking(await walk({ ...query, isActive: 0 }), activeIds) }
}
