import { afterAll, describe, expect, it } from 'vitest'
import { appError } from '@shared/errors'
import { localIsoDate, previousMonth } from '@shared/format'
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '@shared/reports/report-settings'
import { type StatusList } from '@shared/statuses'
import { makeMonthReport } from '../../../../test/fixtures/month-report'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../test/support/page-queries'
import { runScreenCommand } from '../composables/useScreenCommand'
import MonthReportView from './MonthReportView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const lastMonth = previousMonth(localIsoDate().slice(0, 7))

async function open(superExpert: boolean) {
  const wrapper = mountComponent(MonthReportView)
  await settle()
  await bridge.only('reports.monthScope').answer(ok({ expert: 7, superExpert }))
  return wrapper
}

const option = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.n-base-select-option')].find(
    (item) => item.textContent?.trim() === label,
  )

describe('«Informe mensual»', () => {
  it('asks for the advisor’s last month with a 30-day threshold and shows its figures, saying why one is missing', async () => {
    await open(false)
    expect(bridge.only('reports.month').args).toEqual({ month: lastMonth, staleDays: 30 })
    await bridge.only('reports.month').answer(ok(makeMonthReport()))
    // Only super experts are offered the whole team.
    expect(document.querySelector('[data-testid="report-scope"]')).toBeNull()
    expect(bodyText('figure-requested')).toContain('12.345,50\u00a0€')
    expect(bodyText('figure-requested')).toContain('3 expedientes')
    expect(bodyText('figure-closed')).toContain('sin dato')
    expect(bodyText('figure-credits_spent')).toContain('sin dato')
    // No closing status is chosen: the figure says to choose them, and only there.
    expect(bodyText('figure-closed')).toContain('Elija aquí debajo, en «Estados de cierre»')
    expect(bodyText('report-gaps')).not.toContain('Cerrados')
    expect(bodyText('report-gaps')).toContain('Créditos consumidos: sin dato')
    expect(bodyText('report-gaps')).toContain('2 expedientes no tienen ningún cambio de estado')
    expect(bodyText('report-trend-unknown')).toContain('Un mes sin valor en la línea')
    // Each stale file and deadline opens its case file.
    const stale = bodyElement('report-stale').querySelector('a')
    expect(stale?.textContent?.trim()).toBe('EXP-2026-041')
    expect(stale?.getAttribute('href')).toContain('/cases/41')
    expect(bodyText('report-stale')).toContain('01/09/2026')
    expect(bodyText('report-deadlines')).toContain('Subsanación')
    expect(bodyText('report-deadlines')).toContain('20/11/2026')
    // The status table: each group and status, its count against the month before.
    const rows = [...bodyElement('report-by-status').querySelectorAll('[data-testid="count-row"]')]
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent?.trim())),
    ).toEqual([
      ['Preparación', 'Borrador', '2', '1', '+1'],
      ['Preparación', 'En revisión', '3', '3', '0'],
      ['Presentación', 'Presentada', '4', '6', '-2'],
      ['Sin estado', '—', '1', '1', '0'],
      ['Estado desconocido', '—', '5', '—', '—'],
    ])
  })

  it('offers the whole team to a super expert, and asks again for another month or threshold', async () => {
    const wrapper = await open(true)
    await bridge.only('reports.month').answer(ok(makeMonthReport({ expert: 7 })))
    await wrapper.get('[data-testid="report-scope"] .n-base-selection').trigger('click')
    await settle()
    option('Todo el equipo')?.click()
    await settle()
    expect(bridge.only('reports.month').args).toEqual({
      month: lastMonth,
      staleDays: 30,
      expert: 'all',
    })
    await bridge.only('reports.month').answer(ok(makeMonthReport()))

    await wrapper.get('[data-testid="report-month"] .n-base-selection').trigger('click')
    await settle()
    const earlier = previousMonth(lastMonth)
    const [year, month] = earlier.split('-').map(Number) as [number, number]
    const name = new Date(year, month - 1, 15).toLocaleString('es-ES', { month: 'long' })
    option(`${name} de ${year}`)?.click()
    await settle()
    expect(bridge.only('reports.month').args).toMatchObject({ month: earlier, expert: 'all' })
    await bridge.only('reports.month').answer(ok(makeMonthReport()))

    const stale = bodyElement('report-stale-days').querySelector('input')
    if (!stale) throw new Error('no threshold field')
    stale.value = '60'
    stale.dispatchEvent(new Event('input'))
    stale.dispatchEvent(new Event('blur'))
    await settle()
    expect(bridge.only('reports.month').args).toMatchObject({ staleDays: 60 })
    await bridge.only('reports.month').answer(ok(makeMonthReport({ staleDays: 60, stale: [] })))
    expect(bodyText('report-stale')).toContain('Sin cambio de estado en más de 60 días')
  })

  it('exports the PDF of what it shows, from its menu or the palette, and says where it went', async () => {
    await open(false)
    await bridge.only('reports.month').answer(ok(makeMonthReport()))
    // The palette's «Exportar…» opens the screen's menu, as its button does.
    expect(runScreenCommand('export')).toBe(true)
    await settle()
    expect(document.activeElement).toBe(bodyElement('report-export-xlsx'))
    bodyElement('report-export-pdf').click()
    await settle()
    expect(bridge.only('reports.monthExport').args).toEqual({
      month: lastMonth,
      staleDays: 30,
      format: 'pdf',
    })
    await bridge
      .only('reports.monthExport')
      .answer(ok({ status: 'done', path: '/x/informe.pdf', fileName: 'informe.pdf' }))
    expect(bodyText('report-exported')).toContain('Informe guardado: informe.pdf')
  })

  describe('«Estados de cierre»', () => {
    const template = { subject: 'Asunto', body: 'Texto' }
    const settingsView = (over: Partial<ReportSettings> = {}) => ({
      settings: { ...DEFAULT_REPORT_SETTINGS, firmName: 'Asesores del Norte SL', ...over },
      logo: null,
      effectiveTemplates: { es: template, en: template },
      defaultTemplates: { es: template, en: template },
    })
    const status = (id: number, name: string) => ({
      id,
      name,
      initial_state: false,
      template: null,
    })
    const STATUSES: StatusList = {
      groups: [
        { id: 1, name: 'Preparación', status: [status(11, 'Borrador')] },
        { id: 4, name: 'Resolución', status: [status(45, 'Concedida'), status(46, 'Denegada')] },
      ],
      fetchedAt: 0,
      source: 'cache',
      stale: false,
    }
    async function shown(kept: number[]) {
      await open(false)
      await bridge.only('reports.month').answer(ok(makeMonthReport({ opened: 4, closed: null })))
      await bridge.only('reportSettings.get').answer(ok(settingsView({ closingStatuses: kept })))
      await bridge.only('statuses.list').answer(ok(STATUSES))
    }
    // The chosen statuses' tags (the responsive «+N» tag is empty until there is room to count).
    const tags = () =>
      [...bodyElement('closing-statuses').querySelectorAll('.n-tag')]
        .map((tag) => tag.textContent?.trim())
        .filter((text) => text !== '')

    it('offers the statuses list grouped by group, keeps the choice, and counts the closed with it', async () => {
      await shown([])
      expect(bodyText('choose-closing')).toContain('Elija aquí debajo')
      bodyElement('closing-statuses')
        .querySelector<HTMLElement>('.n-base-selection')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      await settle()
      const headers = [...document.querySelectorAll('.n-base-select-group-header')]
      expect(headers.map((header) => header.textContent?.trim())).toEqual([
        'Preparación',
        'Resolución',
      ])
      option('Concedida')?.click()
      await settle()
      // Kept with the rest of «Ajustes → Informes» as it was.
      const save = bridge.only('reportSettings.save')
      expect(save.args).toMatchObject({ firmName: 'Asesores del Norte SL', closingStatuses: [45] })
      expect(tags()).toContain('Concedida')
      await save.answer(ok(settingsView({ closingStatuses: [45] })))
      // Main counts with the kept ones: the screen asks again, naming none itself.
      const again = bridge.only('reports.month')
      expect(again.args).toEqual({ month: lastMonth, staleDays: 30 })
      await again.answer(ok(makeMonthReport({ opened: 4, closed: 3 })))
      expect(bodyText('figure-closed')).toContain('3')
      expect(document.querySelector('[data-testid="choose-closing"]')).toBeNull()
    })

    it('shows the kept choice next time, a status no longer listed by its id', async () => {
      await shown([46, 99])
      expect(tags()).toEqual(['Denegada', 'Estado 99 (ya no está en la lista)'])
      expect(document.querySelector('[data-testid="choose-closing"]')).toBeNull()
    })

    it('puts the choice back and says so when it could not be kept', async () => {
      await shown([46])
      bodyElement('closing-statuses')
        .querySelector<HTMLElement>('.n-base-selection')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      await settle()
      option('Concedida')?.click()
      await settle()
      expect(bridge.only('reportSettings.save').args).toMatchObject({ closingStatuses: [46, 45] })
      await bridge.only('reportSettings.save').answer({
        ok: false,
        error: appError('error.storage.report_settings_read_only', { mode: 'read-only' }),
      })
      expect(bodyText('closing-statuses-field')).toContain(
        'No se han guardado los estados de cierre',
      )
      expect(tags()).toEqual(['Denegada'])
      expect(bridge.pending('reports.month')).toHaveLength(0)
    })
  })
})
