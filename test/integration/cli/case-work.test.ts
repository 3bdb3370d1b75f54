import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CaseDocumentsStore } from '../../../src/main/storage/case-files/case-documents-table'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import { createDemoService, type DemoService } from '../../../src/demo-service/server'
import { type CliResult, connectionTo, newHome, runCli, scriptCredentials } from '../../support/cli'
import { DEMO_PASSWORD, DIALECTS, EXPERT } from '../../support/test-app'

/**
 * `grants-desk cases deadlines|deadline|docs|notes` in this process against the demo service: the
 * advisor's work on a case file kept in the command line's database, per account, with the shapes
 * cli.md gives, and usage errors that write nothing.
 */

interface Deadline {
  id: number
  kind: string
  from: string | null
  until: string
  unit: string | null
  skipped: { date: string; why: string }[]
  done_on: string | null
}

const json = <T>(result: CliResult): T => JSON.parse(result.stdout) as T

describe.each(DIALECTS)('grants-desk cases: the work on a case file (%s dialect)', (dialect) => {
  let demoService: DemoService
  let env: Record<string, string>
  /** A case file per test, so that none sees what another added. */
  let caseIds: { deadlines: number; notes: number; docs: number }
  const home = newHome()
  const cases = (...args: string[]) =>
    runCli(['cases', ...args, ...connectionTo(demoService.url)], { env, home })

  beforeAll(async () => {
    demoService = await createDemoService({ port: 0, dialect, clients: 40, concessions: 0 })
    env = await scriptCredentials(demoService.url, EXPERT, DEMO_PASSWORD)
    const listed = await cases('list')
    const [deadlines, notes, docs] = json<{ results: { id: number }[] }>(listed).results
    if (!deadlines || !notes || !docs) throw new Error('fewer than three case files')
    caseIds = { deadlines: deadlines.id, notes: notes.id, docs: docs.id }
  })
  afterAll(async () => {
    await demoService.close()
  })

  it('adds a deadline counted as `deadline` counts it, and lists it', async () => {
    const added = await cases(
      'deadline',
      String(caseIds.deadlines),
      '--kind',
      'subsanacion',
      '--from',
      '2026-12-18',
    )
    expect(added.code, added.stderr).toBe(0)
    const deadline = json<Deadline>(added)
    expect(deadline).toMatchObject({
      kind: 'subsanacion',
      from: '2026-12-18',
      until: '2027-01-05',
      unit: 'business_days',
      count: 10,
      done_on: null,
    })
    expect(deadline.skipped).toEqual([
      { date: '2026-12-25', why: 'Navidad' },
      { date: '2027-01-01', why: 'Año Nuevo' },
    ])
    const plain = await cases(
      'deadline',
      String(caseIds.deadlines),
      '--kind',
      'justificacion',
      '--date',
      '2027-06-30',
    )
    expect(json<Deadline>(plain)).toMatchObject({ from: null, until: '2027-06-30', unit: null })

    const listed = await cases('deadlines', String(caseIds.deadlines))
    expect(listed.code, listed.stderr).toBe(0)
    const { count, results } = json<{ count: number; results: Deadline[] }>(listed)
    expect(count).toBe(2)
    expect(results.map((d) => [d.id, d.until])).toEqual([
      [deadline.id, '2027-01-05'],
      [json<Deadline>(plain).id, '2027-06-30'],
    ])
  })

  it('adds and lists notes, newest first', async () => {
    const first = await cases('notes', String(caseIds.notes), '--add', 'Llamar al gerente')
    expect(first.code, first.stderr).toBe(0)
    expect(json<{ text: string; created_at: string }>(first)).toMatchObject({
      text: 'Llamar al gerente',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    })
    await cases('notes', String(caseIds.notes), '--add', 'Falta la memoria')
    const listed = json<{ count: number; results: { text: string }[] }>(
      await cases('notes', String(caseIds.notes)),
    )
    expect(listed.results.map((n) => n.text)).toEqual(['Falta la memoria', 'Llamar al gerente'])
  })

  it('lists the checklist and marks a document received, on a day', async () => {
    const empty = await cases('docs', String(caseIds.docs))
    expect(json(empty)).toEqual({ count: 0, results: [] })
    // The checklist is filled in the app; here, straight into the command line's database, under
    // the account a note of this case file is kept for.
    await cases('notes', String(caseIds.docs), '--add', 'Pedir las escrituras')
    const db = new Database(join(home, DATABASE_FILE))
    const account = db.prepare('SELECT account FROM case_notes LIMIT 1').pluck().get() as string
    const [deeds] = new CaseDocumentsStore(db).add(
      account,
      caseIds.docs,
      ['Escrituras', 'DNI'],
      'advisor',
      0,
    )
    db.close()
    const listed = json<{ results: unknown[] }>(await cases('docs', String(caseIds.docs)))
    expect(listed.results).toEqual([
      { id: deeds?.id, name: 'Escrituras', state: 'pending', received_on: null },
      { id: (deeds?.id ?? 0) + 1, name: 'DNI', state: 'pending', received_on: null },
    ])
    const marked = await cases(
      'docs',
      String(caseIds.docs),
      '--received',
      String(deeds?.id),
      '--on',
      '2027-01-04',
    )
    expect(marked.code, marked.stderr).toBe(0)
    expect(json(marked)).toEqual({
      id: deeds?.id,
      name: 'Escrituras',
      state: 'received',
      received_on: '2027-01-04',
    })
    const missing = await cases('docs', String(caseIds.docs), '--received', '999')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('ya no existe')
  })

  it('refuses a wrong command line before sending anything', async () => {
    const sent = demoService.control.requests.length
    for (const args of [
      ['deadline', String(caseIds.deadlines), '--kind', 'plazo', '--from', '2026-12-18'],
      ['deadline', String(caseIds.deadlines), '--kind', 'subsanacion'],
      ['deadline', String(caseIds.deadlines), '--kind', 'otro', '--from', '2026-12-18'],
      [
        'deadline',
        String(caseIds.deadlines),
        '--kind',
        'otro',
        '--date',
        '2027-01-01',
        '--months',
        '2',
      ],
      ['docs', String(caseIds.deadlines), '--on', '2027-01-04'],
      ['notes', 'EXP-1'],
    ]) {
      const refused = await cases(...args)
      expect(refused.code, args.join(' ')).toBe(2)
    }
    expect(demoService.control.requests.length).toBe(sent)
    const unknown = await cases('notes', '987654')
    expect(unknown.code).toBe(1)
  })
})
