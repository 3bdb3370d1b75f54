import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { type ClientReportPlan, type SectionPlan } from '@shared/reports/client-report-ops'
import { DEFAULT_REPORT_SETTINGS } from '@shared/reports/report-settings'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { typeInto } from '../../../../../test/support/page-queries'
import ClientReportDialog from './ClientReportDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
beforeEach(() => {
  const template = { subject: 's', body: 'b' }
  bridge.always('reportSettings.get', () =>
    ok({
      settings: { ...DEFAULT_REPORT_SETTINGS, staleDays: 45 },
      logo: null,
      effectiveTemplates: { es: template, en: template },
      defaultTemplates: { es: template, en: template },
    }),
  )
})

const DAY = 86_400_000
const KEPT = Date.parse('2026-11-20T10:00:00Z')
const OLD = Date.parse('2026-08-01T10:00:00Z')
const section = (name: SectionPlan['section'], state: SectionPlan['state'], requests = 0) => ({
  section: name,
  state,
  keptAt: state === 'missing' ? null : state === 'stale' ? OLD : KEPT,
  requests,
})
const planOf = (...clients: { id: number; name: string; sections: SectionPlan[] }[]) => {
  const rows = clients.map((c) => ({
    clientId: c.id,
    name: c.name,
    sections: c.sections,
    requests: c.sections.reduce((sum, s) => sum + (s.state === 'fresh' ? 0 : s.requests), 0),
  }))
  return { clients: rows, requests: rows.reduce((sum, c) => sum + c.requests, 0) }
}
const STALE_PLAN: ClientReportPlan = planOf({
  id: 7,
  name: 'Talleres Ruiz SL',
  sections: [
    section('company', 'fresh'),
    section('opportunities', 'stale', 2),
    section('aid', 'missing', 1),
    section('registry', 'fresh'),
    section('cases', 'fresh'),
  ],
})
const FRESH_PLAN = planOf({
  id: 7,
  name: 'Talleres Ruiz SL',
  sections:
    STALE_PLAN.clients[0]?.sections.map((s) => ({
      ...s,
      state: 'fresh' as const,
      keptAt: KEPT + DAY,
    })) ?? [],
})

const el = <T extends HTMLElement = HTMLElement>(testId: string) => {
  const found = document.body.querySelector<T>(`[data-testid="${testId}"]`)
  if (!found) throw new Error(`no ${testId}`)
  return found
}
const has = (testId: string) => document.body.querySelector(`[data-testid="${testId}"]`) !== null
const text = (testId: string) => el(testId).textContent?.replace(/\s+/g, ' ').trim() ?? ''
/** A section's line: its name, then its state. */
const sectionLine = (name: string) =>
  [...el(`report-section-${name}`).children].map((child) => child.textContent?.trim()).join(' · ')

async function opened(
  clients = [{ id: 7, name: 'Talleres Ruiz SL' }],
  language: 'es' | 'en' = 'es',
) {
  mountComponent(ClientReportDialog, { props: { show: true, clients }, language })
  await settle()
}

describe('«Informe de ayudas» of a client', () => {
  it('says what each section holds, and refreshes the stale and missing ones with their cost stated', async () => {
    await opened()
    const planning = bridge.only('reports.clientPlan')
    expect(planning.args).toEqual({ clientIds: [7], staleDays: 45 })
    await planning.answer(ok(STALE_PLAN))
    expect(sectionLine('company')).toBe('La empresa · Al día (20/11/2026)')
    expect(sectionLine('opportunities')).toBe('Oportunidades · Desactualizado: del 01/08/2026')
    expect(sectionLine('aid')).toBe('Ayudas recibidas · Sin datos')
    expect(text('report-not-fresh')).toContain('más de 45 días')
    expect(text('report-refresh-cost')).toBe('Cuesta 3 consultas de pago, que gastan créditos.')
    expect(text('report-generate')).toBe('Generar tal como está')

    el('report-refresh').click()
    await settle()
    const refreshing = bridge.only('reports.clientRefresh')
    expect(refreshing.args).toEqual({ clientIds: [7], sections: ['opportunities', 'aid'] })
    expect(el<HTMLButtonElement>('report-generate').disabled).toBe(true)
    await refreshing.answer(ok({ status: 'done', requests: 3, failed: [] }))
    await bridge.only('reports.clientPlan').answer(ok(FRESH_PLAN))
    expect(has('report-not-fresh')).toBe(false)
    expect(text('report-generate')).toBe('Generar')
  })

  it('asks before a refresh of more than 20 requests, and sends only what was agreed', async () => {
    await opened()
    await bridge.only('reports.clientPlan').answer(ok(STALE_PLAN))
    el('report-refresh').click()
    await settle()
    await bridge
      .only('reports.clientRefresh')
      .answer(ok({ status: 'needs-confirmation', requests: 24 }))
    el('confirm-requests').click()
    await settle()
    const confirmed = bridge.only('reports.clientRefresh')
    expect(confirmed.args).toMatchObject({ confirmedRequests: 24 })
    await confirmed.answer(ok({ status: 'done', requests: 24, failed: [] }))
    await bridge.only('reports.clientPlan').answer(ok(FRESH_PLAN))
  })

  it('writes the file as chosen, then opens it, shows it and prepares the e-mail', async () => {
    await opened()
    await bridge.only('reports.clientPlan').answer(ok(FRESH_PLAN))
    el('report-language-en').querySelector('input')?.click()
    el('report-format-docx').querySelector('input')?.click()
    await typeInto('report-note', 'Revisemos juntos la convocatoria de diciembre.')
    el('report-generate').click()
    await settle()
    const generating = bridge.only('reports.clientGenerate')
    expect(generating.args).toMatchObject({
      clientIds: [7],
      format: 'docx',
      language: 'en',
      note: 'Revisemos juntos la convocatoria de diciembre.',
      staleDays: 45,
    })
    const path = '/home/ana/Descargas/Aid report - Talleres Ruiz SL - 2026-11-28.docx'
    await generating.answer(ok({ status: 'done', paths: [path] }))
    expect(text('report-done-text')).toBe(
      'Informe guardado: Aid report - Talleres Ruiz SL - 2026-11-28.docx',
    )

    el('report-open').click()
    await settle()
    expect(bridge.only('reports.open').args).toEqual({ path })
    await bridge.only('reports.open').answer(ok({ opened: true }))
    el('report-reveal').click()
    await settle()
    await bridge.only('reports.reveal').answer(ok({ revealed: true }))
    el('report-email').click()
    await settle()
    const mailing = bridge.only('reports.emailDraft')
    expect(mailing.args).toEqual({ clientId: 7, path, language: 'en' })
    await mailing.answer(ok({ path: '/x/draft.eml', opened: true, to: 'gerencia@ruiz.es' }))
    expect(document.body.textContent).toContain(
      'Correo preparado para gerencia@ruiz.es en su programa de correo.',
    )
  })

  it('stays as it was when the save dialog is closed without a file', async () => {
    await opened()
    await bridge.only('reports.clientPlan').answer(ok(FRESH_PLAN))
    el('report-generate').click()
    await settle()
    await bridge.only('reports.clientGenerate').answer(ok({ status: 'cancelled', paths: [] }))
    expect(has('report-done')).toBe(false)
    expect(el<HTMLButtonElement>('report-generate').disabled).toBe(false)
  })

  it('speaks English and writes English by default in the English UI', async () => {
    await opened(undefined, 'en')
    await bridge.only('reports.clientPlan').answer(ok(STALE_PLAN))
    expect(text('report-refresh')).toBe('Refresh first (3 requests)')
    expect(sectionLine('aid')).toBe('Aid received · No data')
    el('report-generate').click()
    await settle()
    expect(bridge.only('reports.clientGenerate').args).toMatchObject({
      language: 'en',
      format: 'pdf',
    })
    await bridge.only('reports.clientGenerate').answer(ok({ status: 'cancelled', paths: [] }))
  })
})

