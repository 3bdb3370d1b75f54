import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATABASE_FILE, openDatabase } from '../../../src/main/storage/database'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { ACCOUNT, caseWorkHarness } from '../../support/case-work-fixtures'
import { writeThenKill } from '../../support/crash-child'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

describe('crash safety of the advisor’s work on case files', () => {
  it.each([25, 160])(
    'survives a kill after %i rounds: every committed deadline, document and note is intact',
    async (after) => {
      const file = join(mkdtempSync(join(tmpdir(), 'gd-crash-work-')), DATABASE_FILE)
      const reported = await writeThenKill('test/fixtures/case-work-forever.ts', file, after)
      const { db, recoveredFrom } = openDatabase(file, log)
      expect(recoveredFrom).toBeNull()
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      const { service } = caseWorkHarness({ db })
      const deadlines = service.deadlines.byCase(ACCOUNT, 4001)
      const documents = service.documents.byCase(ACCOUNT, 4001)
      const notes = service.notes.byCase(ACCOUNT, 4001).reverse()
      expect(deadlines.length).toBeGreaterThanOrEqual(reported)
      // A round is four commits: the kill may land between them, never inside one.
      expect(deadlines.length - documents.length).toBeGreaterThanOrEqual(0)
      expect(deadlines.length - documents.length).toBeLessThanOrEqual(1)
      expect(deadlines.length - notes.length).toBeGreaterThanOrEqual(0)
      expect(deadlines.length - notes.length).toBeLessThanOrEqual(1)
      expect(notes.length).toBeGreaterThanOrEqual(reported)
      deadlines.forEach((d, i) => expect(d.label).toBe(`plazo ${i + 1}`))
      documents.slice(0, reported).forEach((d, i) => {
        expect(d).toMatchObject({ name: `documento ${i + 1}`, state: 'received' })
      })
      notes.forEach((n, i) => expect(n.text.startsWith(`nota ${i + 1} `)).toBe(true))
      const received = service.timeline
        .of({ caseId: 4001 })
        .filter((e) => e.kind === 'document_received')
      // A document received and its line in the history were one transaction.
      expect(received.length).toBe(documents.filter((d) => d.state === 'received').length)
      db.close()
    },
    60_000,
  )
})
