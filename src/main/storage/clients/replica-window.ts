import { type ClientQuerySchema, type ClientRow } from '@shared/clients/clients'
import { type z } from 'zod'
import { PENDING_SQL, ROW_COLUMNS, type RowRecord, toRow } from './client-row-sql'
import { orderOf, sourceOf, type Where } from './client-filter'
import { MATCHED_SQL } from './client-matches'
import { type ClientTotals } from './client-totals'
import { MATCHES_SOURCE } from './clients-schema'
import { type Prepare } from './statement-cache'

type Query = z.output<typeof ClientQuerySchema>

/**
 * Up to this many matches, a window is taken by sorting the matches; past it, by reading the sort's
 * index until the window is full (the matches are then dense enough to come at once).
 */
export const SORTED_MATCHES = 4000
/** Entries of a sort index checked (MATCHED_SQL) in the time one row is read by its rowid. */
const INDEX_ENTRIES_PER_ROW = 3

/**
 * One window of the list (`offset`, `limit`) in the query's order, and how many there are. The
 * window's rows are chosen first (by rowid, with nothing but the sort's columns), then read: what
 * a row shows, and its outbox state, is worked out for the window only.
 *
 * A filter with index parts (words, tag filters) starts from the rows they all select (see
 * ClientMatches): up to SORTED_MATCHES of them are checked, sorted and counted in one pass;
 * more are found by reading the sort's index until the window is full. A filter without any
 * reads the sort's index.
 */
export function clientWindow(
  statement: Prepare,
  totals: ClientTotals,
  w: Where,
  q: Query,
): { rows: ClientRow[]; total: number } {
  const window = { ...w.params, limit: q.limit, offset: q.offset }
  const order = `ORDER BY ${orderOf(q.sort)} LIMIT @limit OFFSET @offset`
  const clauses = w.clauses.length > 0 ? w.clauses.join(' AND ') : '1'
  let total = totals.known(w)
  let picked: { rid: number; total?: number }[]
  const rids = w.parts.length > 0 ? totals.matchesOf(w) : null
  if (rids && rids.length <= SORTED_MATCHES && !denseEnough(totals, rids.length, w, q)) {
    if (rids.length === 0) return { rows: [], total: totals.keep(w, 0) }
    picked = statement(
      `SELECT c.rid, COUNT(*) OVER () AS total ${MATCHES_SOURCE} WHERE ${clauses} ${order}`,
    ).all({ ...window, rids: JSON.stringify(Array.from(rids)) }) as {
      rid: number
      total: number
    }[]
    total ??= totals.keep(w, picked[0]?.total ?? (q.offset > 0 ? totals.of(w) : 0))
  } else {
    total ??= totals.of(w)
    if (total === 0 || q.offset >= total) return { rows: [], total }
    let source = sourceOf({ ...w, parts: [] }, false)
    if (rids) {
      totals.mark(rids)
      source += ` AND ${MATCHED_SQL}(c.rid)`
    }
    picked = statement(`SELECT c.rid ${source} ${order}`).all(window) as { rid: number }[]
  }
  return {
    rows: rowsOf(
      statement,
      picked.map((p) => p.rid),
    ),
    total,
  }
}

/**
 * Whether the window is found sooner by reading the sort's index than by sorting the `matches`
 * (every one of them read): with nothing to check on the rows, the total is known without them,
 * and the index gives a match every `rows / matches` entries, each a fraction of a row's cost.
 */
function denseEnough(totals: ClientTotals, matches: number, w: Where, q: Query): boolean {
  if (w.clauses.length > 0 || matches === 0) return false
  const rows = totals.rows(String(w.params['account']))
  return ((q.offset + q.limit) * rows) / matches < matches * INDEX_ENTRIES_PER_ROW
}

/** The rows of `rids`, in that order. */
function rowsOf(statement: Prepare, rids: number[]): ClientRow[] {
  if (rids.length === 0) return []
  const records = statement(
    `SELECT c.rid, ${ROW_COLUMNS}, ${PENDING_SQL} AS pending FROM clients c
     WHERE c.rid IN (SELECT value FROM json_each(@rids))`,
  ).all({ rids: JSON.stringify(rids) }) as (RowRecord & { rid: number })[]
  const byRid = new Map(records.map((record) => [record.rid, toRow(record)]))
  return rids.flatMap((rid) => byRid.get(rid) ?? [])
}
