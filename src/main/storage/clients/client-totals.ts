import type Database from 'better-sqlite3'
import { type ClientFilter, type Loading, sourceOf, type Where, whereOf } from './client-filter'
import { ClientMatches } from './client-matches'
import { MATCHES_SOURCE } from './clients-schema'
import { type Prepare } from './statement-cache'

/** Totals by filter, until the replica changes: scrolling asks for one window after another. */
const TOTAL_CACHE = 64

/**
 * How many clients a filter selects, and the rows its index parts select, kept until the replica
 * changes (`forget`).
 */
export class ClientTotals {
  private readonly totals = new Map<string, number>()
  private readonly matches: ClientMatches
  /** See soleAccount: unknown until asked, forgotten with the totals. */
  private sole: string | null | undefined = undefined

  /** `loading`: accounts a first sync is loading, and the rows of each that show meanwhile. */
  constructor(
    db: Database.Database,
    private readonly statement: Prepare,
    private readonly loading: Loading,
  ) {
    this.matches = new ClientMatches(db, statement)
  }

  /** The replica changed: what was counted is counted again. */
  forget(): void {
    this.totals.clear()
    this.matches.forget()
    this.sole = undefined
  }

  /** The filter as SQL, of the account's rows shown now. */
  where(account: string, q: ClientFilter): Where {
    return whereOf(account, q, this.loading.get(account))
  }

  /** The total of `w`, if counted. */
  known(w: Where): number | undefined {
    return this.totals.get(JSON.stringify(w))
  }

  /** Keeps `total` as the total of `w`, and returns it. */
  keep(w: Where, total: number): number {
    return this.remember(JSON.stringify(w), total)
  }

  /** How many clients `w` selects. */
  of(w: Where): number {
    const key = JSON.stringify(w)
    const known = this.totals.get(key)
    if (known !== undefined) return known
    if (w.parts.length === 0) {
      const row = this.statement(`SELECT COUNT(*) AS n ${sourceOf(w, false)}`).get(w.params)
      return this.remember(key, (row as { n: number }).n)
    }
    const rids = this.matchesOf(w)
    if (w.clauses.length === 0) return this.remember(key, rids.length)
    const row = this.statement(
      `SELECT COUNT(*) AS n ${MATCHES_SOURCE} WHERE ${w.clauses.join(' AND ')}`,
    ).get({ ...w.params, rids: JSON.stringify(Array.from(rids)) })
    return this.remember(key, (row as { n: number }).n)
  }

  /** How many clients the account has. */
  rows(account: string): number {
    const key = `rows:${account}`
    const counted = () =>
      (
        this.statement('SELECT COUNT(*) AS n FROM clients WHERE account = ?').get(account) as {
          n: number
        }
      ).n
    return this.totals.get(key) ?? this.remember(key, counted())
  }

  /** The rows the index parts of `w` select, of its account (see ClientMatches). */
  matchesOf(w: Where): Int32Array {
    return this.matches.of(w, this.soleAccount() === w.params['account'])
  }

  /** Whether the replica holds the clients of `account` only. */
  holdsOnly(account: string): boolean {
    return this.soleAccount() === account
  }

  /** See ClientMatches.mark. */
  mark(rids: Int32Array): void {
    this.matches.mark(rids)
  }

  private remember(key: string, total: number): number {
    if (this.totals.size >= TOTAL_CACHE) this.totals.clear()
    this.totals.set(key, total)
    return total
  }

  /** The account whose clients the replica holds, when it holds one account's only; else null. */
  private soleAccount(): string | null {
    if (this.sole === undefined) {
      // The first and the last in an index that starts with the account: two lookups, no scan.
      const end = (sql: string) => (this.statement(sql).get() as { a: string | null }).a
      const first = end('SELECT MIN(account) AS a FROM clients')
      const last = end('SELECT MAX(account) AS a FROM clients')
      this.sole = first !== null && first === last ? first : null
    }
    return this.sole
  }
}
