import type Database from 'better-sqlite3'
import { type PortfolioRun, PortfolioRunSchema } from '@shared/portfolio/portfolio'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'

/** Runs kept per account and kind: the latest and the ones before it, for their dates. */
const KEPT_RUNS = 10

/** The portfolio runs of every account (`${environmentKey}#${userId}`), in SQLite. */
export class PortfolioRunsStore {
  private readonly insert: Database.Statement<[string, string, number, string]>
  private readonly latestRow: Database.Statement<[string, string], { json: string }>
  private readonly prune: Database.Statement<[string, string, string, string, number]>
  private readonly dates: Database.Statement<[string, string], { run_at: number }>

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      'INSERT INTO portfolio_runs (account, kind, run_at, json) VALUES (?, ?, ?, ?)',
    )
    this.latestRow = db.prepare(
      'SELECT json FROM portfolio_runs WHERE account = ? AND kind = ? ORDER BY id DESC LIMIT 1',
    )
    this.prune = db.prepare(
      `DELETE FROM portfolio_runs WHERE account = ? AND kind = ? AND id NOT IN (
         SELECT id FROM portfolio_runs WHERE account = ? AND kind = ? ORDER BY id DESC LIMIT ?)`,
    )
    this.dates = db.prepare(
      'SELECT run_at FROM portfolio_runs WHERE account = ? AND kind = ? ORDER BY id DESC',
    )
  }

  /** Keeps a finished run as the account's latest of its kind. */
  save(account: string, run: PortfolioRun): void {
    this.db.transaction(() => {
      this.insert.run(account, run.kind, run.runAt, JSON.stringify(run))
      this.prune.run(account, run.kind, account, run.kind, KEPT_RUNS)
    })()
  }

  /** The latest run of that kind, or null (none yet, or one this version cannot read). */
  latest<K extends PortfolioKind>(
    account: string,
    kind: K,
  ): Extract<PortfolioRun, { kind: K }> | null {
    const row = this.latestRow.get(account, kind)
    if (!row) return null
    let json: unknown
    try {
      json = JSON.parse(row.json)
    } catch {
      return null
    }
    const parsed = PortfolioRunSchema.safeParse(json)
    return parsed.success && parsed.data.kind === kind
      ? (parsed.data as Extract<PortfolioRun, { kind: K }>)
      : null
  }

  /** When each kept run ran, newest first. */
  runDates(account: string, kind: PortfolioKind): number[] {
    return this.dates.all(account, kind).map((row) => row.run_at)
  }
}
