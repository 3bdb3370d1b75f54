import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { type CaseDeadline, type DueDeadline } from '@shared/cases/case-deadlines'
import { type CaseWork, type TimelineEntry } from '@shared/cases/case-work'
import { type CaseFormOptions, type CasePage } from '@shared/cases/cases'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import {
  DEMO_PASSWORD,
  EXPERT,
  startSignedIn,
  startTestApp,
  type TestApp,
  value,
} from '../../support/test-app'

const NORTE = 'norte@demo.grantsdesk.es'
const CASE_TABLES = [
  'case_deadlines',
  'case_documents',
  'case_notes',
  'case_events',
  'case_work',
  'case_facts',
]

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const firstCase = async (a: TestApp) => {
  const page = await value<CasePage>(a, 'cases.query', { limit: 5 })
  const [row] = page.rows
  if (!row) throw new Error('no case files')
  return row
}

/** The database file as it is, with nothing of the app's logic. */
function rawQuery<T>(dir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dir, DATABASE_FILE), { readonly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/** How many rows of `account` each table of the advisor's work holds. */
const rowsOf = (dir: string, account: string) =>
  rawQuery(dir, (db) =>
    Object.fromEntries(
      CASE_TABLES.map((table) => [
        table,
        db
          .prepare(`SELECT count(*) FROM ${table} WHERE account = ?`)
          .pluck()
          .get(account) as number,
      ]),
    ),
  )

describe('the advisor’s work on a case file', () => {
  it('is kept per account through a restart, hidden from another account, erased with its account', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const row = await firstCase(a)
    const caseId = row.id
    await value(a, 'caseWork.addDeadline', { caseId, kind: 'subsanacion', from: '2026-12-18' })
    const document = await value<{ id: number }>(a, 'caseWork.addDocument', {
      caseId,
      name: 'Escrituras',
    })
    await value(a, 'caseWork.updateDocument', { id: document.id, state: 'not_applicable' })
    await value(a, 'caseWork.addNote', { caseId, text: 'Llamar al gerente' })
    await value(a, 'caseWork.setFacts', { caseId, facts: { requestedAmount: 18_500 } })
    const { userDataDir, secrets } = a
    await a.close()

    // The same computer, the session restored.
    const b = (app = await startTestApp({}, undefined, { userDataDir, secrets }))
    await b.services.idle()
    const kept = await value<CaseWork>(b, 'caseWork.get', { caseId })
    expect(kept.deadlines.map((d) => [d.kind, d.until])).toEqual([['subsanacion', '2027-01-05']])
    expect(kept.documents.map((d) => [d.name, d.state])).toEqual([['Escrituras', 'not_applicable']])
    expect(kept.notes.map((n) => n.text)).toEqual(['Llamar al gerente'])
    expect(kept.facts).toEqual({ requestedAmount: 18_500 })
    const running = await value<DueDeadline[]>(b, 'caseWork.running')
    expect(running).toMatchObject([{ caseId, identifier: row.identifier, kind: 'subsanacion' }])

    // Another advisor on the same computer sees none of it.
    await value(b, 'session.logout')
    await value(b, 'session.login', { email: NORTE, password: DEMO_PASSWORD })
    await b.services.idle()
    expect(await value(b, 'caseWork.running')).toEqual([])
    const other = await b.services.dispatch('caseWork.get', { caseId })
    expect(other).toMatchObject({ ok: false, error: { code: 'not_found' } })

    // «Borrar los datos de esta cuenta» takes every row of the advisor's work with it.
    await value(b, 'session.logout')
    await value(b, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
    await b.services.idle()
    const account = rawQuery(userDataDir, (db) =>
      db.prepare('SELECT account FROM case_notes').pluck().get(),
    ) as string
    expect(rowsOf(userDataDir, account)).toMatchObject({ case_notes: 1, case_deadlines: 1 })
    await value(b, 'account.erase')
    await b.services.idle()
    for (const [table, rows] of Object.entries(rowsOf(userDataDir, account)))
      expect(rows, table).toBe(0)
    // The other account's rows stay.
    expect(
      rawQuery(userDataDir, (db) => db.prepare('SELECT count(*) FROM case_work').pluck().get()),
    ).toBeGreaterThan(0)
  })

  it('writes the status changes made here and those made in the service into the history', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const { id: caseId } = await firstCase(a)
    const options = await value<CaseFormOptions>(a, 'cases.options')
    const current = a.demoService.state.cases.get(caseId)
    const [here, there] = options.catalogue
      .flatMap((g) => g.status.map((s) => ({ group: g, status: s })))
      .filter((s) => s.status.id !== current?.statusId)
    if (!here || !there) throw new Error('catalogue too small')
    await value(a, 'cases.setStatus', {
      ids: [caseId],
      statusGroup: here.group.id,
      status: here.status.id,
      observation: 'Enviada por registro electrónico',
    })
    // Changed on the service by someone else, then synced.
    a.demoService.state.cases.setStatus([caseId], there.group.id, there.status.id)
    await value(a, 'cases.sync')
    const history = await value<TimelineEntry[]>(a, 'caseWork.timeline', { caseId })
    expect(history.map((e) => [e.kind, e.status?.status.name, e.text])).toEqual([
      ['status_service', there.status.name, null],
      ['status_here', here.status.name, 'Enviada por registro electrónico'],
    ])
    expect(a.events.some((e) => e.event === 'caseWork.changed')).toBe(true)
  })

  it('is refused for a case file this account does not hold', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const added = await a.services.dispatch('caseWork.addDeadline', {
      caseId: 999_999,
      kind: 'subsanacion',
      from: '2026-12-18',
    })
    expect(added).toMatchObject({ ok: false, error: { code: 'not_found', reason: 'case_file' } })
    const bad = await a.services.dispatch('caseWork.addDeadline', { caseId: 1, kind: 'otro' })
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation' } })
    const deadline = await value<CaseDeadline>(a, 'caseWork.addDeadline', {
      caseId: (await firstCase(a)).id,
      kind: 'reposicion',
      from: '2027-03-31',
    })
    expect(deadline.until).toBe('2027-04-30')
  })

  it('gives the list its nearest running deadline, sortable, and the calendar both kinds of deadline', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const page = await value<CasePage>(a, 'cases.query', { limit: 3 })
    const [first, second, third] = page.rows
    if (!first || !second || !third) throw new Error('too few case files')
    const add = (caseId: number, date: string) =>
      value<CaseDeadline>(a, 'caseWork.addDeadline', { caseId, kind: 'otro', date })
    await add(first.id, '2027-03-01')
    await add(first.id, '2027-02-01')
    const met = await add(second.id, '2027-01-15')
    await value(a, 'caseWork.updateDeadline', { id: met.id, doneOn: '2027-01-10' })
    await add(third.id, '2027-01-20')
    const sorted = await value<CasePage>(a, 'cases.query', {
      limit: 1000,
      sort: { field: 'next_deadline', direction: 'asc' },
    })
    expect(sorted.rows.slice(0, 3).map((r) => [r.id, r.nextDeadline])).toEqual([
      [third.id, '2027-01-20'],
      [first.id, '2027-02-01'],
      expect.arrayContaining([null]) as unknown,
    ])
    expect(sorted.rows.find((r) => r.id === second.id)?.nextDeadline).toBeNull()

    const ics = await value<{ status: string; path: string; events: number }>(
      a,
      'portfolio.exportIcs',
    )
    expect(ics).toMatchObject({ status: 'done', events: 3 })
    const text = readFileSync(ics.path, 'utf8')
    expect(text).toContain(`SUMMARY:Otro plazo: ${third.identifier}`)
  })

  it('finds case files by the words of their notes, ignoring accents and case', async () => {
    const a = (app = await startSignedIn(EXPERT))
    const [row] = (await value<CasePage>(a, 'cases.query', { limit: 1 })).rows
    if (!row) throw new Error('no case files')
    await value(a, 'caseWork.addNote', {
      caseId: row.id,
      text: 'Pendiente la memoria TÉCNICA firmada',
    })
    const found = await value<CasePage>(a, 'cases.query', { text: 'tecnica firm' })
    expect(found.rows.map((r) => r.id)).toEqual([row.id])
    // A word of the note and one of the case file's own text, together.
    const both = await value<CasePage>(a, 'cases.query', {
      text: `tecnica ${row.identifier}`,
    })
    expect(both.total).toBe(1)
  })
})
