import { existsSync, readFileSync } from 'node:fs'
import { extractText } from 'unpdf'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type CasePage } from '@shared/cases/cases'
import {
  type ClientReportGenerate,
  type ClientReportPlan,
  type ClientReportRefresh,
} from '@shared/reports/client-report-ops'
import { zipEntries } from '../../support/zip-entries'
import { DEMO_PASSWORD, EXPERT, startTestApp, type TestApp, value } from '../../support/test-app'

/**
 * The client's «Informe de ayudas» through main's real dispatch in demo mode: the plan from what
 * the sign-in kept, a refresh of the registry (free) and the concessions (paid), and the PDF
 * written from what is then kept.
 */

let app: TestApp
let clientId: number
let clientName: string
let caseIdentifier: string
let caseId: number

// An app per test: one signs out, another adds deadlines, and each counts its own events.
beforeEach(async () => {
  app = await startTestApp({ clients: 30, concessions: 50 })
  await value(app, 'session.login', { email: EXPERT, password: DEMO_PASSWORD })
  await app.services.idle()
  const page = await value<CasePage>(app, 'cases.query', { limit: 50 })
  const row = page.rows[0]
  if (!row) throw new Error('la demostración no tiene expedientes')
  clientId = row.clientId
  clientName = row.clientName
  caseIdentifier = row.identifier
  caseId = row.id
})
afterEach(() => app.close())

const sections = (plan: ClientReportPlan) =>
  Object.fromEntries((plan.clients[0]?.sections ?? []).map((s) => [s.section, s.state]))

describe('reports.client*', () => {
  it('plans from what the sign-in kept, refreshes what is asked, and writes the PDF', async () => {
    const before = await value<ClientReportPlan>(app, 'reports.clientPlan', {
      clientIds: [clientId],
    })
    expect(before.clients[0]?.name).toBe(clientName)
    expect(sections(before)).toEqual({
      company: 'fresh',
      opportunities: 'missing',
      aid: 'missing',
      registry: 'missing',
      cases: 'fresh',
    })
    const registry = before.clients[0]?.sections.find((s) => s.section === 'registry')
    expect(registry?.requests).toBe(0)

    const refreshed = await value<ClientReportRefresh>(app, 'reports.clientRefresh', {
      clientIds: [clientId],
      sections: ['registry', 'aid'],
    })
    expect(refreshed).toMatchObject({ status: 'done', failed: [] })
    expect(refreshed.status === 'done' && refreshed.requests).toBeGreaterThan(0)
    const after = await value<ClientReportPlan>(app, 'reports.clientPlan', {
      clientIds: [clientId],
    })
    expect(sections(after)).toMatchObject({ aid: 'fresh', registry: 'fresh' })

    const generated = await value<ClientReportGenerate>(app, 'reports.clientGenerate', {
      jobId: 'report-job-1',
      clientIds: [clientId],
      format: 'pdf',
      language: 'es',
      note: 'Revisaremos la convocatoria en junio.',
    })
    expect(generated.status).toBe('done')
    const path = generated.paths[0] ?? ''
    expect(existsSync(path)).toBe(true)
    const { text } = await extractText(new Uint8Array(readFileSync(path)), { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain(`Preparado para ${clientName}`)
    expect(flat).toContain('Revisaremos la convocatoria en junio.')
    expect(flat).toContain('Minimis según el registro oficial (BDNS)')
    expect(flat).toContain(caseIdentifier)
    expect(flat).toContain(
      'Sin datos: la aplicación no guarda ninguna búsqueda de oportunidades de este cliente.',
    )
    expect(flat).not.toContain('ninguna consulta al registro oficial')
    const progress = app.events.filter((e) => e.event === 'reports.clientProgress')
    expect(progress.map((e) => e.payload)).toEqual([
      { jobId: 'report-job-1', done: 1, total: 1, client: clientName },
    ])
  })

  it('lists each case file’s next deadline and the documents the client still owes', async () => {
    await value(app, 'caseWork.addDeadline', {
      caseId,
      kind: 'justificacion',
      date: '2099-03-15',
    })
    await value(app, 'caseWork.addDocument', { caseId, name: 'Memoria técnica del proyecto' })
    const generated = await value<ClientReportGenerate>(app, 'reports.clientGenerate', {
      jobId: 'report-job-3',
      clientIds: [clientId],
      format: 'docx',
      language: 'en',
    })
    const xml =
      zipEntries(readFileSync(generated.paths[0] ?? ''))
        .get('word/document.xml')
        ?.toString() ?? ''
    const text = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ')
    expect(text).toContain('Case files')
    expect(text).toContain(caseIdentifier)
    expect(text).toContain('15/03/2099')
    expect(text).toContain('Justification')
    expect(text).toContain('Memoria técnica del proyecto')
    expect(text).not.toContain(`>${caseId}<`)
  })

  it('refuses a client the replica does not hold, and any report once signed out', async () => {
    const unknown = await app.services.dispatch('reports.clientPlan', { clientIds: [987_654] })
    expect(unknown.ok ? null : unknown.error.reason).toBe('report_client')
    await value(app, 'session.logout')
    const signedOut = await app.services.dispatch('reports.clientGenerate', {
      jobId: 'report-job-2',
      clientIds: [clientId],
      format: 'docx',
      language: 'en',
    })
    expect(signedOut.ok ? null : signedOut.error.code).toBe('no_session')
  })
})
