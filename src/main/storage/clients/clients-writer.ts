import type Database from 'better-sqlite3'
import { type ClientData } from '@shared/wire/client'
import { derivedRow, type DerivedRow, type LoadRow, loadRows, pagesOf } from '../../base/client-row'
import { type Loading } from './client-filter'
import { ClientsBulkLoad } from './clients-bulk-load'
import { ClientIndexes } from './clients-indexes'
import { type Indexed, INSERT_ROW_SQL, UPDATE_ROW_SQL } from './clients-schema'

interface Found extends Indexed {
  rid: number
  /** Loaded by a first sync, not in the text indexes yet. */
  unindexed: number
}

/** What the writer shares with the reader of the same replica (see openClientsReplica). */
export interface WriterLinks {
  /** Accounts a first sync is loading: its rows show once the load ends (all at once). */
  loading: Loading
  /** The replica changed: what the reader counted is counted again. */
  changed: () => void
}

/**
 * Writes the replica of the expert's clients: the server copy of each, the columns the list shows,
 * sorts and filters by (derived from the copy with its pending edits), and the indexes that find
 * them; a first sync's pages in bulk.
 */
export class ClientsWriter {
  private readonly findRow: Database.Statement<[string, number], Found>
  private readonly insertRow: Database.Statement<[DerivedRow]>
  private readonly updateRow: Database.Statement<[DerivedRow & { rid: number }]>
  private readonly insertCopy: Database.Statement<[string, number, string]>
  private readonly deleteRow: Database.Statement<[number]>
  private readonly deleteCopy: Database.Statement<[string, number]>
  private readonly readRids: Database.Statement<[string], number>
  private readonly unmarkUnindexed: Database.Statement<[number]>
  private readonly indexes: ClientIndexes
  private readonly bulk: ClientsBulkLoad
  private readonly loading: Loading
  private readonly changed: () => void

  constructor(
    private readonly db: Database.Database,
    links: WriterLinks,
  ) {
    this.loading = links.loading
    this.changed = links.changed
    this.indexes = new ClientIndexes(db)
    this.bulk = new ClientsBulkLoad(db)
    this.findRow = db.prepare(
      `SELECT c.rid, c.search, c.tags, u.rid IS NOT NULL AS unindexed FROM clients c
       LEFT JOIN clients_unindexed u ON u.rid = c.rid WHERE c.account = ? AND c.id = ?`,
    )
    this.insertRow = db.prepare(INSERT_ROW_SQL)
    this.updateRow = db.prepare(UPDATE_ROW_SQL)
    this.insertCopy = db.prepare(
      'INSERT INTO client_copies (account, id, json) VALUES (?, ?, ?) ON CONFLICT (account, id) DO UPDATE SET json = excluded.json',
    )
    this.deleteRow = db.prepare('DELETE FROM clients WHERE rid = ?')
    this.deleteCopy = db.prepare('DELETE FROM client_copies WHERE account = ? AND id = ?')
    this.unmarkUnindexed = db.prepare('DELETE FROM clients_unindexed WHERE rid = ?')
    this.readRids = db
      .prepare<[string], number>('SELECT rid FROM clients WHERE account = ?')
      .pluck()
    // A first sync interrupted by a crash may have left these to do.
    this.buildIndexes()
    this.indexes.indexMarked()
  }

  /**
   * Stores the server copy; `shown` (the copy with pending edits) feeds the searchable columns and
   * the text indexes. Callers group many in one transaction.
   */
  put(
    account: string,
    server: ClientData,
    shown: ClientData,
    serverJson = JSON.stringify(server),
  ): void {
    this.changed()
    this.insertCopy.run(account, server.id, serverJson)
    const row = derivedRow(account, { ...shown, id: server.id })
    const old = this.findRow.get(account, server.id)
    if (!old) {
      const rid = Number(this.insertRow.run(row).lastInsertRowid)
      this.indexes.add(rid, row)
      this.loading.get(account)?.add(rid)
      return
    }
    this.updateRow.run({ ...row, rid: old.rid })
    // Else indexed as it is now with the rest of its load.
    if (!old.unindexed) this.indexes.update(old.rid, old, row)
  }

  /**
   * A page of a first sync: server copies, shown as they are (no edits laid over), written
   * without the sort indexes (see dropIndexes), marked for the text indexes (see indexLoaded). No
   * list shows them until `showLoaded`, so a sync that does not finish shows nothing of what it
   * wrote. A client already stored meanwhile is stored as `put` would.
   */
  load(account: string, clients: readonly { client: ClientData; json: string }[]): void {
    this.loadRows(
      account,
      loadRows(
        clients.map((c) => c.client),
        clients.map((c) => c.json),
      ),
    )
  }

  /**
   * `load`, of clients already read (see PageRows): checked, derived and made JSON elsewhere
   * (the sync's worker thread), so this thread only writes.
   */
  loadRows(account: string, rows: readonly LoadRow[]): void {
    for (const page of pagesOf(rows)) {
      if (page.size === 0) continue
      this.changed()
      // What the account held before its load (a client opened meanwhile) still shows.
      if (!this.loading.has(account)) this.loading.set(account, new Set(this.readRids.all(account)))
      // Stored meanwhile (a client opened during the sync): the copy as it came, as `put` would.
      for (const json of this.bulk.write(account, page)) {
        const client = JSON.parse(json) as ClientData
        this.put(account, client, client, json)
      }
    }
  }

  /** See ClientsBulkLoad.changedOf. */
  changedOf(
    account: string,
    rows: readonly LoadRow[],
  ): { id: number; json: string; stored: boolean }[] {
    return this.bulk.changedOf(account, rows)
  }

  /**
   * The rows of a first sync of `account` show from now on, all at once (once `indexLoaded` has
   * left none to index: searches find them through the text indexes only).
   */
  showLoaded(account: string): void {
    this.changed()
    this.loading.delete(account)
  }

  /** See ClientIndexes.indexMarked. */
  indexLoaded(limit?: number): number {
    this.changed()
    return this.indexes.indexMarked(limit)
  }

  /** Before writing a whole replica: its rows go in without updating the sort indexes. */
  dropIndexes(): void {
    this.indexes.dropIndexes()
  }

  /** See ClientIndexes.buildIndexes. */
  buildIndexes(names?: readonly string[]): void {
    this.indexes.buildIndexes(names)
  }

  /** The sort indexes not built (yet). */
  missingIndexes(): string[] {
    return this.indexes.missingIndexes()
  }

  /** See ClientIndexes.fewerRowsThan. */
  fewerRowsThan(rows: number): boolean {
    return this.indexes.fewerRowsThan(rows)
  }

  remove(account: string, id: number): void {
    this.changed()
    const old = this.findRow.get(account, id)
    if (old) {
      if (old.unindexed) this.unmarkUnindexed.run(old.rid)
      else this.indexes.remove(old.rid, old)
      this.deleteRow.run(old.rid)
    }
    this.deleteCopy.run(account, id)
  }

  /** Every client of the account, and what indexes them. */
  clear(account: string): void {
    this.changed()
    this.loading.delete(account)
    this.indexes.clear(account)
    for (const table of ['clients_unindexed', 'clients', 'client_copies']) {
      this.db.prepare(`DELETE FROM ${table} WHERE account = ?`).run(account)
    }
  }
}
