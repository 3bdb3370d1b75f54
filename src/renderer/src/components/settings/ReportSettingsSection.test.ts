import { afterAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type ReportSettingsView,
} from '@shared/reports/report-settings'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { typeInto } from '../../../../../test/support/page-queries'
import ReportSettingsSection from './ReportSettingsSection.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const DEFAULTS = {
  es: { subject: 'Informe de ayudas de {cliente}', body: 'Buenos días:\n\n{firma}' },
  en: { subject: 'Grants report for {client}', body: 'Good morning,\n\n{firm}' },
}
const PNG_URL = 'data:image/png;base64,iVBORw0KGgo='

function viewOf(settings: ReportSettings, logo: ReportSettingsView['logo'] = null) {
  return {
    settings,
    logo,
    effectiveTemplates: {
      es: settings.templates.es ?? DEFAULTS.es,
      en: settings.templates.en ?? DEFAULTS.en,
    },
    defaultTemplates: DEFAULTS,
  }
}

const el = <T extends HTMLElement = HTMLElement>(testId: string) => {
  const found = document.body.querySelector<T>(`[data-testid="${testId}"]`)
  if (!found) throw new Error(`no ${testId}`)
  return found
}
const has = (testId: string) => document.body.querySelector(`[data-testid="${testId}"]`) !== null
const field = (testId: string) =>
  el(testId).querySelector('input, textarea') as HTMLInputElement | HTMLTextAreaElement

async function mounted(view = viewOf(DEFAULT_REPORT_SETTINGS), language: 'es' | 'en' = 'es') {
  mountComponent(ReportSettingsSection, { language })
  await settle()
  await bridge.only('reportSettings.get').answer(ok(view))
}

