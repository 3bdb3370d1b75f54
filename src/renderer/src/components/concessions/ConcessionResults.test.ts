import { afterAll, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { formatEuros } from '@shared/format'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import { setLanguage } from '../../i18n/i18n'
import { useConcessionsStore } from '../../stores/concessions-store'
import { useGrantPanel } from '../../stores/grant-panel-store'
import ConcessionResults from './ConcessionResults.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const common = {
  count: 2,
  complete: true,
  requestsForAll: 1,
  fetchedAt: Date.UTC(2026, 10, 20),
  source: 'network' as const,
  stale: false,
}
const row = {
  beneficiary_cif: 'B19520063',
  beneficiary_name: 'Embutidos Molina S.L.',
  concession_date: '2025-03-14',
  awarded_amount: 12000,
}

const heading = (result: ConcessionResult) =>
  mountComponent(ConcessionResults, { props: { result } })
    .get('[data-testid="concessions-heading"]')
    .text()

describe('the concessions found', () => {
  it('name the grant by its title, not only its number', () => {
    const rows = [
      { ...row, fund_slug: 'kit-digital-2026', fund_title: null },
      { ...row, fund_slug: 'kit-digital-2026', fund_title: 'Programa Kit Digital 2026' },
    ]
    expect(heading({ kind: 'grant', key: 'kit-digital-2026', ...common, rows })).toBe(
      'Concesiones de «Programa Kit Digital 2026»',
    )
  })

  it('name the beneficiary of a NIF by its name, and the NIF alone when there is none', () => {
    const rows = [{ ...row, fund_id: 7, fund_slug: null, fund_title: 'Ayuda' }]
    const nif = { kind: 'nif' as const, key: 'B19520063', nif: 'B19520063', taxIdWarning: null }
    expect(heading({ ...nif, ...common, rows })).toBe(
      'Concesiones a Embutidos Molina S.L. (B19520063)',
    )
    expect(heading({ ...nif, ...common, count: 0, rows: [] })).toBe('Concesiones al NIF B19520063')
  })

  it('by grant, offer the grant’s detail, by its slug when that is all the search named', async () => {
    const wrapper = mountComponent(ConcessionResults, {
      props: {
        result: {
          kind: 'grant',
          key: 'kit-digital-2026',
          ...common,
          rows: [{ ...row, fund_slug: 'kit-digital-2026', fund_title: 'Kit Digital 2026' }],
        },
      },
    })
    useConcessionsStore().query = { kind: 'grant-slug', fundSlug: 'kit-digital-2026' }
    await wrapper.vm.$nextTick()
    await wrapper.get('[data-testid="concessions-grant-detail"]').trigger('click')
    expect(useGrantPanel().grant).toEqual({ slug: 'kit-digital-2026', title: 'Kit Digital 2026' })
  })
})

/** A NIF's concessions as main answers them: the undated first, two grants, three years. */
const NIF_ROWS = [
  { fund_id: 11, fund_title: 'Kit Digital', concession_date: null, awarded_amount: 1000.5 },
  { fund_id: 11, fund_title: 'Kit Digital', concession_date: '2025-06-02', awarded_amount: 2000 },
  { fund_id: 22, fund_title: 'Moves III', concession_date: '2024-01-15', awarded_amount: 1500.25 },
  { fund_id: 11, fund_title: 'Kit Digital', concession_date: '2023-11-30', awarded_amount: 500 },
].map((fields) => ({ ...row, fund_slug: null, ...fields }))
const BY_NIF: ConcessionResult = {
  kind: 'nif',
  key: 'B19520063',
  nif: 'B19520063',
  taxIdWarning: null,
  ...common,
  count: NIF_ROWS.length,
  rows: NIF_ROWS,
}

const texts = (selector: string) =>
  [...document.body.querySelectorAll(selector)].map((element) => element.textContent?.trim())

describe('a NIF’s concessions', () => {
  it('are summed up, and drawn one bar a year, oldest first and the undated last', async () => {
    mountComponent(ConcessionResults, { props: { result: BY_NIF } })
    await settle()
    expect(bodyText('summary-count')).toBe('4')
    expect(bodyText('summary-total')).toBe(formatEuros(5000.75))
    expect(bodyText('summary-undated')).toBe('1')
    expect(bodyText('summary-range')).toBe('30/11/2023 – 02/06/2025')
    expect(texts('[data-testid="chart-amount"]')).toEqual(
      [500, 1500.25, 2000, 1000.5].map((amount) => formatEuros(amount)),
    )
    const chart = bodyElement('amounts-chart').querySelector('svg')
    expect(chart?.getAttribute('role')).toBe('img')
    expect(chart?.querySelector('title')?.textContent).toBe('Importe concedido por año')
    expect(chart?.querySelector('desc')?.textContent).toContain(formatEuros(500))
  })

  it('follow a switch to English on the open screen: the amounts, and when they were fetched', async () => {
    mountComponent(ConcessionResults, { props: { result: BY_NIF } })
    await settle()
    expect(bodyText('summary-total')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/)
    expect(bodyText('fetched-at')).toMatch(/^Consultado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)

    void setLanguage('en')
    await settle()
    expect(bodyText('summary-total')).toBe(formatEuros(5000.75, 'en'))
    expect(bodyText('summary-total')).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(texts('[data-testid="chart-amount"]')).toEqual(
      [500, 1500.25, 2000, 1000.5].map((amount) => formatEuros(amount, 'en')),
    )
    expect(bodyElement('amounts-chart').querySelector('desc')?.textContent).toContain(
      formatEuros(500, 'en'),
    )
    expect(bodyText('fetched-at')).toMatch(/^Retrieved on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    void setLanguage('es')
  })

  it('say when they are the copy kept for a day, and «Actualizar» asks the service again', async () => {
    mountComponent(ConcessionResults, { props: { result: { ...BY_NIF, source: 'cache' } } })
    const store = useConcessionsStore()
    store.query = { kind: 'nif', nif: 'B19520063' }
    await settle()
    expect(bodyText('fetched-cached')).toMatch(
      /Guardado en este equipo; se reutiliza durante 24 horas/,
    )
    bodyElement('fetched-refresh').click()
    await settle()
    expect(bridge.only('concessions.search').args).toEqual({
      query: { kind: 'nif', nif: 'B19520063' },
      refresh: true,
      loadAll: false,
    })
    await bridge.only('concessions.search').answer(ok({ ...BY_NIF, source: 'network' }))
  })
})

describe('a grant’s concessions', () => {
  it('are not grouped by grant: no switch for it', async () => {
    mountComponent(ConcessionResults, {
      props: { result: { kind: 'grant', key: 'kit-digital-2026', ...common, rows: NIF_ROWS } },
    })
    await settle()
    expect(document.body.querySelector('[data-testid="concessions-group"]')).toBeNull()
    expect(bodyText('summary-count')).toBe('4')
  })
})
