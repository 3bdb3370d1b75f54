import type Database from 'better-sqlite3'

export type OutboxStatus = 'pending' | 'conflict' | 'failed' | 'done' | 'discarded'

/** Why a failed entry stopped, when the app knows: `not_saved`, the service answered without it. */
export type OutboxReason = 'not_saved'

type OutboxKind = 'client' | 'case' | 'create'

export interface OutboxRecord {
  id: number
  /**
   * `client`: an edit of a client; `case`: a change of the case file `caseId` (of client `clientId`);
   * `create`: a client added offline (`patch` is what `POST clients/` takes), shown meanwhile under
   * the placeholder id `clientId` (below 0) until the service makes it.
   */
  kind: OutboxKind
  caseId: number | null
  clientId: number
  patch: Record<string, unknown>
  /** The values the user saw before changing them, for the touched fields only. */
  base: Record<string, unknown>
  status: OutboxStatus
  /** The server's values of the touched fields when a conflict was found. */
  server: Record<string, unknown> | null
  error: string | null
  reason: OutboxReason | null
  createdAt: number
}

interface Row {
  id: number
  kind: string
  case_id: number | null
  client_id: number
  patch: string
  base: string
  status: OutboxStatus
  server: string | null
  error: string | null
  reason: string | null
  created_at: number
}

function fromRow(row: Row): OutboxRecord {
  return {
    id: row.id,
    kind: row.kind === 'case' || row.kind === 'create' ? row.kind : 'client',
    caseId: row.case_id,
    clientId: row.client_id,
    patch: JSON.parse(row.patch) as Record<string, unknown>,
    base: JSON.parse(row.base) as Record<string, unknown>,
    status: row.status,
    server: row.server === null ? null : (JSON.parse(row.server) as Record<string, unknown>),
    error: row.error,
    reason: row.reason === 'not_saved' ? row.reason : null,
    createdAt: row.created_at,
  }
}

/**
 * Edits waiting for the service. An entry is written in one transaction with its base snapshot and
 * is only ever marked done, in conflict or failed: nothing leaves the table silently.
 */
export class OutboxStore {
  // Prepared on first use: a file of an older schema (no `kind` yet) can still take `add`.
  private openForClient: Database.Statement<[string, number], Row> | null = null
  private openClients: Database.Statement<[string], { client_id: number }> | null = null

  constructor(private readonly db: Database.Database) {}