describe('«Ajustes → Informes»', () => {
  it('saves the firm’s name and contact, and the days after which data is stale', async () => {
    await mounted()
    expect(el<HTMLButtonElement>('report-settings-save').disabled).toBe(true)
    await typeInto('report-firmName', 'Asesores del Norte SL')
    await typeInto('report-email', 'hola@asesoresnorte.es')
    await typeInto('report-stale-days', '45')
    field('report-stale-days').dispatchEvent(new Event('blur'))
    await settle()
    el('report-settings-save').click()
    await settle()
    const call = bridge.only('reportSettings.save')
    expect(call.args).toMatchObject({
      firmName: 'Asesores del Norte SL',
      email: 'hola@asesoresnorte.es',
      staleDays: 45,
      // The app's own text is kept as none: it follows the app.
      templates: { es: null, en: null },
    })
    await call.answer(ok(viewOf({ ...DEFAULT_REPORT_SETTINGS, firmName: 'Asesores del Norte SL' })))
    expect(document.body.textContent).toContain('Ajustes de informes guardados.')
  })

  it('keeps the statuses that close a case file, chosen from the statuses list by group', async () => {
    await mounted(viewOf({ ...DEFAULT_REPORT_SETTINGS, closingStatuses: [46] }))
    const status = (id: number, name: string) => ({
      id,
      name,
      initial_state: false,
      template: null,
    })
    await bridge.only('statuses.list').answer(
      ok({
        groups: [
          { id: 2, name: 'Presentación', status: [status(22, 'Presentada')] },
          {
            id: 4,
            name: 'Resolución',
            status: [status(45, 'Concedida'), status(46, 'Denegada')],
          },
        ],
        fetchedAt: 0,
        source: 'cache',
        stale: false,
      }),
    )
    expect(el('closing-statuses').textContent).toContain('Denegada')
    el('closing-statuses')
      .querySelector('.n-base-selection')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await settle()
    const headers = [...document.querySelectorAll('.n-base-select-group-header')]
    expect(headers.map((header) => header.textContent?.trim())).toEqual([
      'Presentación',
      'Resolución',
    ])
    ;[...document.querySelectorAll<HTMLElement>('.n-base-select-option')]
      .find((item) => item.textContent?.trim() === 'Concedida')
      ?.click()
    await settle()
    // Kept with «Guardar», as the rest of the section.
    expect(bridge.pending('reportSettings.save')).toHaveLength(0)
    el('report-settings-save').click()
    await settle()
    const call = bridge.only('reportSettings.save')
    expect((call.args as ReportSettings).closingStatuses).toEqual([46, 45])
    await call.answer(ok(viewOf({ ...DEFAULT_REPORT_SETTINGS, closingStatuses: [46, 45] })))
  })

  it('says what is wrong with a field instead of saving it', async () => {
    await mounted()
    await typeInto('report-email', 'no es un correo')
    el('report-settings-save').click()
    await settle()
    expect(bridge.pending('reportSettings.save')).toHaveLength(0)
    expect(el('report-settings').textContent).toContain('Escriba un correo electrónico válido')
  })

  it('keeps a template of the advisor’s in each language, and «Restablecer» puts the app’s back', async () => {
    await mounted()
    // The words the template fills are explained beside it.
    expect(el('mail-placeholders').textContent).toContain('{cliente}el nombre del cliente')
    expect(field('mail-subject').value).toBe('Informe de ayudas de {cliente}')
    expect(el<HTMLButtonElement>('mail-reset').disabled).toBe(true)
    await typeInto('mail-subject', 'Su informe, {cliente}')
    el('mail-language-en').querySelector('input')?.click()
    await settle()
    expect(field('mail-subject').value).toBe('Grants report for {client}')
    // The English template names its placeholders in English.
    expect(el('mail-placeholders').textContent).toContain('{client}el nombre del cliente')
    await typeInto('mail-body', 'Hello {client},\n\n{firm}')
    el('report-settings-save').click()
    await settle()
    const saving = bridge.only('reportSettings.save')
    const saved = saving.args as ReportSettings
    expect(saved.templates).toEqual({
      es: { subject: 'Su informe, {cliente}', body: DEFAULTS.es.body },
      en: { subject: DEFAULTS.en.subject, body: 'Hello {client},\n\n{firm}' },
    })
    await saving.answer(ok(viewOf(saved)))
    el('mail-reset').click()
    await settle()
    expect(field('mail-body').value).toBe(DEFAULTS.en.body)
    el('report-settings-save').click()
    await settle()
    expect((bridge.only('reportSettings.save').args as ReportSettings).templates.en).toBeNull()
    await bridge.only('reportSettings.save').answer(ok(viewOf(saved)))
  })

  it('refuses an empty subject, saying so in the UI language', async () => {
    await mounted(viewOf(DEFAULT_REPORT_SETTINGS), 'en')
    await typeInto('mail-subject', '')
    el('report-settings-save').click()
    await settle()
    expect(bridge.pending('reportSettings.save')).toHaveLength(0)
    expect(el('report-settings').textContent).toContain('Write the e-mail’s subject.')
  })

  it('picks a logo in main’s dialog, shows it, and removes it', async () => {
    await mounted()
    expect(has('report-no-logo')).toBe(true)
    el('report-pick-logo').click()
    await settle()
    const logo = { type: 'image/png' as const, bytes: 2048, dataUrl: PNG_URL }
    await bridge
      .only('reportSettings.pickLogo')
      .answer(ok({ status: 'picked', view: viewOf(DEFAULT_REPORT_SETTINGS, logo) }))
    expect(el<HTMLImageElement>('report-logo').getAttribute('src')).toBe(PNG_URL)
    expect(el<HTMLImageElement>('report-logo').alt).toBe('Logotipo del despacho')
    expect(el('report-settings').textContent).toContain('PNG, 2 KB')
    el('report-remove-logo').click()
    await settle()
    await bridge.only('reportSettings.removeLogo').answer(ok(viewOf(DEFAULT_REPORT_SETTINGS)))
    expect(has('report-logo')).toBe(false)
  })

  it('says why a logo was refused, and keeps the one it had', async () => {
    await mounted()
    el('report-pick-logo').click()
    await settle()
    await bridge.only('reportSettings.pickLogo').answer({
      ok: false,
      error: {
        code: 'validation',
        reason: 'logo_too_large',
        params: { max: 1 },
        message: 'El logotipo pasa de 1 MB: elija una imagen más pequeña o redúzcala.',
      },
    })
    expect(document.body.textContent).toContain('El logotipo pasa de 1 MB')
    expect(has('report-no-logo')).toBe(true)
  })
})
