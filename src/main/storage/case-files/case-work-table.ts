import type Database from 'better-sqlite3'
import { type AddedHoliday } from '@shared/cases/added-holiday'
import { type FolderFile } from '@shared/cases/case-work'

interface Row {
  folder: string | null
  holidays: string
  documents_seeded: number
  seen_status: string | null
}

/** What the advisor set on one case file: its folder, its own holidays, the checklist's seeding. */
export interface CaseSetup {
  folder: string | null
  holidays: AddedHoliday[]
  documentsSeeded: boolean
  /** The service's status as last seen (`group/status` ids), to tell a change made there. */
  seenStatus: string | null
}

const EMPTY: CaseSetup = { folder: null, holidays: [], documentsSeeded: false, seenStatus: null }

/**
 * Each case file's set-up (table `case_work`) and the files last seen in its folder
 * (`case_folder_files`), so that what changed while the app was closed is seen at the next start.
 */
export class CaseWorkStore {
  constructor(private readonly db: Database.Database) {}

  get(account: string, caseId: number): CaseSetup {
    const row = this.db
      .prepare(
        'SELECT folder, holidays, documents_seeded, seen_status FROM case_work WHERE account = ? AND case_id = ?',
      )
      .get(account, caseId) as Row | undefined
    if (!row) return { ...EMPTY }
    return {
      folder: row.folder,
      holidays: JSON.parse(row.holidays) as AddedHoliday[],
      documentsSeeded: row.documents_seeded === 1,
      seenStatus: row.seen_status,
    }
  }

  set(account: string, caseId: number, change: Partial<CaseSetup>): void {
    const next = { ...this.get(account, caseId), ...change }
    this.db
      .prepare(
        `INSERT INTO case_work (account, case_id, folder, holidays, documents_seeded, seen_status)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (account, case_id) DO UPDATE SET folder = excluded.folder,
           holidays = excluded.holidays, documents_seeded = excluded.documents_seeded,
           seen_status = excluded.seen_status`,
      )
      .run(
        account,
        caseId,
        next.folder,
        JSON.stringify(next.holidays),
        next.documentsSeeded ? 1 : 0,
        next.seenStatus,
      )
  }

  /** Every case file of every account that has a folder: what the watcher follows. */
  folders(): { account: string; caseId: number; folder: string }[] {
    return (
      this.db
        .prepare(
          'SELECT account, case_id AS caseId, folder FROM case_work WHERE folder IS NOT NULL ORDER BY account, case_id',
        )
        .all() as { account: string; caseId: number; folder: string }[]
    ).map((row) => ({ ...row }))
  }

  /** The status last seen of each case file of the account that has one. */
  seenStatuses(account: string): Map<number, string> {
    const rows = this.db
      .prepare(
        'SELECT case_id, seen_status FROM case_work WHERE account = ? AND seen_status IS NOT NULL',
      )
      .all(account) as { case_id: number; seen_status: string }[]
    return new Map(rows.map((row) => [row.case_id, row.seen_status]))
  }

  files(account: string, caseId: number): FolderFile[] {
    return this.db
      .prepare(
        `SELECT name, size, modified_at AS modifiedAt FROM case_folder_files
         WHERE account = ? AND case_id = ? ORDER BY name`,
      )
      .all(account, caseId) as FolderFile[]
  }

  /** The folder now holds exactly these files. */
  setFiles(account: string, caseId: number, files: readonly FolderFile[]): void {
    this.db
      .prepare('DELETE FROM case_folder_files WHERE account = ? AND case_id = ?')
      .run(account, caseId)
    const insert = this.db.prepare(
      'INSERT INTO case_folder_files (account, case_id, name, size, modified_at) VALUES (?, ?, ?, ?, ?)',
    )
    for (const file of files) insert.run(account, caseId, file.name, file.size, file.modifiedAt)
  }
}
