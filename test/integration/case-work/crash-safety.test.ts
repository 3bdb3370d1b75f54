import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATABASE_FILE, openDatabase } from '../../../src/main/storage/database'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { ACCOUNT, caseWorkHarness } from '../../support/case-work-fixtures'

const ROOT = resolve(__dirname, '../../..')
const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

/** Runs the writing child until it has reported `after` committed rounds, then kills it hard. */
async function writeAndKill(file: string, after: number): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/case-work-forever.ts', file],
    {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let reported = 0
  let buffer = ''
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) reported = Math.max(reported, Number(line))
      if (reported >= after && child.exitCode === null) child.kill('SIGKILL')
    })
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? done() : fail(new Error(`exit ${signal}`)),
    )
    setTimeout(() => child.kill('SIGKILL'), 45_000).unref()
  })
  return reported
}

describe('crash safety of the advisor’s work on case files', () => {
  it.each([25, 160])(
    'survives a kill after %i rounds: every committed deadline, document and note is intact',
    async (after) => {
      const file = join(mkdtempSync(join(tmpdir(), 'gd-crash-work-')), DATABASE_FILE)
      const reported = await writeAndKill(file, after)
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
