import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type CaseChangeResult,
  type CaseCounts,
  type CaseCreateResult,
  type CaseDetail,
  type CaseFormOptions,
  type CasePage,
  type CaseQuery,
  type CaseRow,
  type CaseSyncResult,
} from '@shared/cases/cases'
import { type OutboxEntry, type OutboxSummary } from '@shared/clients/clients'
import { type ExportStartResult } from '@shared/exports'
import { type SessionView } from '@shared/session'
import { DATABASE_FILE } from '../../../src/main/storage/database'
import {
  DEMO_PASSWORD,
  DIALECTS,
  EXPERT,
  startSignedIn,
  startTestApp,
  type TestApp,
  value,
} from '../../support/test-app'
import { waitFor } from '../../support/wait-for'

const NORTE = 'norte@demo.grantsdesk.es'
/** The adviser's expert id in the demo service (not her user id: «Solo los míos» goes by the e-mail). */
const ADVISER_EXPERT = 301

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

const query = (a: TestApp, q: CaseQuery = {}) =>
  value<CasePage>(a, 'cases.query', { limit: 1000, ...q })
const caseEntries = async (a: TestApp) =>
  (await value<OutboxEntry[]>(a, 'outbox.list')).filter((e) => e.kind === 'case')
const serverCase = (a: TestApp, id: number) => {
  const record = a.demoService.state.cases.get(id)
  if (!record) throw new Error(`no case file ${id} on the demo service`)
  return record
}
const statusIds = (row: Pick<CaseRow, 'statusGroup' | 'status'> | undefined) =>
  row?.statusGroup && row.status ? [row.statusGroup.id, row.status.id] : null
let exportIds = 0
const exportOf = (a: TestApp, input: object) =>
  value<ExportStartResult>(a, 'export.start', { exportId: `case-export-${++exportIds}`, ...input })

/** A status of the catalogue other than `[group, status]`. */
function otherStatus(options: CaseFormOptions, not: (number[] | null)[]): [number, number] {
  for (const group of options.catalogue) {
    for (const status of group.status) {
      if (!not.some((n) => n?.[0] === group.id && n[1] === status.id)) return [group.id, status.id]
    }
  }
  throw new Error('catalogue too small')
}

