import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openClientsReplica } from '../../../src/main/storage/clients-replica'
import { DATABASE_FILE, openDatabase } from '../../../src/main/storage/database'
import { OutboxStore } from '../../../src/main/storage/outbox-table'
import { createLogger, Redactor } from '../../../src/main/log/logger'

const ROOT = resolve(__dirname, '../../..')
const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

/** Runs the queueing child until it has reported `after` committed edits, then kills it hard. */
async function queueAndKill(file: string, after: number): Promise<number> {
  // One process, loading TypeScript through tsx's hooks: tsx's CLI would fork a second process
  // that SIGKILL would not reach.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/queue-forever.ts', file],
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
      if (reported >= after && child.exitCode === null) {
        child.kill('SIGKILL')
      }
    })
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? done() : fail(new Error(`exit ${signal}`)),
    )
    // Never leave the child behind, whatever happens to the test.
    setTimeout(() => child.kill('SIGKILL'), 45_000).unref()
  })
  return reported
}

describe('crash safety of the outbox', () => {
  it.each([40, 137, 400])(
    'survives a kill after %i queued edits: every committed edit is intact',
    async (after) => {
      const file = join(mkdtempSync(join(tmpdir(), 'gd-crash-')), DATABASE_FILE)
      const reported = await queueAndKill(file, after)
      expect(reported).toBeGreaterThanOrEqual(after)

      const { db, recoveredFrom } = openDatabase(file, log)
      expect(recoveredFrom).toBeNull()
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      const entries = new OutboxStore(db).open('acc')
      const clients = openClientsReplica(db)
      // Everything reported as committed is there, in order, and nothing half-written is.
      expect(entries.length).toBeGreaterThanOrEqual(reported)
      entries.forEach((entry, index) => {
        expect(entry.clientId).toBe(index + 1)
        expect(entry.patch).toEqual({ notes: `edición ${index + 1}` })
        expect(entry.status).toBe('pending')
        // The outbox entry and the replica row were written in one transaction.
        expect(clients.reader.get('acc', entry.clientId)?.id).toBe(entry.clientId)
      })
      expect(clients.reader.count('acc')).toBe(entries.length)
      db.close()
    },
    60_000,
  )
})
