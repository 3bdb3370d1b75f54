import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openClientsReplica } from '../../../src/main/storage/clients/clients-replica'
import { DATABASE_FILE, openDatabase } from '../../../src/main/storage/database'
import { OutboxStore } from '../../../src/main/storage/outbox-table'
import { createLogger, Redactor } from '../../../src/main/log/logger'
import { writeThenKill } from '../../support/crash-child'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })

describe('crash safety of the outbox', () => {
  it.each([40, 137, 400])(
    'survives a kill after %i queued edits: every committed edit is intact',
    async (after) => {
      const file = join(mkdtempSync(join(tmpdir(), 'gd-crash-')), DATABASE_FILE)
      const reported = await writeThenKill('test/fixtures/queue-forever.ts', file, after)
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