describe.each(DIALECTS)('case files (%s)', (dialect) => {
  it('are synced after the clients and queried offline: text, mine, archived, filters, sort', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const active = await query(a)
    expect(active.availability).toBe('yes')
    expect(active.syncedAt).not.toBeNull()
    expect(active.total).toBeGreaterThan(0)
    expect(a.events.some((e) => e.event === 'cases.changed')).toBe(true)
    const archived = await query(a, { archived: true })
    expect(archived.total).toBeGreaterThan(0)
    for (const row of active.rows) expect(serverCase(a, row.id).archived).toBe(false)
    for (const row of archived.rows) expect(serverCase(a, row.id).archived).toBe(true)

    await a.stopDemoService()
    const [first] = active.rows
    if (!first) throw new Error('no case files')
    const byText = await query(a, { text: first.identifier.toLowerCase() })
    expect(byText.rows.map((r) => r.id)).toContain(first.id)
    // A search that only archived case files match says how many (the list offers to show them).
    const [gone] = archived.rows
    if (!gone) throw new Error('no archived case files')
    expect(await query(a, { text: gone.identifier })).toMatchObject({
      total: 0,
      archivedMatches: 1,
    })
    expect((await query(a, { text: gone.identifier, archived: true })).archivedMatches).toBeNull()
    expect(active.archivedMatches).toBeNull()
    const accented = active.rows.find((r) => /[áéíóúñ]/i.test(r.clientName))
    if (accented) {
      const word = accented.clientName.split(' ').find((w) => /[áéíóúñ]/i.test(w)) ?? ''
      const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
      const found = await query(a, { text: plain })
      expect(found.rows.map((r) => r.id)).toContain(accented.id)
    }
    const mine = await query(a, { mine: true })
    expect(mine.total).toBe(active.rows.filter((r) => r.expertId === ADVISER_EXPERT).length)
    expect(mine.total).toBeGreaterThan(0)
    expect(mine.rows.every((r) => r.expertId === ADVISER_EXPERT)).toBe(true)

    const group = first.statusGroup?.id
    if (group !== undefined) {
      const inGroup = await query(a, { statusGroups: [group] })
      expect(inGroup.rows.every((r) => r.statusGroup?.id === group)).toBe(true)
      expect(inGroup.total).toBe(active.rows.filter((r) => r.statusGroup?.id === group).length)
    }
    const ofClient = await query(a, { client: first.clientId })
    expect(ofClient.rows.every((r) => r.clientId === first.clientId)).toBe(true)

    const byAmount = await query(a, {
      sort: { field: 'requested_amount', direction: 'asc' },
      amountMin: 1,
    })
    const amounts = byAmount.rows.map((r) => r.requestedAmount ?? Number.NaN)
    expect(amounts.every((x) => x >= 1)).toBe(true)
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y))
    const byDate = await query(a, { sort: { field: 'presentation_date', direction: 'desc' } })
    const dates = byDate.rows.map((r) => r.presentationDate)
    const firstNull = dates.indexOf(null)
    if (firstNull >= 0) expect(dates.slice(firstNull).every((d) => d === null)).toBe(true)
    const window = await query(a, { offset: 2, limit: 3 })
    expect(window.rows.map((r) => r.id)).toEqual(active.rows.slice(2, 5).map((r) => r.id))
    expect(window.total).toBe(active.total)
  })

  it('the statuses screen counts what the list it opens shows, mine or all', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const totals: number[] = []
    for (const mine of [true, false]) {
      const counts = await value<CaseCounts>(a, 'cases.counts', { mine })
      expect(counts.mine).toBe(mine)
      expect(counts.byStatus.length).toBeGreaterThan(0)
      // Each count is the total of the list its link opens (`?status=`, `?group=`, `?none=1`).
      for (const { status, count } of counts.byStatus) {
        expect((await query(a, { statuses: [status], mine })).total).toBe(count)
      }
      const groups = new Set(counts.byStatus.map((c) => c.statusGroup))
      for (const group of groups) {
        const inGroup = counts.byStatus.filter((c) => c.statusGroup === group)
        expect((await query(a, { statusGroups: [group], mine })).total).toBe(
          inGroup.reduce((n, c) => n + c.count, 0),
        )
      }
      expect((await query(a, { withoutStatus: true, mine })).total).toBe(counts.withoutStatus)
      const counted = counts.byStatus.reduce((n, c) => n + c.count, 0) + counts.withoutStatus
      expect(counted).toBe((await query(a, { mine })).total)
      totals.push(counted)
    }
    // The demo adviser is not the expert of every case file: the two counts differ.
    expect(totals[0]).toBeLessThan(totals[1] ?? 0)
  })

  it('are created with the initial status or another; a failed status step waits in the outbox', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }))
    const options = await value<CaseFormOptions>(a, 'cases.options')
    expect(options.availability).toBe('yes')
    expect(options.initial).not.toBeNull()
    expect(options.templates.length).toBeGreaterThan(0)
    expect(options.me).toBe(ADVISER_EXPERT)
    expect(options.experts.map((e) => e.id)).toContain(ADVISER_EXPERT)
    const initial = options.initial
    if (!initial) return
    const [{ clientId }] = (await query(a)).rows as [CaseRow]

    const made = await value<CaseCreateResult>(a, 'cases.create', {
      client: clientId,
      title: 'Kit Digital segunda fase',
      statusGroup: initial.group.id,
      status: initial.status.id,
    })
    expect(made.status).toBe('created')
    expect(serverCase(a, made.id)).toMatchObject({
      statusGroupId: initial.group.id,
      statusId: initial.status.id,
    })
    const shown = (await query(a, { text: 'segunda fase' })).rows
    expect(shown.map((r) => [r.id, statusIds(r)])).toEqual([
      [made.id, [initial.group.id, initial.status.id]],
    ])

    const other = otherStatus(options, [[initial.group.id, initial.status.id]])
    // From a template that names its grant: the case file keeps which grant (SC-CASE-10).
    const template = options.templates.find((t) => t.fundId !== null)
    if (!template?.fundId) throw new Error('no template names a grant')
    const second = await value<CaseCreateResult>(a, 'cases.create', {
      client: clientId,
      title: 'Eficiencia energética',
      statusGroup: other[0],
      status: other[1],
      observation: 'Abierto desde la ficha',
      templateId: template.id,
    })
    expect(second.status).toBe('created')
    expect(serverCase(a, second.id)).toMatchObject({ statusGroupId: other[0], statusId: other[1] })
    const grantOf = async (id: number) => (await value<CaseDetail>(a, 'cases.get', { id })).grant
    expect(await grantOf(second.id)).toEqual({ id: template.fundId, title: template.fundTitle })
    expect(await grantOf(made.id)).toBeNull()

    const invalid = await a.services.dispatch('cases.create', {
      client: clientId,
      title: 'Estado inventado',
      statusGroup: other[0],
      status: 999_999,
    })
    expect(invalid.ok ? null : invalid.error.code).toBe('validation')

    a.demoService.control.failNext('500', 1, { path: /forms\/update-status\/$/ })
    const queued = await value<CaseCreateResult>(a, 'cases.create', {
      client: clientId,
      title: 'Digitalización comercio',
      statusGroup: other[0],
      status: other[1],
    })
    expect(queued.status).toBe('status_queued')
    expect(queued.error).not.toBeNull()
    expect(serverCase(a, queued.id).statusId).toBeNull()
    const [entry] = await caseEntries(a)
    expect(entry).toMatchObject({
      kind: 'case',
      caseId: queued.id,
      clientId,
      fields: ['case_status'],
      status: 'pending',
    })
    expect(entry?.caseLabel).toContain('Digitalización comercio')
    const row = (await query(a, { text: 'Digitalización comercio' })).rows[0]
    expect(row).toMatchObject({ id: queued.id, pending: 'pending' })
    expect(statusIds(row)).toEqual(other)

    await value<CaseSyncResult>(a, 'cases.sync')
    expect(serverCase(a, queued.id)).toMatchObject({ statusGroupId: other[0], statusId: other[1] })
    expect(await grantOf(second.id)).toEqual({ id: template.fundId, title: template.fundTitle })
    expect(await value<OutboxSummary>(a, 'outbox.summary')).toEqual({
      pending: 0,
      conflicts: 0,
      failed: 0,
    })
  })

  it('change status in bulk online and offline; a conflict is resolved mine, then theirs', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }, 1_500))
    const options = await value<CaseFormOptions>(a, 'cases.options')
    const rows = (await query(a)).rows.slice(0, 3)
    const ids = rows.map((r) => r.id)
    const target = otherStatus(options, rows.map(statusIds))
    const saved = await value<CaseChangeResult>(a, 'cases.setStatus', {
      ids,
      statusGroup: target[0],
      status: target[1],
    })
    expect(saved).toEqual({ status: 'saved', count: 3 })
    for (const id of ids) expect(serverCase(a, id).statusId).toBe(target[1])
    const after = (await query(a, { statuses: [target[1]] })).rows.map((r) => r.id)
    expect(after).toEqual(expect.arrayContaining(ids))

    const [x, y] = ids as [number, number]
    const mineStatus = otherStatus(options, [target])
    const theirStatus = otherStatus(options, [target, mineStatus])
    await a.stopDemoService()
    const queued = await value<CaseChangeResult>(a, 'cases.setStatus', {
      ids: [x, y],
      statusGroup: mineStatus[0],
      status: mineStatus[1],
    })
    expect(queued).toEqual({ status: 'queued', count: 2 })
    const pendingRows = (await query(a, { statuses: [mineStatus[1]] })).rows
    expect(pendingRows.filter((r) => r.id === x || r.id === y).map((r) => r.pending)).toEqual([
      'pending',
      'pending',
    ])
    // Meanwhile someone else changes x on the service.
    a.demoService.state.cases.setStatus([x], theirStatus[0], theirStatus[1])
    await a.restartDemoService()
    await value(a, 'cases.sync')
    expect(serverCase(a, y).statusId).toBe(mineStatus[1])
    expect(serverCase(a, x).statusId).toBe(theirStatus[1])
    const [conflict] = (await caseEntries(a)).filter((e) => e.status === 'conflict')
    expect(conflict).toMatchObject({
      caseId: x,
      conflicts: [
        {
          field: 'case_status',
          mine: { group: { id: mineStatus[0] }, status: { id: mineStatus[1] } },
          theirs: { group: { id: theirStatus[0] }, status: { id: theirStatus[1] } },
        },
      ],
    })
    expect((await query(a)).rows.find((r) => r.id === x)?.pending).toBe('conflict')
    await value(a, 'outbox.resolve', { entryId: conflict?.id, choices: { case_status: 'mine' } })
    expect(serverCase(a, x).statusId).toBe(mineStatus[1])

    // Again, and this time the service's status is kept.
    await a.stopDemoService()
    await value(a, 'cases.setStatus', { ids: [x], statusGroup: target[0], status: target[1] })
    a.demoService.state.cases.setStatus([x], theirStatus[0], theirStatus[1])
    await a.restartDemoService()
    await value(a, 'cases.sync')
    const [again] = (await caseEntries(a)).filter((e) => e.status === 'conflict')
    await value(a, 'outbox.resolve', { entryId: again?.id, choices: { case_status: 'theirs' } })
    expect(serverCase(a, x).statusId).toBe(theirStatus[1])
    expect(await caseEntries(a)).toEqual([])
    const shown = (await query(a)).rows.find((r) => r.id === x)
    expect(statusIds(shown)).toEqual(theirStatus)
    expect(shown?.pending).toBe('none')
  })

  it('archive and unarchive online and queued; export the list and the dossier sheet', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }, 1_500))
    const [one, two] = (await query(a)).rows as [CaseRow, CaseRow]
    expect(
      await value<CaseChangeResult>(a, 'cases.archive', { ids: [one.id], action: 'archive' }),
    ).toEqual({ status: 'saved', count: 1 })
    expect(serverCase(a, one.id).archived).toBe(true)
    expect((await query(a, { archived: true })).rows.map((r) => r.id)).toContain(one.id)
    expect((await query(a)).rows.map((r) => r.id)).not.toContain(one.id)
    await value(a, 'cases.archive', { ids: [one.id], action: 'unarchive' })
    expect(serverCase(a, one.id).archived).toBe(false)
    expect((await query(a)).rows.map((r) => r.id)).toContain(one.id)

    await a.stopDemoService()
    expect(
      await value<CaseChangeResult>(a, 'cases.archive', { ids: [two.id], action: 'archive' }),
    ).toEqual({ status: 'queued', count: 1 })
    const shown = (await query(a, { archived: true })).rows.find((r) => r.id === two.id)
    expect(shown).toMatchObject({ archived: true, pending: 'pending' })
    expect(await caseEntries(a)).toMatchObject([{ caseId: two.id, fields: ['case_archived'] }])
    await a.restartDemoService()
    await value(a, 'cases.sync')
    expect(serverCase(a, two.id).archived).toBe(true)
    expect(await caseEntries(a)).toEqual([])
    expect((await query(a, { archived: true })).rows.find((r) => r.id === two.id)?.pending).toBe(
      'none',
    )

    // The list as exported: every row the query selects, typed cells.
    const archivedTotal = (await query(a, { archived: true, limit: 1 })).total
    const listed = await exportOf(a, {
      format: 'xlsx',
      source: { kind: 'cases', query: { archived: true, limit: 1 } },
    })
    expect(listed).toMatchObject({ status: 'done', rows: archivedTotal })
    if (listed.status !== 'done') return
    const book = await new ExcelJS.Workbook().xlsx.readFile(listed.path)
    const sheet = book.getWorksheet('Expedientes')
    expect(sheet?.rowCount).toBe(archivedTotal + 1)
    const header = (sheet?.getRow(1).values as unknown[]).slice(1)
    expect(header[0]).toBe('Id del expediente')
    expect(header.at(-1)).toBe('Archivado')
    // The list's words, the expert's name and e-mail apart.
    expect(header).toEqual(
      expect.arrayContaining(['Técnico', 'Correo del técnico', 'Solicitado (€)']),
    )
    expect(header).not.toContain('Gestor')
    const technician = header.indexOf('Técnico') + 1
    const expert = sheet?.getRow(2)
    expect(expert?.getCell(technician).value).toEqual(expect.stringMatching(/^[^<@]+$/))
    expect(expert?.getCell(technician + 1).value).toEqual(expect.stringMatching(/^[^\s<>]+@/))
    const ids: unknown[] = []
    sheet?.eachRow((row, n) => {
      if (n > 1) ids.push(row.getCell(1).value)
    })
    expect(ids).toContain(two.id)
    expect(sheet?.getRow(2).getCell(1).numFmt).toBe('0')
    const columns = await value<{ key: string }[]>(a, 'export.columns', { kind: 'cases' })
    expect(columns.map((c) => c.key)).toContain('archived')

    const csv = await exportOf(a, {
      format: 'csv-standard',
      columns: ['case_id', 'identifier'],
      source: { kind: 'cases', query: { client: one.clientId } },
    })
    expect(csv.status).toBe('done')
    // In English when the app is.
    await value(a, 'settings.update', { language: 'en' })
    const english = await exportOf(a, {
      format: 'csv-standard',
      columns: ['identifier', 'case_expert', 'case_expert_email'],
      source: { kind: 'cases', query: { client: one.clientId } },
    })
    if (english.status !== 'done') throw new Error(english.status)
    expect((await readFile(english.path, 'utf8')).split('\n')[0]).toBe(
      'Identifier,Advisor,Advisor’s e-mail',
    )
    await value(a, 'settings.update', { language: 'es' })

    const clientCases = [
      ...(await query(a, { client: one.clientId })).rows,
      ...(await query(a, { client: one.clientId, archived: true })).rows,
    ]
    const dossier = await exportOf(a, {
      format: 'xlsx',
      source: { kind: 'dossier', clientId: one.clientId, grants: 'skip' },
      confirmedRequests: 1000,
    })
    if (dossier.status !== 'done') throw new Error(`dossier: ${dossier.status}`)
    const record = await new ExcelJS.Workbook().xlsx.readFile(dossier.path)
    const caseSheet = record.getWorksheet('Expedientes')
    const inSheet: unknown[] = []
    caseSheet?.eachRow((row, n) => {
      if (n > 1) inSheet.push(row.getCell(1).value)
    })
    expect(inSheet.sort()).toEqual(clientCases.map((r) => r.id).sort())
  })

  it('exports the amounts and dates kept here as the list shows them', async () => {
    const a = (app = await startSignedIn(EXPERT, { dialect }, 1_500))
    const [one] = (await query(a)).rows as [CaseRow]
    await value(a, 'caseWork.setFacts', {
      caseId: one.id,
      facts: { requestedAmount: 1234.5, concessionDate: '2026-10-01' },
    })
    const shown = (await query(a, { client: one.clientId })).rows.find((r) => r.id === one.id)
    expect(shown).toMatchObject({ requestedAmount: 1234.5, concessionDate: '2026-10-01' })
    const csv = await exportOf(a, {
      format: 'csv-standard',
      columns: ['case_id', 'case_requested', 'case_conceded'],
      source: { kind: 'cases', query: { client: one.clientId } },
    })
    if (csv.status !== 'done') throw new Error(`csv: ${csv.status}`)
    const lines = (await readFile(csv.path, 'utf8')).split(/\r?\n/)
    expect(lines.find((line) => line.startsWith(`${one.id},`))).toBe(`${one.id},1234.50,2026-10-01`)
  })
})