describe('«Informes de ayudas» of several clients', () => {
  const three = [
    { id: 7, name: 'Talleres Ruiz SL' },
    { id: 8, name: 'Panadería Sol SL' },
    { id: 9, name: 'Vinos Duero SA' },
  ]
  const batchPlan = planOf(
    { id: 7, name: 'Talleres Ruiz SL', sections: FRESH_PLAN.clients[0]?.sections ?? [] },
    {
      id: 8,
      name: 'Panadería Sol SL',
      sections: [section('company', 'fresh'), section('aid', 'stale', 1)],
    },
    {
      id: 9,
      name: 'Vinos Duero SA',
      sections: [section('company', 'fresh'), section('registry', 'missing')],
    },
  )

  it('lists the clients whose data is not up to date, and a free refresh says so', async () => {
    await opened(three)
    await bridge.only('reports.clientPlan').answer(ok({ ...batchPlan, requests: 0 }))
    expect(text('report-clients-plan')).toContain(
      '2 clientes con datos desactualizados o que faltan',
    )
    expect(text('report-clients-plan')).toContain('Vinos Duero SA: De minimis (registro oficial)')
    expect(text('report-refresh')).toBe('Actualizar antes (sin coste)')
  })

  it('shows the progress of each file, and a cancel keeps those written', async () => {
    await opened(three)
    await bridge.only('reports.clientPlan').answer(ok(batchPlan))
    el('report-generate').click()
    await settle()
    const generating = bridge.only('reports.clientGenerate')
    const { jobId } = generating.args as { jobId: string }
    expect(text('report-progress')).toBe('Generando el informe…')
    // Closing the dialog would lose the job's cancel: not while it runs.
    expect(text('report-cancel')).toBe('Cancelar')
    await bridge.emit('reports.clientProgress', {
      jobId,
      done: 1,
      total: 3,
      client: 'Talleres Ruiz SL',
    })
    expect(text('report-progress')).toBe('1 de 3 informes · Talleres Ruiz SL')
    // Another job's progress is not this one's.
    await bridge.emit('reports.clientProgress', {
      jobId: 'otro-trabajo',
      done: 3,
      total: 3,
      client: 'X',
    })
    expect(text('report-progress')).toBe('1 de 3 informes · Talleres Ruiz SL')

    el('report-cancel').click()
    await settle()
    expect(bridge.only('reports.clientCancel').args).toEqual({ jobId })
    await bridge.only('reports.clientCancel').answer(ok({ cancelled: true }))
    await generating.answer(
      ok({
        status: 'cancelled',
        paths: ['/informes/Informe de ayudas - Talleres Ruiz SL - 2026-11-28.pdf'],
      }),
    )
    expect(text('report-done-text')).toBe('Cancelado: se guardaron 1 de 3 informes.')
    expect(has('report-email')).toBe(false)
    el('report-reveal').click()
    await settle()
    expect(bridge.only('reports.reveal').args).toEqual({
      path: '/informes/Informe de ayudas - Talleres Ruiz SL - 2026-11-28.pdf',
    })
    await bridge.only('reports.reveal').answer(ok({ revealed: true }))
  })
})
