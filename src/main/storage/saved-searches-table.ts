import type Database from 'better-sqlite3'
import { type Call, CallFiltersSchema, CallSchema, type SavedSearch } from '@shared/calls'
import { z } from 'zod'

/** What is kept of a saved search's last run: the calls it listed, and whether it saw them all. */
const LastRunSchema = z.object({
  count: z.number(),
  complete: z.boolean(),
  results: z.array(CallSchema),
})
export type LastRun = z.infer<typeof LastRunSchema>

interface Row {
  name: string
  filters: string
  created_at: number
  last_run_at: number | null
  last_run: string | null
}

function parsed<T>(schema: z.ZodType<T>, json: string | null): T | null {
  if (json === null) return null
  try {
    const read = schema.safeParse(JSON.parse(json))
    return read.success ? read.data : null
  } catch {
    return null
  }
}

/**
 * The searches of calls each account keeps under a name (table `saved_searches`, names compared
 * without case), with their last run. A row this version cannot read is left out of the list.
 */
export class SavedSearchesTable {
  private readonly all: Database.Statement<[string], Row>
  private readonly one: Database.Statement<[string, string], Row>
  private readonly insert: Database.Statement<[string, string, string, number]>
  private readonly remove: Database.Statement<[string, string]>
  private readonly ran: Database.Statement<[number, string, string, string]>

  constructor(db: Database.Database) {
    const columns = 'name, filters, created_at, last_run_at, last_run'
    this.all = db.prepare(`SELECT ${columns} FROM saved_searches WHERE account = ? ORDER BY name`)
    this.one = db.prepare(`SELECT ${columns} FROM saved_searches WHERE account = ? AND name = ?`)
    this.insert = db.prepare(
      'INSERT INTO saved_searches (account, name, filters, created_at) VALUES (?, ?, ?, ?)',
    )
    this.remove = db.prepare('DELETE FROM saved_searches WHERE account = ? AND name = ?')
    this.ran = db.prepare(
      'UPDATE saved_searches SET last_run_at = ?, last_run = ? WHERE account = ? AND name = ?',
    )
  }

  private read(row: Row): { search: SavedSearch; lastRun: LastRun | null } | null {
    const filters = parsed(CallFiltersSchema, row.filters)
    if (!filters) return null
    const lastRun = parsed(LastRunSchema, row.last_run)
    return {
      search: {
        name: row.name,
        filters,
        createdAt: row.created_at,
        lastRunAt: row.last_run_at,
        lastCount: lastRun?.count ?? null,
      },
      lastRun,
    }
  }

  list(account: string): SavedSearch[] {
    return this.all
      .all(account)
      .map((row) => this.read(row)?.search)
      .filter((search): search is SavedSearch => search !== undefined)
  }

  get(account: string, name: string): { search: SavedSearch; lastRun: LastRun | null } | null {
    const row = this.one.get(account, name)
    return row ? this.read(row) : null
  }

  /** False when the account already has a search of that name. */
  add(account: string, search: Pick<SavedSearch, 'name' | 'filters' | 'createdAt'>): boolean {
    if (this.one.get(account, search.name)) return false
    this.insert.run(account, search.name, JSON.stringify(search.filters), search.createdAt)
    return true
  }

  delete(account: string, name: string): boolean {
    return this.remove.run(account, name).changes > 0
  }

  recordRun(account: string, name: string, at: number, run: LastRun): void {
    this.ran.run(at, JSON.stringify(run satisfies { results: Call[] }), account, name)
  }
}