  add(account: string, clientId: number, patch: object, base: object, now = Date.now()): number {
    const result = this.db
      .prepare(
        `INSERT INTO outbox (account, client_id, patch, base, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(account, clientId, JSON.stringify(patch), JSON.stringify(base), now, now)
    return Number(result.lastInsertRowid)
  }

  /** A change of a case file: its status or its archived flag (`patch`), over what was shown (`base`). */
  addCase(
    account: string,
    caseId: number,
    clientId: number,
    patch: object,
    base: object,
    now = Date.now(),
  ): number {
    const result = this.db
      .prepare(
        `INSERT INTO outbox (account, kind, case_id, client_id, patch, base, status, created_at, updated_at)
         VALUES (?, 'case', ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(account, caseId, clientId, JSON.stringify(patch), JSON.stringify(base), now, now)
    return Number(result.lastInsertRowid)
  }

  /** A client added offline: `POST clients/`'s `input`, shown meanwhile as `placeholderId`. */
  addCreate(account: string, placeholderId: number, input: object, now = Date.now()): number {
    const result = this.db
      .prepare(
        `INSERT INTO outbox (account, kind, client_id, patch, base, status, created_at, updated_at)
         VALUES (?, 'create', ?, ?, '{}', 'pending', ?, ?)`,
      )
      .run(account, placeholderId, JSON.stringify(input), now, now)
    return Number(result.lastInsertRowid)
  }

  /** The id a client added offline is shown under: below 0 and below every one used before. */
  nextPlaceholderId(account: string): number {
    const row = this.db
      .prepare('SELECT MIN(client_id) AS low FROM outbox WHERE account = ? AND client_id < 0')
      .get(account) as { low: number | null }
    return (row.low ?? 0) - 1
  }

  /** The open entries of a client added offline now belong to the client the service made. */
  renameClient(account: string, from: number, to: number): void {
    this.db
      .prepare(
        `UPDATE outbox SET client_id = ? WHERE account = ? AND client_id = ?
           AND status NOT IN ('done', 'discarded')`,
      )
      .run(to, account, from)
  }

  /** The open entries of these case files (all of them without `caseIds`), oldest first. */
  openByCase(account: string, caseIds?: readonly number[]): Map<number, OutboxRecord[]> {
    const rows = this.db
      .prepare(
        `SELECT * FROM outbox WHERE account = ? AND kind = 'case' AND status NOT IN ('done', 'discarded')
           ${caseIds ? 'AND case_id IN (SELECT value FROM json_each(?))' : ''} ORDER BY id`,
      )
      .all(...(caseIds ? [account, JSON.stringify(caseIds)] : [account])) as Row[]
    const open = new Map<number, OutboxRecord[]>()
    for (const record of rows.map(fromRow)) {
      if (record.caseId === null) continue
      open.set(record.caseId, [...(open.get(record.caseId) ?? []), record])
    }
    return open
  }

  /** Open entries (not done), oldest first: the replay order. */
  open(account: string): OutboxRecord[] {
    return (
      this.db
        .prepare(
          `SELECT * FROM outbox WHERE account = ? AND status NOT IN ('done', 'discarded') ORDER BY id`,
        )
        .all(account) as Row[]
    ).map(fromRow)
  }

  openFor(account: string, clientId: number): OutboxRecord[] {
    this.openForClient ??= this.db.prepare(
      `SELECT * FROM outbox WHERE account = ? AND client_id = ? AND kind = 'client' AND status NOT IN ('done', 'discarded') ORDER BY id`,
    )
    return this.openForClient.all(account, clientId).map(fromRow)
  }

  /** The open entries of each of `clientIds` that has some, oldest first. */
  openByClient(account: string, clientIds: readonly number[]): Map<number, OutboxRecord[]> {
    const rows = this.db
      .prepare(
        `SELECT * FROM outbox WHERE account = ? AND kind = 'client' AND status NOT IN ('done', 'discarded')
           AND client_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
      )
      .all(account, JSON.stringify(clientIds)) as Row[]
    const open = new Map<number, OutboxRecord[]>()
    for (const record of rows.map(fromRow)) {
      open.set(record.clientId, [...(open.get(record.clientId) ?? []), record])
    }
    return open
  }

  /** Clients with open entries: the only ones whose shown copy differs from the server's. */
  clientsWithOpenEntries(account: string): Set<number> {
    this.openClients ??= this.db.prepare(
      `SELECT DISTINCT client_id FROM outbox WHERE account = ? AND kind = 'client' AND status NOT IN ('done', 'discarded')`,
    )
    return new Set(this.openClients.all(account).map((row) => row.client_id))
  }

  get(account: string, id: number): OutboxRecord | null {
    const row = this.db
      .prepare('SELECT * FROM outbox WHERE account = ? AND id = ?')
      .get(account, id) as Row | undefined
    return row ? fromRow(row) : null
  }

  all(account: string): OutboxRecord[] {
    return (
      this.db.prepare('SELECT * FROM outbox WHERE account = ? ORDER BY id').all(account) as Row[]
    ).map(fromRow)
  }

  mark(
    id: number,
    status: OutboxStatus,
    extra: {
      server?: object | null
      error?: string | null
      reason?: OutboxReason | null
      patch?: object
      base?: object
    } = {},
  ): void {
    const sets = ['status = @status', 'updated_at = @now']
    const params: Record<string, unknown> = { id, status, now: Date.now() }
    if (extra.server !== undefined) {
      sets.push('server = @server')
      params['server'] = extra.server === null ? null : JSON.stringify(extra.server)
    }
    if (extra.error !== undefined) {
      sets.push('error = @error')
      params['error'] = extra.error
    }
    if (extra.reason !== undefined) {
      sets.push('reason = @reason')
      params['reason'] = extra.reason
    }
    if (extra.patch !== undefined) {
      sets.push('patch = @patch')
      params['patch'] = JSON.stringify(extra.patch)
    }
    if (extra.base !== undefined) {
      sets.push('base = @base')
      params['base'] = JSON.stringify(extra.base)
    }
    this.db.prepare(`UPDATE outbox SET ${sets.join(', ')} WHERE id = @id`).run(params)
  }

  /**
   * A later answer of the service covers `fields`: open `not_saved` entries of the client drop
   * them, and an entry left with none is marked discarded (superseded, not lost: the later edit
   * holds the user's newer value). Returns how many entries changed.
   */
  supersedeNotSaved(account: string, clientId: number, fields: readonly string[]): number {
    let changed = 0
    for (const entry of this.openFor(account, clientId)) {
      if (entry.status !== 'failed' || entry.reason !== 'not_saved') continue
      const kept = Object.keys(entry.patch).filter((field) => !fields.includes(field))
      if (kept.length === Object.keys(entry.patch).length) continue
      changed++
      if (kept.length === 0) {
        this.mark(entry.id, 'discarded', { error: 'Sustituido por un cambio posterior' })
        continue
      }
      const pick = (from: Record<string, unknown>) =>
        Object.fromEntries(kept.map((field) => [field, from[field]]))
      this.mark(entry.id, 'failed', { patch: pick(entry.patch), base: pick(entry.base) })
    }
    return changed
  }

  summary(account: string): { pending: number; conflicts: number; failed: number } {
    const row = this.db
      .prepare(
        `SELECT SUM(status = 'pending') AS pending, SUM(status = 'conflict') AS conflicts,
           SUM(status = 'failed') AS failed FROM outbox WHERE account = ?`,
      )
      .get(account) as { pending: number | null; conflicts: number | null; failed: number | null }
    return { pending: row.pending ?? 0, conflicts: row.conflicts ?? 0, failed: row.failed ?? 0 }
  }
}
