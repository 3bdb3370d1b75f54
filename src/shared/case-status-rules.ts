import { type CaseStatus, type StatusGroup } from './wire/status-group'

/** A status of the catalogue with the group it belongs to (a case file's «estado» and «subestado»). */
export interface StatusChoice {
  group: { id: number; name: string }
  status: { id: number; name: string }
}

const choice = (group: StatusGroup, status: CaseStatus): StatusChoice => ({
  group: { id: group.id, name: group.name },
  status: { id: status.id, name: status.name },
})

/**
 * Where a new case file starts (SC-STAT-2, SC-CASE-2): the first status marked `initial_state` in
 * the catalogue's order (groups in server order, then their statuses), so the first group that has
 * one decides. When no status is marked anywhere, the first status of the first group that has any.
 * Null for a catalogue without statuses.
 */
export function initialStatus(groups: readonly StatusGroup[]): StatusChoice | null {
  for (const group of groups) {
    const marked = group.status.find((status) => status.initial_state)
    if (marked) return choice(group, marked)
  }
  for (const group of groups) {
    const [first] = group.status
    if (first) return choice(group, first)
  }
  return null
}

export type StatusCheck =
  | { ok: true; choice: StatusChoice }
  /** The group is not in the catalogue: `groups` are the valid ones. */
  | { ok: false; problem: 'group'; groups: readonly StatusGroup[] }
  /**
   * The status is not one of `group`'s (the valid ones are its `status`); `elsewhere` is the group
   * that has it, when another one does.
   */
  | { ok: false; problem: 'status'; group: StatusGroup; elsewhere: StatusGroup | null }

/** Whether `statusId` is a status of the group `groupId` in the catalogue, before anything is sent. */
export function checkStatus(
  groups: readonly StatusGroup[],
  groupId: number,
  statusId: number,
): StatusCheck {
  const group = groups.find((g) => g.id === groupId)
  if (!group) return { ok: false, problem: 'group', groups }
  const status = group.status.find((s) => s.id === statusId)
  if (status) return { ok: true, choice: choice(group, status) }
  const elsewhere = groups.find((g) => g.status.some((s) => s.id === statusId)) ?? null
  return { ok: false, problem: 'status', group, elsewhere }
}
