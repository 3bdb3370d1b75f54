import { type StatusGroup } from '@shared/wire/status-group'
import { type StoredCase } from '../seed/cases-seed'

export type CaseAction = 'archive' | 'unarchive' | 'delete'

/** The case files of a demo service, seeded and changed through the API; listed newest first. */
export class CaseStore {
  private readonly byId = new Map<number, StoredCase>()
  private nextId: number

  constructor(seeded: readonly StoredCase[], firstId: number) {
    for (const record of seeded) this.byId.set(record.id, record)
    this.nextId = Math.max(firstId, ...seeded.map((c) => c.id + 1))
  }

  get size(): number {
    return this.byId.size
  }

  get(id: number): StoredCase | undefined {
    return this.byId.get(id)
  }

  /** Every case file, by id descending. */
  all(): StoredCase[] {
    return [...this.byId.values()].sort((a, b) => b.id - a.id)
  }

  create(make: (id: number) => StoredCase): StoredCase {
    const record = make(this.nextId)
    this.nextId += 1
    this.byId.set(record.id, record)
    return record
  }

  setStatus(ids: readonly number[], groupId: number, statusId: number): void {
    for (const id of ids) this.change(id, { statusGroupId: groupId, statusId })
  }

  /** Gives the case files to another expert. */
  assign(ids: readonly number[], expertId: number): void {
    for (const id of ids) this.change(id, { expertId })
  }

  apply(ids: readonly number[], action: CaseAction): void {
    for (const id of ids) {
      if (action === 'delete') this.byId.delete(id)
      else this.change(id, { archived: action === 'archive' })
    }
  }

  private change(id: number, changes: Partial<StoredCase>): void {
    const current = this.byId.get(id)
    if (current) this.byId.set(id, { ...current, ...changes })
  }
}

/** The catalogue's group and status of a pair, or a reason it is refused. */
export function statusPair(
  groups: readonly StatusGroup[],
  groupId: number,
  statusId: number,
):
  | { group: string; status: string; template: number | null }
  | 'unknown-group'
  | 'unknown-status'
  | 'other-group' {
  const group = groups.find((g) => g.id === groupId)
  if (!group) return 'unknown-group'
  const status = group.status.find((s) => s.id === statusId)
  if (status) return { group: group.name, status: status.name, template: status.template }
  const elsewhere = groups.some((g) => g.status.some((s) => s.id === statusId))
  return elsewhere ? 'other-group' : 'unknown-status'
}
