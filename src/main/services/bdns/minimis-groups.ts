import { appError, AppFailure } from '@shared/errors'
import {
  type MinimisGroup,
  type MinimisGroupInputSchema,
  type MinimisGroupMember,
} from '@shared/bdns/minimis-group-schemas'
import { type StorageMode } from '@shared/storage'
import { type z } from 'zod'
import { type MinimisGroupsStore } from '../../storage/minimis-groups-table'

export interface MinimisGroupsService {
  list(): MinimisGroup[]
  /** Creates (no id) or replaces a group; a NIF already in another group is refused. */
  save(id: number | null, input: z.output<typeof MinimisGroupInputSchema>): MinimisGroup
  remove(id: number): void
  groupOf(nif: string): MinimisGroup | null
  named(name: string): MinimisGroup | null
}

/** «Empresa única» groups of the account `account()` names (issue 36, point 3). */
export function createMinimisGroupsService(
  store: MinimisGroupsStore,
  account: () => string,
  now: () => number = Date.now,
  /** How the database was opened: groups exist nowhere else, so never written where they would be lost. */
  storage: () => StorageMode = () => 'writable',
): MinimisGroupsService {
  const assertKept = () => {
    const mode = storage()
    if (mode !== 'writable') {
      throw new AppFailure(appError('error.storage.case_work_read_only', { mode }))
    }
  }
  return {
    list: () => store.list(account()),
    save(id, input) {
      assertKept()
      const who = account()
      if (id !== null && !store.get(who, id)) {
        throw new AppFailure(appError('error.not_found.minimis_group', {}))
      }
      const sameName = store.namedBy(who, input.name)
      if (sameName && sameName.id !== id) {
        throw new AppFailure(appError('error.conflict.minimis_group_name', { name: input.name }))
      }
      const members = new Map<string, MinimisGroupMember>()
      for (const member of input.members) {
        const other = store.groupOf(who, member.nif)
        if (other && other.id !== id) {
          throw new AppFailure(
            appError('error.conflict.minimis_group_taken', { nif: member.nif, group: other.name }),
          )
        }
        members.set(member.nif, member)
      }
      const saved = store.save(who, id, input.name, [...members.values()], now())
      const group = store.get(who, saved)
      if (!group) throw new AppFailure(appError('error.not_found.minimis_group', {}))
      return group
    },
    remove(id) {
      assertKept()
      if (!store.delete(account(), id)) {
        throw new AppFailure(appError('error.not_found.minimis_group', {}))
      }
    },
    groupOf: (nif) => store.groupOf(account(), nif),
    named: (name) => store.namedBy(account(), name),
  }
}
