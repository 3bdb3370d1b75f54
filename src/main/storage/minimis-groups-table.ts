import type Database from 'better-sqlite3'
import { type MinimisGroup, type MinimisGroupMember } from '@shared/bdns/minimis-group-schemas'

interface MemberRow {
  groupId: number
  nif: string
  clientId: number | null
  name: string | null
}

/**
 * «Empresa única» groups of one account (migration 10): clients that are one undertaking under the
 * de minimis regulations, so the aid of each is summed for all. A NIF is in one group at most.
 */
export class MinimisGroupsStore {
  constructor(private readonly db: Database.Database) {}

  list(account: string): MinimisGroup[] {
    const groups = this.db
      .prepare('SELECT id, name FROM minimis_groups WHERE account = ? ORDER BY name, id')
      .all(account) as { id: number; name: string }[]
    const members = this.db
      .prepare(
        `SELECT group_id AS groupId, nif, client_id AS clientId, name
         FROM minimis_group_members WHERE account = ? ORDER BY nif`,
      )
      .all(account) as MemberRow[]
    return groups.map((group) => ({
      ...group,
      members: members.filter((m) => m.groupId === group.id).map(memberOf),
    }))
  }

  get(account: string, id: number): MinimisGroup | null {
    return this.list(account).find((group) => group.id === id) ?? null
  }

  /** The group `nif` belongs to, if any. */
  groupOf(account: string, nif: string): MinimisGroup | null {
    const row = this.db
      .prepare('SELECT group_id AS id FROM minimis_group_members WHERE account = ? AND nif = ?')
      .get(account, nif) as { id: number } | undefined
    return row ? this.get(account, row.id) : null
  }

  /** The group called `name`, if any. */
  namedBy(account: string, name: string): MinimisGroup | null {
    return this.list(account).find((group) => group.name === name) ?? null
  }

  /** Creates a group (id null) or replaces its name and members, in one transaction. */
  save(
    account: string,
    id: number | null,
    name: string,
    members: readonly MinimisGroupMember[],
    now: number,
  ): number {
    return this.db.transaction(() => {
      let groupId = id
      if (groupId === null) {
        groupId = Number(
          this.db
            .prepare('INSERT INTO minimis_groups (account, name, created_at) VALUES (?, ?, ?)')
            .run(account, name, now).lastInsertRowid,
        )
      } else {
        this.db
          .prepare('UPDATE minimis_groups SET name = ? WHERE account = ? AND id = ?')
          .run(name, account, groupId)
        this.db
          .prepare('DELETE FROM minimis_group_members WHERE account = ? AND group_id = ?')
          .run(account, groupId)
      }
      const insert = this.db.prepare(
        `INSERT INTO minimis_group_members (account, nif, group_id, client_id, name)
         VALUES (?, ?, ?, ?, ?)`,
      )
      for (const member of members) {
        insert.run(account, member.nif, groupId, member.clientId, member.name)
      }
      return groupId
    })()
  }

  delete(account: string, id: number): boolean {
    return this.db.transaction(() => {
      this.db
        .prepare('DELETE FROM minimis_group_members WHERE account = ? AND group_id = ?')
        .run(account, id)
      return (
        this.db.prepare('DELETE FROM minimis_groups WHERE account = ? AND id = ?').run(account, id)
          .changes > 0
      )
    })()
  }
}

const memberOf = (row: MemberRow): MinimisGroupMember => ({
  nif: row.nif,
  clientId: row.clientId,
  name: row.name,
})