describe('case files', () => {
  it('on a service without them: availability no, empty answers, nothing breaks', async () => {
    const a = (app = await startSignedIn(EXPERT, { caseFiles: false }))
    const page = await query(a)
    expect(page).toMatchObject({ availability: 'no', rows: [], total: 0 })
    expect((await value<CaseCounts>(a, 'cases.counts', {})).availability).toBe('no')
    expect((await value<CaseFormOptions>(a, 'cases.options')).availability).toBe('no')
    expect((await value<CaseSyncResult>(a, 'cases.sync')).availability).toBe('no')
    expect((await value<{ total: number }>(a, 'clients.query', {})).total).toBeGreaterThan(0)
    // The service gains them: the next sync fills the replica.
    a.demoService.control.setCaseFiles(true)
    expect((await value<CaseSyncResult>(a, 'cases.sync')).availability).toBe('yes')
    expect((await query(a)).total).toBeGreaterThan(0)
  })

  it('a sync whose account signed out meanwhile writes nothing; a failed one fails only itself', async () => {
    const a = (app = await startTestApp())
    a.demoService.control.hold({ path: /^\/api\/v2\/forms\/$/ })
    const view = await value<SessionView>(a, 'session.login', {
      email: EXPERT,
      password: DEMO_PASSWORD,
    })
    await waitFor(() => expect(a.demoService.control.held).toBeGreaterThan(0))
    await value(a, 'session.logout')
    a.demoService.control.release()
    await a.services.idle()
    const db = new Database(join(a.userDataDir, DATABASE_FILE), { readonly: true })
    const stored = db
      .prepare(
        "SELECT (SELECT COUNT(*) FROM case_files) AS rows, (SELECT COUNT(*) FROM cache WHERE key LIKE 'cases.%') AS keys",
      )
      .get()
    db.close()
    expect(stored).toEqual({ rows: 0, keys: 0 })
    expect(view.status).toBe('signed-in')

    await value(a, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
    await a.services.idle()
    const before = await query(a)
    expect(before.availability).toBe('yes')
    // Every attempt of a read (three) fails.
    a.demoService.control.failNext('500', 3, { path: /^\/api\/v2\/forms\/$/ })
    expect((await a.services.dispatch('clients.sync', undefined)).ok).toBe(true)
    await a.services.idle()
    const after = await query(a)
    expect(after).toMatchObject({ availability: 'yes', total: before.total })
    expect(after.syncedAt).toBe(before.syncedAt)
  })

  it('a change the service refuses stays failed, can be retried, and is discarded', async () => {
    const a = (app = await startSignedIn(EXPERT, {}, 1_500))
    const options = await value<CaseFormOptions>(a, 'cases.options')
    const [row] = (await query(a)).rows as [CaseRow]
    const wanted = otherStatus(options, [statusIds(row)])
    await a.stopDemoService()
    await value(a, 'cases.setStatus', { ids: [row.id], statusGroup: wanted[0], status: wanted[1] })
    // Deleted on the service meanwhile: its `forms/<id>/` answers 404.
    a.demoService.state.cases.apply([row.id], 'delete')
    await a.restartDemoService()
    await value(a, 'cases.sync')
    const [failed] = await caseEntries(a)
    expect(failed).toMatchObject({ caseId: row.id, status: 'failed', error: { code: 'not_found' } })
    await value(a, 'outbox.retry', { entryId: failed?.id })
    expect((await caseEntries(a)).map((e) => e.status)).toEqual(['failed'])
    await value(a, 'outbox.discard', { entryId: failed?.id })
    expect(await caseEntries(a)).toEqual([])
    expect(a.events.filter((e) => e.event === 'cases.changed').at(-1)?.payload).toEqual({
      ids: [row.id],
    })
  })

  it('belong to one account: another never sees them, erasing one keeps the other', async () => {
    const a = (app = await startTestApp())
    const signIn = async (email: string) => {
      const view = await value<SessionView>(a, 'session.login', { email, password: DEMO_PASSWORD })
      await a.services.idle()
      return `demo#${view.user?.id ?? 0}`
    }
    const laura = await signIn(EXPERT)
    const lauraIds = new Set((await query(a)).rows.map((r) => r.id))
    expect(lauraIds.size).toBeGreaterThan(0)
    await value(a, 'session.logout')
    expect((await a.services.dispatch('cases.query', {})).ok).toBe(false)
    const norte = await signIn(NORTE)
    const norteRows = (await query(a)).rows
    expect(norteRows.length).toBeGreaterThan(0)
    expect(norteRows.some((r) => lauraIds.has(r.id))).toBe(false)

    const countOf = (account: string) => {
      const db = new Database(join(a.userDataDir, DATABASE_FILE), { readonly: true })
      try {
        return (
          db.prepare('SELECT COUNT(*) AS n FROM case_files WHERE account = ?').get(account) as {
            n: number
          }
        ).n
      } finally {
        db.close()
      }
    }
    expect(countOf(laura)).toBeGreaterThan(0)
    await value(a, 'account.erase')
    expect(countOf(norte)).toBe(0)
    expect(countOf(laura)).toBe(lauraIds.size + (await countArchived()))

    async function countArchived(): Promise<number> {
      await value(a, 'session.logout')
      await signIn(EXPERT)
      return (await query(a, { archived: true })).total
    }
  })
})
