import { appError, AppFailure } from '@shared/errors'
import { foldText } from '@shared/text'
import { type StatusGroup } from '@shared/wire/status-group'
import { type RemoteCases } from '../../services/cases/remote-cases'
import { usageError } from '../usage-error'
import { type CommandName } from '../usage'
import { type CaseRef, type NameOrId } from './cases-args'

const same = (name: string, wanted: string) => foldText(name.trim()) === foldText(wanted.trim())
const matches = (item: { id: number; name: string }, wanted: NameOrId) =>
  typeof wanted === 'number' ? item.id === wanted : same(item.name, wanted)

const listed = (pairs: readonly [StatusGroup, { id: number; name: string }][]) =>
  pairs.map(([g, s]) => `${g.id}/${s.id} (${g.name} · ${s.name})`).join(', ')

/**
 * A status group and status given by id or by name (`--status Presentada`, issue 33) as the
 * catalogue's ids: a group given names it, else every group is searched. A name that no status has,
 * or that several have, is a usage error listing the valid ones. Ids are left to the catalogue's
 * own check (SC-CASE-2).
 */
export function statusIds(
  groups: readonly StatusGroup[],
  target: { group: NameOrId | null; status: NameOrId },
  command: CommandName,
): { group: number; status: number } {
  const inGroups =
    target.group === null ? groups : groups.filter((g) => matches(g, target.group ?? 0))
  if (target.group !== null && inGroups.length !== 1) {
    if (typeof target.group === 'number') return idsAsGiven(target, groups)
    throw usageError(
      inGroups.length === 0 ? 'cli.usage.status_name_unknown' : 'cli.usage.status_name_ambiguous',
      { name: target.group, valid: groups.map((g) => `${g.id} (${g.name})`).join(', ') },
      command,
    )
  }
  const found = inGroups.flatMap((g) =>
    g.status.filter((s) => matches(s, target.status)).map((s): [StatusGroup, typeof s] => [g, s]),
  )
  const [only] = found
  if (found.length === 1 && only) return { group: only[0].id, status: only[1].id }
  if (typeof target.status === 'number' || (found.length === 0 && target.group !== null)) {
    return idsAsGiven(target, inGroups.length === 1 ? inGroups : groups)
  }
  const every = inGroups.flatMap((g) => g.status.map((s): [StatusGroup, typeof s] => [g, s]))
  throw usageError(
    found.length === 0 ? 'cli.usage.status_name_unknown' : 'cli.usage.status_name_ambiguous',
    { name: target.status, valid: listed(found.length === 0 ? every : found) },
    command,
  )
}

/** Ids as given (a name turned into an id that cannot exist), for the catalogue's own check. */
function idsAsGiven(
  target: { group: NameOrId | null; status: NameOrId },
  groups: readonly StatusGroup[],
): { group: number; status: number } {
  const group =
    typeof target.group === 'number'
      ? target.group
      : ((groups.length === 1 ? groups[0]?.id : 0) ?? 0)
  return { group, status: typeof target.status === 'number' ? target.status : 0 }
}

/** Case files given by id or by identifier, as ids; an identifier no case file has fails (exit 1). */
export async function caseIdsOf(
  cases: RemoteCases,
  refs: readonly CaseRef[],
  signal?: AbortSignal,
): Promise<number[]> {
  const ids: number[] = []
  for (const ref of refs) {
    if (typeof ref === 'number') {
      ids.push(ref)
      continue
    }
    const id = await cases.idOf(ref, signal)
    if (id === null)
      throw new AppFailure(appError('error.not_found.case_identifier', { identifier: ref }))
    ids.push(id)
  }
  return [...new Set(ids)]
}
