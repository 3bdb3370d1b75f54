import { type CaseStatus, type StatusGroup } from '../wire/status-group'

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

/**
 * What a case file's template is, as far as the app knows (SC-CASE-11): the template it was created
 * with here (`null`: created here without one), or `undefined` for one made elsewhere (its rows
 * name no template).
 */
export type CaseTemplateRef = number | null | undefined

/** The catalogue with only the statuses `keep` takes; groups left empty are dropped. */
function narrowed(
  groups: readonly StatusGroup[],
  keep: (status: CaseStatus) => boolean,
): StatusGroup[] {
  return groups
    .map((group) => ({ ...group, status: group.status.filter(keep) }))
    .filter((group) => group.status.length > 0)
}

const hasStatuses = (groups: readonly StatusGroup[]) => groups.length > 0

/**
 * The statuses offered for a case file of `template` (SC-CASE-11): each status of
 * `forms/status-groups-list/` names the template it belongs to. A template's own statuses; for a
 * template without any, or no template, the statuses that name none; failing those, or for a case
 * file whose template is not known here, the whole catalogue (the service judges, [SC-CASE-12]).
 */
export function statusesFor(
  groups: readonly StatusGroup[],
  template: CaseTemplateRef,
): StatusGroup[] {
  if (template === undefined) return [...groups]
  if (template !== null) {
    const own = narrowed(groups, (status) => status.template === template)
    if (hasStatuses(own)) return own
  }
  const shared = narrowed(groups, (status) => status.template === null)
  return hasStatuses(shared) ? shared : [...groups]
}

/**
 * Where a new case file of `template` starts (SC-CASE-11): the first status marked `initial_state`
 * in the catalogue's order among those offered for it. A template with statuses of its own but none
 * marked starts at the first of them; otherwise, failing a marked one, the catalogue's initial
 * status (SC-CASE-2).
 */
export function initialStatusFor(
  groups: readonly StatusGroup[],
  template: CaseTemplateRef,
): StatusChoice | null {
  const offered = statusesFor(groups, template)
  for (const group of offered) {
    const marked = group.status.find((status) => status.initial_state)
    if (marked) return choice(group, marked)
  }
  const ownStatuses =
    typeof template === 'number' &&
    offered.some((g) => g.status.some((s) => s.template === template))
  return ownStatuses ? initialStatus(offered) : initialStatus(groups)
}

/** The statuses offered for every one of several case files (a change of status in bulk). */
export function statusesForAll(
  groups: readonly StatusGroup[],
  templates: readonly CaseTemplateRef[],
): StatusGroup[] {
  const offered = templates.map((template) => statusesFor(groups, template))
  const key = (group: StatusGroup, status: CaseStatus) => `${group.id}/${status.id}`
  const everywhere = (group: StatusGroup, status: CaseStatus) =>
    offered.every((each) =>
      each.some((g) => g.id === group.id && g.status.some((s) => key(g, s) === key(group, status))),
    )
  return groups
    .map((group) => ({ ...group, status: group.status.filter((s) => everywhere(group, s)) }))
    .filter((group) => group.status.length > 0)
}

/**
 * The status after `current` in the catalogue's order (groups in server order, then their
 * statuses), as offered for the case file (SC-CASE-11); null at the last status, or when the
 * current one is not among them.
 */
export function nextStatus(
  groups: readonly StatusGroup[],
  current: { group: number; status: number },
): StatusChoice | null {
  const all = groups.flatMap((group) => group.status.map((status) => choice(group, status)))
  const at = all.findIndex((c) => c.group.id === current.group && c.status.id === current.status)
  return at === -1 ? null : (all[at + 1] ?? null)
}
