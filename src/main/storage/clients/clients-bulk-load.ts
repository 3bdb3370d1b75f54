import type Database from 'better-sqlite3'
import { COPY_TEXT_SQL } from './client-row-sql'
import { LOAD_FIELDS, type LoadRow, type PageRows, pagesOf } from '../../base/client-row'

/**
 * A sync's pages written as SQLite reads them (see PageRows): a page's rows and copies, each list
 * one JSON text, go in without a value of a row becoming an object of this heap.
 */
export class ClientsBulkLoad {
  private readonly lastRid: Database.Statement<[], { rid: number }>
  private readonly insertRows: Database.Statement<{ account: string; rows: Uint8Array }>
  private readonly insertCopies: Database.Statement<{
    account: string
    copies: string
    texts: Uint8Array
  }>
  private readonly storedBefore: Database.Statement<
    { account: string; copies: string; texts: Uint8Array; before: number },
    { json: string }
  >
  private readonly markLoaded: Database.Statement<{ before: number }>
  private readonly changedIn: Database.Statement<
    { account: string; copies: string; texts: Uint8Array },
    { id: number; json: string; stored: number }
  >

  constructor(db: Database.Database) {
    this.lastRid = db.prepare('SELECT COALESCE(MAX(rid), 0) AS rid FROM clients')
    // Each row's values are read from its binary JSON, parsed once: reading them from its text
    // would parse it again for each column, and took twice as long.
    this.insertRows = db.prepare(
      `WITH r AS MATERIALIZED (SELECT jsonb(value) AS v FROM json_each(CAST(@rows AS TEXT)))
       INSERT INTO clients (account, ${LOAD_FIELDS.join(', ')})
       SELECT @account, ${LOAD_FIELDS.map((_, i) => `r.v ->> ${i}`).join(', ')}
       FROM r WHERE true
       ON CONFLICT (account, id) DO NOTHING`,
    )
    this.insertCopies = db.prepare(
      `INSERT INTO client_copies (account, id, json)
       SELECT @account, p.value ->> 0, ${COPY_TEXT_SQL} FROM json_each(@copies) p WHERE true
       ON CONFLICT (account, id) DO NOTHING`,
    )
    this.storedBefore = db.prepare(
      `SELECT ${COPY_TEXT_SQL} AS json FROM json_each(@copies) p
       JOIN clients c ON c.account = @account AND c.id = p.value ->> 0 WHERE c.rid <= @before`,
    )
    this.markLoaded = db.prepare(
      'INSERT INTO clients_unindexed (rid, account) SELECT rid, account FROM clients WHERE rid > @before',
    )
    this.changedIn = db.prepare(
      `SELECT p.id, p.json, c.json IS NOT NULL AS stored FROM (
         SELECT p.value ->> 0 AS id, ${COPY_TEXT_SQL} AS json FROM json_each(@copies) p) p
       LEFT JOIN client_copies c ON c.account = @account AND c.id = p.id
       WHERE c.json IS NOT p.json`,
    )
  }

  /**
   * Writes a page's new clients, marked to be put in the text indexes (see
   * ClientIndexes.indexMarked). Returns the copies, as the page has them, of its clients already
   * stored (to be stored one by one).
   */
  write(account: string, { rows, copies, texts, size }: PageRows): string[] {
    const before = this.lastRid.get()?.rid ?? 0
    const inserted = this.insertRows.run({ account, rows }).changes
    this.insertCopies.run({ account, copies, texts })
    // New rows take rids past the highest: those are this page's.
    if (inserted > 0) this.markLoaded.run({ before })
    if (inserted === size) return []
    return this.storedBefore.all({ account, copies, texts, before }).map((row) => row.json)
  }

  /**
   * The clients of a sync's pages whose stored copy differs (or that have none), with their copy
   * as the page has it: a sync that finds nothing new reads nothing back.
   */
  changedOf(
    account: string,
    rows: readonly LoadRow[],
  ): { id: number; json: string; stored: boolean }[] {
    return pagesOf(rows).flatMap(({ copies, texts }) =>
      this.changedIn
        .all({ account, copies, texts })
        .map((r) => ({ id: r.id, json: r.json, stored: r.stored === 1 })),
    )
  }
}
