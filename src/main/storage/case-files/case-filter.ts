import { type CaseQueryInput } from '@shared/cases/cases'
import { foldText } from '@shared/text'

/** The last day of a case file's nearest deadline still running (the advisor's, ARCH-FLOW-12). */
export const NEXT_DEADLINE_SQL = `(SELECT MIN(d.due_date) FROM case_deadlines d
  WHERE d.account = c.account AND d.case_id = c.id AND d.done_on IS NULL)`

/**
 * A fact as the list shows it: the value kept on this computer (`case_facts`, SC-CASE-16) over the
 * service's, whose 0 requested is «not given» (SC-CASE-17).
 */
const shownFact = (column: string, service = `c.${column}`) =>
  `COALESCE((SELECT f.${column} FROM case_facts f
    WHERE f.account = c.account AND f.case_id = c.id), ${service})`
export const FACTS_SQL = {
  requested_amount: shownFact('requested_amount', 'NULLIF(c.requested_amount, 0)'),
  awarded_amount: shownFact('awarded_amount'),
  presentation_date: shownFact('presentation_date'),
  concession_date: shownFact('concession_date'),
}

/** Sort keys: names folded (accents and case), so «Álava» sorts with «Alava». */
export const SORT_SQL: { [K in CaseQueryInput['sort']['field']]: string } = {
  identifier: 'c.identifier',
  title: 'c.title_key',
  client: 'c.client_key',
  status: 'c.status_key',
  requested_amount: FACTS_SQL.requested_amount,
  awarded_amount: FACTS_SQL.awarded_amount,
  presentation_date: FACTS_SQL.presentation_date,
  concession_date: FACTS_SQL.concession_date,
  expert: 'c.expert_key',
  next_deadline: NEXT_DEADLINE_SQL,
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The WHERE clause of a query (the account first) and its parameters. */
export function whereOf(account: string, query: CaseQueryInput, me: number | null) {
  const where = ['c.account = ?', 'c.active = ?']
  const params: unknown[] = [account, query.archived ? 0 : 1]
  // Each word in the case file's own text or in one of the advisor's notes on it (ARCH-FLOW-12);
  // for `identity`, in its identifier or its title only.
  for (const word of foldText(query.text).split(/\s+/).filter(Boolean)) {
    if (query.textIn === 'identity') {
      where.push(`(lower(c.identifier) LIKE ? ESCAPE '\\' OR c.title_key LIKE ? ESCAPE '\\')`)
      params.push(`%${escapeLike(word)}%`, `%${escapeLike(word)}%`)
      continue
    }
    where.push(`(c.search LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM case_notes n
      WHERE n.account = c.account AND n.case_id = c.id AND n.search LIKE ? ESCAPE '\\'))`)
    params.push(`%${escapeLike(word)}%`, `%${escapeLike(word)}%`)
  }
  if (query.mine) {
    where.push('c.expert_id = ?')
    params.push(me ?? -1)
  }
  if (query.client !== undefined) {
    where.push('c.client_id = ?')
    params.push(query.client)
  }
  // A status filter is one menu: a row matches any group, status or «sin estado» ticked.
  const either: string[] = []
  if (query.statusGroups?.length) {
    either.push('c.status_group_id IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(query.statusGroups))
  }
  if (query.statuses?.length) {
    either.push('c.status_id IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(query.statuses))
  }
  if (query.withoutStatus) either.push('c.status_id IS NULL')
  if (either.length > 0) where.push(`(${either.join(' OR ')})`)
  const range = (column: string, from: unknown, to: unknown) => {
    if (from !== undefined) {
      where.push(`${column} >= ?`)
      params.push(from)
    }
    if (to !== undefined) {
      where.push(`${column} <= ?`)
      params.push(to)
    }
  }
  range(FACTS_SQL.presentation_date, query.presentedFrom, query.presentedTo)
  range(FACTS_SQL.concession_date, query.concededFrom, query.concededTo)
  range(FACTS_SQL.requested_amount, query.amountMin, query.amountMax)
  return { sql: where.join(' AND '), params }
}
