import { copyFileSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLogger, Redactor } from '../log/logger'
import { DATABASE_FILE, openDatabase } from './database'
import { OutboxStore } from './outbox-table'
import { scanTableRecords, type SqlValue } from './page-scan'

const log = createLogger({ redactor: new Redactor(), sink: () => undefined })
const folder = () => mkdtempSync(join(tmpdir(), 'gd-scan-'))

/**
 * Outbox records have thirteen columns (`reason` came in migration 3, `kind` and `case_id` in
 * migration 6), the id stored as NULL.
 */
const outboxShaped = (values: SqlValue[]) => values.length === 13 && values[0] === null

function patchesById(file: string): Map<number, string> {
  return new Map(
    scanTableRecords(file, outboxShaped).map(({ rowid, values }) => [rowid, String(values[3])]),
  )
}

describe('scanning database pages without SQL', () => {
  it('finds every record of a table, including one spread over overflow pages', () => {
    const file = join(folder(), DATABASE_FILE)
    const { db } = openDatabase(file, log)
    const outbox = new OutboxStore(db)
    const long = 'ñ'.repeat(20_000)
    for (let i = 1; i <= 50; i++)
      outbox.add('demo#1', i, { notes: i === 25 ? long : `nota ${i}` }, {})
    db.close()

    const found = patchesById(file)
    expect(found.size).toBe(50)
    expect(found.get(1)).toBe(JSON.stringify({ notes: 'nota 1' }))
    expect(found.get(25)).toBe(JSON.stringify({ notes: long }))
    const record = scanTableRecords(file, outboxShaped).find((r) => r.rowid === 7)
    expect(record?.values.slice(1, 3)).toEqual(['demo#1', 7])
  })

  it('reads the committed frames of the -wal over the main file', () => {
    const dir = folder()
    const file = join(dir, DATABASE_FILE)
    const { db } = openDatabase(file, log)
    const outbox = new OutboxStore(db)
    for (let i = 1; i <= 30; i++) outbox.add('demo#1', i, { notes: `en el wal ${i}` }, {})
    // Copied while open, as after a crash: the rows are only in the -wal.
    const copy = join(folder(), DATABASE_FILE)
    copyFileSync(file, copy)
    expect(patchesById(copy).size).toBe(0)
    copyFileSync(`${file}-wal`, `${copy}-wal`)
    db.close()

    expect(existsSync(`${copy}-wal`)).toBe(true)
    const found = patchesById(copy)
    expect(found.size).toBe(30)
    expect(found.get(30)).toBe(JSON.stringify({ notes: 'en el wal 30' }))
  })
})
