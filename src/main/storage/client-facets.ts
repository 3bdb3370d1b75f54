import { type ClientFacets } from '@shared/clients'
import { TAG_LETTERS } from '../base/client-row'
import { type Finding } from './client-filter'
import { type Prepare } from './statement-cache'

/**
 * The values present in the replica, for the filter menus: those the filter index holds (every
 * account's), each kept if a client of this account has it; read from the rows while some are
 * not in the filter index yet (`finding` is 'scan').
 */
export function facetsOf(statement: Prepare, account: string, finding: Finding): ClientFacets {
  const tags = finding === 'scan' ? tagsOfRows(statement, account) : indexedTags(statement, account)
  const valuesOf = (letter: string) =>
    tags
      .filter((tag) => tag.startsWith(letter))
      .map((tag) => Number(tag.slice(1)))
      .filter(Number.isSafeInteger)
      .sort((a, b) => a - b)
  const nameOf = statement(
    'SELECT expert_name AS name FROM clients WHERE account = ? AND expert_id = ? LIMIT 1',
  )
  const statuses = (
    statement('SELECT DISTINCT status FROM clients WHERE account = ? ORDER BY status').all(
      account,
    ) as { status: number }[]
  ).map((r) => r.status)
  return {
    experts: valuesOf(TAG_LETTERS.expert).map((id) => {
      const found = nameOf.get(account, id) as { name: string } | undefined
      return { id, name: found?.name || `Experto #${id}` }
    }),
    provinces: valuesOf(TAG_LETTERS.province),
    statuses,
    cnaes: valuesOf(TAG_LETTERS.cnae),
  }
}

/** The filter values of the account's clients, from the filter index. */
function indexedTags(statement: Prepare, account: string): string[] {
  const held = statement(
    `SELECT 1 FROM clients_tags t CROSS JOIN clients c ON c.rid = t.rowid
     WHERE t.clients_tags MATCH @tag AND c.account = @account LIMIT 1`,
  )
  return (statement('SELECT term FROM clients_tag_values').all() as { term: string }[])
    .map((row) => row.term)
    .filter((tag) => held.get({ tag, account }) !== undefined)
}

/** The same, read from the rows. */
function tagsOfRows(statement: Prepare, account: string): string[] {
  return (
    statement(
      'SELECT DISTINCT t.value AS tag FROM clients c, json_each(c.tags) t WHERE c.account = ?',
    ).all(account) as { tag: string }[]
  ).map((row) => row.tag)
}
