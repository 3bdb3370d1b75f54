import type Database from 'better-sqlite3'
import {
  type ClientFacets,
  type ClientLookup,
  type ClientQuerySchema,
  type ClientRow,
} from '@shared/clients/clients'
import { type ClientData } from '@shared/wire/client'
import { type z } from 'zod'
import { type ClientFilter, type Loading, orderOf, sourceOf } from './client-filter'
import { facetsOf } from './client-facets'
import { lookupClients } from './client-lookup'
import { ClientTotals } from './client-totals'
import { clientWindow } from './replica-window'
import { type Prepare, statementCache } from './statement-cache'

type Query = z.output<typeof ClientQuerySchema>

/**
 * Reads the replica of the expert's clients: the server copies, the list's windows and totals,
 * the palette's lookup and the filter menus' values. Until the writer calls `forget`, what it
 * counted stays counted.
 */
export class ClientsReader {
  private readonly readOne: Database.Statement<[string, number], { json: string }>
  private readonly readSome: Database.Statement<[string, string], { id: number; json: string }>
  private readonly readIds: Database.Statement<[string], number>
  private readonly counter: Database.Statement<[string], { n: number }>
  private readonly statement: Prepare
  private readonly totals: ClientTotals

  /** `loading`: accounts a first sync is loading, whose rows are not shown yet. */
  constructor(db: Database.Database, loading: Loading) {
    this.statement = statementCache(db)
    this.totals = new ClientTotals(db, this.statement, loading)
    this.readOne = db.prepare('SELECT json FROM client_copies WHERE account = ? AND id = ?')
    this.readSome = db.prepare(
      'SELECT id, json FROM client_copies WHERE account = ? AND id IN (SELECT value FROM json_each(?))',
    )
    this.readIds = db.prepare<[string], number>('SELECT id FROM clients WHERE account = ?').pluck()
    this.counter = db.prepare('SELECT COUNT(*) AS n FROM clients WHERE account = ?')
  }

  /** The replica changed: what was counted is counted again. */
  forget(): void {
    this.totals.forget()
  }

  get(account: string, id: number): ClientData | null {
    const row = this.readOne.get(account, id)
    return row ? (JSON.parse(row.json) as ClientData) : null
  }

  /** The stored server copies of `ids` as JSON text, by id: a sync compares them without parsing. */
  copiesOf(account: string, ids: readonly number[]): Map<number, string> {
    return new Map(this.readSome.all(account, JSON.stringify(ids)).map((row) => [row.id, row.json]))
  }

  /** The ids of every client in the replica. */
  ids(account: string): number[] {
    return this.readIds.all(account)
  }

  count(account: string): number {
    return this.counter.get(account)?.n ?? 0
  }

  /** How many clients a filter selects; kept until the replica changes. */
  total(account: string, q: ClientFilter): number {
    return this.totals.of(this.totals.where(account, q))
  }

  /** One window of the list in the query's order, and how many there are (see clientWindow). */
  query(account: string, q: Query): { rows: ClientRow[]; total: number } {
    return clientWindow(this.statement, this.totals, this.totals.where(account, q), q)
  }

  /** The ids a query selects, in its order, whole: an export walks them in chunks. */
  matchingIds(account: string, q: ClientFilter & Pick<Query, 'sort'>): number[] {
    const w = this.totals.where(account, q)
    return (
      this.statement(`SELECT c.id ${sourceOf(w, true)} ORDER BY ${orderOf(q.sort)}`).all(
        w.params,
      ) as { id: number }[]
    ).map((row) => row.id)
  }

  /** A few clients for the command palette (see lookupClients). */
  lookup(account: string, text: string, limit: number): ClientLookup {
    return lookupClients(this.statement, this.totals, account, text, limit)
  }

  /** The values present in the replica, for the filter menus (see facetsOf). */
  facets(account: string): ClientFacets {
    return facetsOf(this.statement, account, this.totals.holdsOnly(account))
  }
}
