import { type ClientFacets } from '@shared/clients/clients'
import { TAG_LETTERS } from '../../base/client-row'
import { type Prepare } from './statement-cache'

/**
 * The values present in the replica, for the filter menus: those the filter index holds (every
 * account's), each kept if a client of this account has it (`sole`: the replica holds this
 * account's clients only, so each is).
 */
export function facetsOf(statement: Prepare, account: string, sole = false): ClientFacets {
  const tags = indexedTags(statement, account, sole)
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

/**
 * The filter values of the account's clients, from the filter index (whose values all are the
 * account's when it is the `sole` one: an index holds no value of a row it no longer has).
 */
function indexedTags(statement: Prepare, account: string, sole: boolean): string[] {
  const terms = (statement('SELECT term FROM clients_tag_values').all() as { term: string }[]).map(
    (row) => row.term,
  )
  if (sole) return terms
  const held = statement(
    `SELECT 1 FROM clients_tags t CROSS JOIN clients c ON c.rid = t.rowid
     WHERE t.clients_tags MATCH @tag AND c.account = @account LIMIT 1`,
  )
  return terms.filter((tag) => held.get({ tag, account }) !== undefined)
}
