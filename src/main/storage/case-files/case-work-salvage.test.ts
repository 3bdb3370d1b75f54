import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ACCOUNT, caseWorkHarness } from '../../../../test/support/case-work-fixtures'
import { createLogger, Redactor } from '../../log/logger'
import { DATABASE_FILE, openDatabase } from '../database'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

/** A database file with a deadline, 200 notes and a document of case file 4001, checkpointed. */
function withWork(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'gd-salvage-')), DATABASE_FILE)
  const { db } = openDatabase(file, log)
  const { service } = caseWorkHarness({ db })
  service.deadlines.add({ caseId: 4001, kind: 'subsanacion', from: '2026-12-18' })
  for (let n = 1; n <= 200; n++)
    service.notes.add({ caseId: 4001, text: `nota ${n} ${'x'.repeat(200)}` })
  service.documents.add({ caseId: 4001, name: 'Escrituras' })
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  return file
}

/** Fills a table's root page with noise: SQL can no longer walk it. */
function scribble(file: string, table: string, keepHeader: boolean): void {
  const probe = new Database(file, { readonly: true })
  const root = probe
    .prepare('SELECT rootpage FROM sqlite_master WHERE name = ?')
    .pluck()
    .get(table) as number
  const pageSize = probe.pragma('page_size', { simple: true }) as number
  probe.close()
  const bytes = readFileSync(file)
  bytes.fill(0xa5, (root - 1) * pageSize + (keepHeader ? 8 : 0), root * pageSize)
  writeFileSync(file, bytes)
}

describe('the advisor’s work in a damaged database', () => {
  it('comes into the new database when another table is damaged', () => {
    const file = withWork()
    scribble(file, 'case_events', true)
    const { db, recoveredFrom } = openDatabase(file, log)
    expect(recoveredFrom).not.toBeNull()
    const { service } = caseWorkHarness({ db })
    expect(service.deadlines.byCase(ACCOUNT, 4001).map((d) => d.until)).toEqual(['2027-01-05'])
    expect(service.notes.byCase(ACCOUNT, 4001)).toHaveLength(200)
    expect(service.documents.byCase(ACCOUNT, 4001).map((d) => d.name)).toEqual(['Escrituras'])
    db.close()
  })

  it('gives back its other tables when one of them cannot be read at all', () => {
    const file = withWork()
    scribble(file, 'case_notes', false)
    const { db, recoveredFrom } = openDatabase(file, log)
    expect(recoveredFrom).not.toBeNull()
    const { service } = caseWorkHarness({ db })
    // The notes' root page is lost: SQL reaches none of them, not even one by one.
    expect(service.notes.byCase(ACCOUNT, 4001)).toEqual([])
    expect(service.deadlines.byCase(ACCOUNT, 4001)).toHaveLength(1)
    expect(service.documents.byCase(ACCOUNT, 4001)).toHaveLength(1)
    db.close()
  })
})
