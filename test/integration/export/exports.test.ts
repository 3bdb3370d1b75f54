import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it } from 'vitest'
import { CLIENT_FIELD_LABELS } from '@shared/clients/client-field-labels'
import { type ClientPage } from '@shared/clients/clients'
import { type ExportStartResult } from '@shared/exports'
import { EXPERT, startSignedIn, type TestApp } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

async function ready(options = {}): Promise<TestApp> {
  app = await startSignedIn(EXPERT, options)
  return app
}

let ids = 0
async function exportOf(a: TestApp, input: object): Promise<ExportStartResult> {
  const result = await a.services.dispatch('export.start', {
    exportId: `test-export-${++ids}`,
    ...input,
  })
  if (!result.ok) throw Object.assign(new Error(result.error.message), { appError: result.error })
  return result.value as ExportStartResult
}

const exportsDir = (a: TestApp) => join(a.userDataDir, 'Exportaciones')
const csvLines = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
const requests = (a: TestApp, path: RegExp) =>
  a.demoService.control.requests.filter((r) => path.test(r.path)).length

function bigGrant(a: TestApp) {
  const grant = a.demoService.state.grants.find(
    (g) => a.demoService.state.concessions.ofGrant(g).length > 2_100,
  )
  if (!grant) throw new Error('no big grant')
  return grant
}

