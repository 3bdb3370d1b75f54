import type Database from 'better-sqlite3'
import { type Where } from './client-filter'

/** The SQL function that says whether a row is among the rows `ClientMatches.mark` was given. */
export const MATCHED_SQL = 'client_matched'
/** Rows of parts kept (4 bytes each), by part and parameters, until the replica changes. */
const ROWS_KEPT = 2_000_000

type Part = Where['parts'][number]

/** The rows (`rid`, ascending) both sorted lists hold. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length))
  let n = 0
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as number
    const y = b[j] as number
    if (x === y) {
      both[n++] = x
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return both.subarray(0, n)
}

/**
 * The rows a filter's index parts select (its words, its tag filters), read from their indexes once
 * and kept: a search asked again with another order, another window or one more filter reads
 * none of them again, and the rows of several parts are found by intersecting lists, not by reading
 * each row of the widest part.
 */
export class ClientMatches {
  private readonly sets = new Map<string, Int32Array>()
  private kept = 0
  private marked = new Uint8Array(0)

  constructor(
    db: Database.Database,
    private readonly statement: (sql: string) => Database.Statement,
  ) {
    db.function(MATCHED_SQL, { deterministic: false }, (rid) =>
      typeof rid === 'number' && this.marked[rid] === 1 ? 1 : 0,
    )
  }

  /** The replica changed: every part is read again. */
  forget(): void {
    this.sets.clear()
    this.kept = 0
  }

  /** The rows every part of `w` selects; of `account` only, unless the replica holds no other. */
  of(w: Where, onlyAccount: boolean): Int32Array {
    const parts = onlyAccount
      ? [...w.parts]
      : [{ set: 'SELECT rid FROM clients WHERE account = @account', check: '' }, ...w.parts]
    const lists = parts
      .map((part) => this.rowsOf(part, w.params))
      .sort((a, b) => a.length - b.length)
    return lists.slice(1).reduce(intersect, lists[0] ?? new Int32Array(0))
  }

  /** Makes `rids` the rows MATCHED_SQL(rid) answers 1 for, until the next call. */
  mark(rids: Int32Array): void {
    const size = (rids.length > 0 ? (rids[rids.length - 1] as number) : 0) + 1
    if (this.marked.length < size) this.marked = new Uint8Array(size * 2)
    else this.marked.fill(0)
    for (const rid of rids) this.marked[rid] = 1
  }

  private rowsOf(part: Pick<Part, 'set'>, params: Record<string, unknown>): Int32Array {
    const used: Record<string, unknown> = {}
    for (const [, name] of part.set.matchAll(/@(\w+)/g)) {
      if (name) used[name] = params[name]
    }
    const key = `${part.set}\n${JSON.stringify(used)}`
    let rows = this.sets.get(key)
    if (rows) {
      // Re-inserting keeps the most recently used at the end of the map.
      this.sets.delete(key)
    } else {
      const rids = this.statement(`SELECT rid FROM (${part.set}) ORDER BY rid`)
        .pluck()
        .all(used) as number[]
      rows = Int32Array.from(rids)
      this.kept += rows.length
      for (const [oldest, set] of this.sets) {
        if (this.kept <= ROWS_KEPT) break
        this.sets.delete(oldest)
        this.kept -= set.length
      }
    }
    this.sets.set(key, rows)
    return rows
  }
}
