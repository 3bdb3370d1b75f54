import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it } from 'vitest'
import { type CallPage, type Fits } from '@shared/calls'
import { type ExportStartResult } from '@shared/exports'
import { EXPERT, startSignedIn, type TestApp, value } from '../../support/test-app'

let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  app = null
})

let exportIds = 0
const exportOf = (a: TestApp, input: object) =>
  value<ExportStartResult>(a, 'export.start', { exportId: `calls-export-${++exportIds}`, ...input })
const fundsRequests = (a: TestApp) =>
  a.demoService.control.requests.filter((r) => /^\/api\/v2\/funds\/$/.test(r.path)).length

describe('«Convocatorias» exported', () => {
  it('writes every call of a search, each page not kept one request, typed in a spreadsheet', async () => {
    const a = (app = await startSignedIn(EXPERT, { concessions: 200 }))
    const filters = { order: 'closing' }
    const first = await value<CallPage>(a, 'calls.search', { filters })
    expect(first.hasMore).toBe(true)
    a.demoService.control.clearRequests()

    const csv = await exportOf(a, { source: { kind: 'calls', filters }, format: 'csv-standard' })
    if (csv.status !== 'done') throw new Error(csv.status)
    expect(csv.rows).toBe(first.count)
    // Page 1 was kept: only the later ones were asked, once each.
    expect(fundsRequests(a)).toBe(first.pages - 1)
    expect(csv.requests).toBe(first.pages - 1)
    const lines = readFileSync(csv.path, 'utf8').trimEnd().split('\n')
    expect(lines[0]).toBe(
      'Id de la convocatoria,Ayuda,Estado,Fin del plazo,Importe total (€),Convocatoria (identificador)',
    )
    expect(lines).toHaveLength(first.count + 1)

    // Everything kept now: the spreadsheet asks nothing, its amounts and dates typed.
    a.demoService.control.clearRequests()
    const xlsx = await exportOf(a, { source: { kind: 'calls', filters }, format: 'xlsx' })
    if (xlsx.status !== 'done') throw new Error(xlsx.status)
    expect(fundsRequests(a)).toBe(0)
    const sheet = (await new ExcelJS.Workbook().xlsx.readFile(xlsx.path)).worksheets[0]
    expect(sheet?.actualRowCount).toBe(first.count + 1)
    const row = sheet?.getRow(2)
    expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.Number)
    const amount = first.results[0]?.amount
    if (amount !== null && amount !== undefined) expect(row?.getCell(5).value).toBe(amount)
  })

  it('writes the clients that fit a call, best first, with what each one matches', async () => {
    const a = (app = await startSignedIn(EXPERT, { concessions: 200 }))
    const { results } = await value<CallPage>(a, 'calls.search', { filters: { state: 'open' } })
    const call = results[0]
    if (!call) throw new Error('sin convocatorias abiertas')
    await value(a, 'grants.section', { grant: { id: call.id }, section: 'details' })
    const fits = await value<Fits>(a, 'calls.fits', { grantId: call.id })
    if (fits.status !== 'ok') throw new Error(fits.status)
    expect(fits.total).toBeGreaterThan(0)

    const done = await exportOf(a, {
      source: { kind: 'call-fits', grantId: call.id },
      format: 'xlsx',
    })
    if (done.status !== 'done') throw new Error(done.status)
    expect(done.requests).toBe(0)
    const sheet = (await new ExcelJS.Workbook().xlsx.readFile(done.path)).worksheets[0]
    expect(sheet?.name).toBe('Clientes que encajan')
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Id del cliente',
      'Cliente',
      'NIF',
      'Coincide en',
      'Criterios que cumple',
    ])
    expect(sheet?.actualRowCount).toBe(fits.clients.length + 1)
    const best = fits.clients[0]
    expect(sheet?.getRow(2).getCell(1).value).toBe(best?.id)
    expect(sheet?.getRow(2).getCell(4).text).toMatch(
      /territorio|tipo de solicitante|acciones|CNAE|sector/,
    )
  })
})