describe('exports', () => {
  it('exports the clients list as it is on screen (the replica, no request), in the chosen columns', async () => {
    const a = await ready()
    const query = { text: 'sl', sort: { field: 'nif', direction: 'asc' } }
    const page = (await a.services.dispatch('clients.query', { ...query, limit: 1000 })) as {
      ok: true
      value: ClientPage
    }
    a.demoService.control.clearRequests()
    const done = await exportOf(a, {
      source: { kind: 'clients', query },
      columns: ['nif', 'business_name', 'province'],
    })
    expect(done).toMatchObject({ status: 'done', rows: page.value.total })
    // Only the catalogue (names of actions and applicant types, free of credits) may be asked for.
    expect(
      a.demoService.control.requests.filter((r) => !r.path.endsWith('/data-filters/')),
    ).toEqual([])
    if (done.status !== 'done') return
    expect(dirname(done.path)).toBe(exportsDir(a))
    expect(done.fileName).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = csvLines(done.path)
    expect(lines[0]).toBe('NIF, CIF o NIE;Nombre o razón social;Provincia')
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(page.value.rows.map((r) => r.nif))
  })

  it('asks before more than 20 requests, then walks every page in order with progress', async () => {
    const a = await ready({ concessions: 60_000 })
    const grant = bigGrant(a)
    const source = { kind: 'concessions', query: { kind: 'grant-slug', fundSlug: grant.slug } }
    const ask = await exportOf(a, { source })
    expect(ask.status).toBe('needs-confirmation')
    if (ask.status !== 'needs-confirmation') return
    expect(ask.requests).toBeGreaterThan(20)
    expect(readdirSync(a.userDataDir)).not.toContain('Exportaciones')
    const before = requests(a, /beneficiaries\/$/)
    const done = await exportOf(a, {
      source,
      format: 'csv-standard',
      confirmedRequests: ask.requests,
    })
    // Page 1 was kept from the question: exactly the pages announced were requested.
    expect(done).toMatchObject({
      status: 'done',
      rows: ask.rows,
      requests: ask.requests,
      confirmedRequests: ask.requests,
    })
    expect(requests(a, /beneficiaries\/$/) - before).toBe(ask.requests)
    const expected = a.demoService.state.concessions.ofGrant(grant).map((c) => c.nif)
    if (done.status !== 'done') return
    const lines = readFileSync(done.path, 'utf8').trimEnd().split('\n')
    const header = lines[0]?.split(',') ?? []
    const nifColumn = header.indexOf('NIF del beneficiario')
    expect(nifColumn).toBeGreaterThanOrEqual(0)
    expect(lines.slice(1).map((l) => l.split(',')[nifColumn])).toEqual(expected)
    const progress = a.events
      .filter((e) => e.event === 'export.progress')
      .map((e) => e.payload as { done: number; total: number })
    expect(progress.at(-1)).toMatchObject({ done: ask.requests + 1, total: ask.requests + 1 })
  })

  it('the simulator’s export keeps the page 1 it paid to count: asked again, only the other pages are', async () => {
    const a = await ready()
    const profile = {
      province: 8,
      applicants_v2: [1, 2, 3, 4, 5, 6, 7, 8],
      actions_v2: Array.from({ length: 34 }, (_, i) => i + 1),
    }
    const source = { kind: 'simulator', profile }
    a.demoService.control.clearRequests()
    const first = await exportOf(a, { source })
    if (first.status !== 'done') throw new Error(first.status)
    expect(first.requests).toBeGreaterThan(0)
    expect(requests(a, /opportunities-by-profile/)).toBe(1 + first.requests)
    a.demoService.control.clearRequests()
    const again = await exportOf(a, { source })
    expect(again).toMatchObject({ status: 'done', rows: first.rows, requests: first.requests })
    expect(requests(a, /opportunities-by-profile/)).toBe(first.requests)
  })

  it('a cancelled export leaves no file', async () => {
    const a = await ready({ concessions: 60_000 })
    const grant = bigGrant(a)
    const exportId = 'cancel-me-0001'
    const source = { kind: 'concessions', query: { kind: 'grant-slug', fundSlug: grant.slug } }
    const ask = await exportOf(a, { source })
    const cancelOnFirstPage = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (
          a.events.some(
            (e) =>
              e.event === 'export.progress' &&
              (e.payload as { exportId: string }).exportId === exportId,
          )
        ) {
          clearInterval(timer)
          void a.services.dispatch('export.cancel', { exportId }).then(() => resolve())
        }
      }, 1)
    })
    // The walk's first page answered, the rest held: it is under way when it is cancelled.
    a.demoService.control.hold({ path: /^\/api\/v2\/funds\/concessions\// }, 1)
    const started = a.services.dispatch('export.start', {
      exportId,
      source,
      confirmedRequests: ask.status === 'needs-confirmation' ? ask.requests : 0,
    })
    await cancelOnFirstPage
    expect(await started).toEqual({ ok: true, value: { status: 'cancelled' } })
    expect(existsSync(exportsDir(a)) ? readdirSync(exportsDir(a)) : []).toEqual([])
  })

  it('a fault in the middle gives a clean Spanish error and no file', async () => {
    const a = await ready({ concessions: 60_000 })
    const grant = bigGrant(a)
    const source = { kind: 'concessions', query: { kind: 'grant-slug', fundSlug: grant.slug } }
    const ask = await exportOf(a, { source })
    a.demoService.control.failNext('500', 30, { path: /beneficiaries\/$/ })
    const failed = await a.services.dispatch('export.start', {
      exportId: 'fault-0001',
      source,
      confirmedRequests: ask.status === 'needs-confirmation' ? ask.requests : 0,
    })
    expect(failed).toMatchObject({ ok: false, error: { code: 'server' } })
    expect(existsSync(exportsDir(a)) ? readdirSync(exportsDir(a)) : []).toEqual([])
  })

  it('exports the case-file statuses to XLSX', async () => {
    const a = await ready()
    const done = await exportOf(a, { source: { kind: 'statuses' }, format: 'xlsx' })
    if (done.status !== 'done') throw new Error(done.status)
    const book = await new ExcelJS.Workbook().xlsx.readFile(done.path)
    const sheet = book.worksheets[0]
    expect(sheet?.getRow(1).getCell(2).value).toBe('Grupo')
    const statuses = a.demoService.state.statusGroups.reduce((n, g) => n + g.status.length, 0)
    expect(sheet?.actualRowCount).toBe(statuses + 1)
  })

  it('exports a client dossier with seven sheets, and only in XLSX', async () => {
    const a = await ready()
    const page = (await a.services.dispatch('clients.query', {})) as { ok: true; value: ClientPage }
    const client =
      page.value.rows.find((r) => a.demoService.state.concessions.ofNif(r.nif).length > 0) ??
      page.value.rows[0]
    if (!client) throw new Error('no clients')
    await expect(
      exportOf(a, { source: { kind: 'dossier', clientId: client.id, grants: 'skip' } }),
    ).rejects.toMatchObject({
      appError: { code: 'validation' },
    })
    const done = await exportOf(a, {
      source: { kind: 'dossier', clientId: client.id, grants: 'skip' },
      format: 'xlsx',
    })
    if (done.status !== 'done') throw new Error(done.status)
    const book = await new ExcelJS.Workbook().xlsx.readFile(done.path)
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Cliente',
      'Concesiones',
      'Oportunidades',
      'Convocatoria',
      'Expedientes',
      'Plazos',
      'Documentación',
    ])
    expect(book.getWorksheet('Cliente')?.getRow(2).getCell(1).value).toBeTruthy()
    expect((book.getWorksheet('Concesiones')?.actualRowCount ?? 0) - 1).toBe(
      a.demoService.state.concessions.ofNif(client.nif).length,
    )
  })

  it('reveals only a file it wrote', async () => {
    const a = await ready()
    const done = await exportOf(a, { source: { kind: 'statuses' } })
    if (done.status !== 'done') throw new Error(done.status)
    expect(await a.services.dispatch('export.reveal', { path: done.path })).toEqual({
      ok: true,
      value: { revealed: true },
    })
    expect(await a.services.dispatch('export.reveal', { path: '/etc/passwd' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
  })

  it('lists each list’s columns with their Spanish headers', async () => {
    const a = await ready()
    const columns = await a.services.dispatch('export.columns', { kind: 'concessions-nif' })
    expect(columns).toMatchObject({ ok: true })
    if (columns.ok)
      expect((columns.value as { header: string }[]).map((c) => c.header)).toContain(
        'Importe concedido (€)',
      )
  })

  it('follows the UI language: English headers, sheet names and file name, unless Spanish is kept', async () => {
    const a = await ready()
    await a.services.dispatch('settings.update', { language: 'en' })
    const columns = await a.services.dispatch('export.columns', { kind: 'clients' })
    // A client's columns are named as the form and the record name the fields, in English.
    const { en, es } = CLIENT_FIELD_LABELS
    expect(columns.ok && (columns.value as { header: string }[]).map((c) => c.header)).toContain(
      en.business_name,
    )
    const csv = await exportOf(a, {
      source: { kind: 'clients', query: {} },
      columns: ['nif', 'business_name', 'public'],
    })
    if (csv.status !== 'done') throw new Error(csv.status)
    expect(csv.fileName).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = csvLines(csv.path)
    expect(lines[0]).toBe([en.nif, en.business_name, en.public].join(';'))
    expect(new Set(lines.slice(1).map((line) => line.split(';').at(-1)))).toEqual(
      new Set(['Yes', 'No']),
    )

    const page = (await a.services.dispatch('clients.query', {})) as { ok: true; value: ClientPage }
    const client = page.value.rows[0]
    if (!client) throw new Error('no clients')
    const dossier = await exportOf(a, {
      source: { kind: 'dossier', clientId: client.id, grants: 'skip' },
      format: 'xlsx',
    })
    if (dossier.status !== 'done') throw new Error(dossier.status)
    const book = await new ExcelJS.Workbook().xlsx.readFile(dossier.path)
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Client',
      'Concessions',
      'Opportunities',
      'Grants',
      'Case files',
      'Deadlines',
      'Documents',
    ])
    expect(book.getWorksheet('Client')?.getRow(1).values).toEqual([undefined, 'Field', 'Value'])

    await a.services.dispatch('settings.update', { exportHeadersSpanish: true })
    const spanish = await exportOf(a, {
      source: { kind: 'clients', query: {} },
      columns: ['nif', 'business_name'],
    })
    if (spanish.status !== 'done') throw new Error(spanish.status)
    expect(csvLines(spanish.path)[0]).toBe([es.nif, es.business_name].join(';'))
  })
})
