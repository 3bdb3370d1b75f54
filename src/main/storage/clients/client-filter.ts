import { type ClientQuerySchema } from '@shared/clients/clients'
import { type z } from 'zod'
import { TAG_LETTERS, type TagKind } from '../../base/client-row'
import { textMatch } from './client-search'

type Query = z.output<typeof ClientQuerySchema>
/** What selects rows, without the order or the window. */
export type ClientFilter = Omit<Query, 'sort' | 'offset' | 'limit'>
export type ClientSort = Query['sort']

/** One condition of a filter, in the two forms a plan may want it. */
interface Part {
  /** A SELECT of the rows (`rid`) it keeps: to read them first. */
  set: string
  /** The same, checked on a row `c`. */
  check: string
}

/** A filter as SQL over `clients c`; `params` are named, `@account` among them. */
export interface Where {
  parts: Part[]
  /** Conditions on the row alone (status, public, a word looked for anywhere). */
  clauses: string[]
  params: Record<string, unknown>
}

/** SQL for each sortable column (each has an index); the id breaks ties so the order is stable. */
const SORT_SQL: Record<ClientSort['field'], string> = {
  business_name: 'c.name_key',
  nif: 'c.nif',
  province: 'c.province_name',
  status: 'c.status',
  cnae: 'c.cnae',
  expert: 'c.expert_name',
  public: 'c.public',
  employees_quantity: 'c.employees_quantity',
  last_year_billing: 'c.last_year_billing',
}

const TAG_KINDS = Object.keys(TAG_LETTERS) as TagKind[]

/**
 * The accounts a first sync is loading (its rows show once the load ends, all at once), each with
 * the rows written meanwhile by other means (a client opened during the sync), which show.
 */
export type Loading = Map<string, Set<number>>

/**
 * The filter's text (see client-search), statuses, public flag and tags (any of the values).
 * `loading`: while a first sync of the account is loading, the rows that show (see Loading).
 */
export function whereOf(account: string, q: ClientFilter, loading?: ReadonlySet<number>): Where {
  const text = textMatch(q.text)
  const params: Record<string, unknown> = { account, ...text.params }
  const parts: Part[] = text.sets.map((set) => ({ set, check: `c.rid IN (${set})` }))
  const clauses = [...text.clauses]
  if (loading) {
    clauses.push('c.rid IN (SELECT value FROM json_each(@shown))')
    params['shown'] = JSON.stringify([...loading])
  }
  if (q.status?.length) clauses.push(`c.status IN (${q.status.map(Number).join(',')})`)
  if (q.public !== null) clauses.push(`c.public = ${q.public ? 1 : 0}`)
  for (const kind of TAG_KINDS) {
    const values = q[kind]
    if (!values?.length) continue
    const tags = values.map((value) => `${TAG_LETTERS[kind]}${Math.trunc(Number(value))}`)
    params[`g${kind}`] = tags.join(' OR ')
    parts.push({
      set: `SELECT rowid AS rid FROM clients_tags WHERE clients_tags MATCH @g${kind}`,
      check: tagCheck(kind, values),
    })
  }
  return { parts, clauses, params }
}

/** The tag filter's values present in `c.tags` (a JSON list of quoted tags). */
function tagCheck(kind: TagKind, values: readonly number[]): string {
  const tags = values.map((value) => `${TAG_LETTERS[kind]}${Math.trunc(Number(value))}`)
  return `(${tags.map((tag) => `instr(c.tags, '"${tag}"') > 0`).join(' OR ')})`
}

/**
 * FROM and WHERE of a filter. `drive`: the rows of its first part are read, then the rest is
 * checked on each (a narrow filter: only its matches are sorted). Otherwise the rows are read in
 * the order of the sort's index, each checked (a broad filter: the first rows in order come at once).
 */
export function sourceOf(w: Where, drive: boolean): string {
  const checks = (parts: Part[]) =>
    ['c.account = @account', ...parts.map((part) => part.check), ...w.clauses].join(' AND ')
  const [first, ...rest] = w.parts
  if (drive && first) {
    return `FROM (${first.set}) m CROSS JOIN clients c ON c.rid = m.rid WHERE ${checks(rest)}`
  }
  return `FROM clients c WHERE ${checks(w.parts)}`
}

export function orderOf(sort: ClientSort): string {
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC'
  return `${SORT_SQL[sort.field]} ${direction} NULLS LAST, c.id ${direction}`
}
