// @vitest-environment happy-dom
// Before naive-ui loads: its tables' virtual lists draw every row.
import '../../../../../test/support/tall-list'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type MarkedOpportunity } from '@shared/simulator'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import { simulatorResult } from '../../../../../test/support/simulator-fixtures'
import SimulatorResults from './SimulatorResults.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

const opportunity = (slug: string, received?: MarkedOpportunity['received']) => ({
  slug,
  formatted_title: `Ayuda ${slug}`,
  status_text: 'Abierta',
  total_amount: 1000,
  scope: 'Nacional',
  ...(received === undefined ? {} : { received }),
})

const result = (rows: MarkedOpportunity[], concessionsStored: boolean | null) =>
  simulatorResult(rows, { concessionsStored })

const CLIENT_ROWS = [
  opportunity('kit-digital-2026', { date: '2026-03-12' }),
  opportunity('eficiencia-energetica-2026', null),
  opportunity('contratacion-2026', { date: null }),
]

const titles = (wrapper: ReturnType<typeof mountComponent>) =>
  wrapper.findAll('[data-testid="opportunity-grant"]').map((link) => link.text())

async function mounted(rows: MarkedOpportunity[], stored: boolean | null, language?: 'en') {
  const wrapper = mountComponent(SimulatorResults, {
    props: { result: result(rows, stored) },
    ...(language ? { language } : {}),
  })
  await settle()
  return wrapper
}

describe('the simulator’s results for a client (SC-SIM-5)', () => {
  it('marks what the client already received, with its date', async () => {
    const wrapper = await mounted(CLIENT_ROWS, true)
    expect(wrapper.findAll('[data-testid="received-tag"]').map((tag) => tag.text())).toEqual([
      'Ya recibida el 12/03/2026',
      'Ya recibida (sin fecha)',
    ])
    expect(wrapper.find('[data-testid="sim-received-unknown"]').exists()).toBe(false)
  })

  it('hides them with the switch, or with a click on its words, and shows them again', async () => {
    const wrapper = await mounted(CLIENT_ROWS, true)
    const all = [
      'Ayuda kit-digital-2026',
      'Ayuda eficiencia-energetica-2026',
      'Ayuda contratacion-2026',
    ]
    expect(titles(wrapper)).toEqual(all)
    const control = wrapper.get('[data-testid="sim-hide-received"]')
    expect(control.attributes('role')).toBe('switch')
    const label = wrapper.get(`#${control.attributes('aria-labelledby') ?? ''}`)
    expect(label.text()).toBe('Ocultar las ya recibidas (2)')

    await control.trigger('click')
    expect(control.attributes('aria-checked')).toBe('true')
    expect(titles(wrapper)).toEqual(['Ayuda eficiencia-energetica-2026'])
    await label.trigger('click')
    expect(control.attributes('aria-checked')).toBe('false')
    expect(titles(wrapper)).toEqual(all)
  })

  it('says when none of the client’s concessions are stored, in English too', async () => {
    const wrapper = await mounted([opportunity('kit-digital-2026', null)], false, 'en')
    expect(wrapper.get('[data-testid="sim-received-unknown"]').text()).toContain(
      'No concessions of this client are stored on this computer',
    )
    expect(wrapper.find('[data-testid="received-tag"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="sim-hide-received"]').exists()).toBe(true)
  })

  it('speaks English when the app does', async () => {
    const wrapper = await mounted(CLIENT_ROWS, true, 'en')
    expect(wrapper.findAll('[data-testid="received-tag"]').map((tag) => tag.text())).toEqual([
      'Already received on 12/03/2026',
      'Already received (no date)',
    ])
    const control = wrapper.get('[data-testid="sim-hide-received"]')
    expect(wrapper.get(`#${control.attributes('aria-labelledby') ?? ''}`).text()).toBe(
      'Hide those already received (2)',
    )
  })

  it('has no switch and no mark without a client', async () => {
    const wrapper = await mounted([opportunity('kit-digital-2026')], null)
    expect(titles(wrapper)).toEqual(['Ayuda kit-digital-2026'])
    expect(wrapper.find('[data-testid="sim-hide-received"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="sim-received-unknown"]').exists()).toBe(false)
  })
})

describe('the simulator’s results table', () => {
  const priced = (slug: string, total_amount: number | null, scope = 'Nacional') => ({
    ...opportunity(slug),
    total_amount,
    scope,
  })
  const ROWS = [
    priced('kit-digital-2026', 3000),
    priced('eficiencia-energetica-2026', 1000, 'Autonómico'),
    priced('sin-importe-2026', null),
    priced('ciberseguridad-digital-2026', 2000),
  ]

  it('sorts by amount, the largest first, then the smallest, an amount not sent below every other', async () => {
    const wrapper = await mounted(ROWS, null)
    const amount = wrapper.findAll('th').find((th) => th.text().includes('Importe total'))
    await amount?.trigger('click')
    await settle()
    expect(titles(wrapper)).toEqual([
      'Ayuda kit-digital-2026',
      'Ayuda ciberseguridad-digital-2026',
      'Ayuda eficiencia-energetica-2026',
      'Ayuda sin-importe-2026',
    ])
    await amount?.trigger('click')
    await settle()
    expect(titles(wrapper)[0]).toBe('Ayuda sin-importe-2026')
    expect(titles(wrapper)[1]).toBe('Ayuda eficiencia-energetica-2026')
  })

  it('filters the loaded rows by their words, whatever the case, and says how many match', async () => {
    const wrapper = await mounted(ROWS, null)
    await wrapper.get('[data-testid="sim-filter"] input').setValue('DIGITAL')
    await settle()
    expect(titles(wrapper)).toEqual(['Ayuda kit-digital-2026', 'Ayuda ciberseguridad-digital-2026'])
    expect(wrapper.get('[data-testid="sim-count"]').text()).toContain('2 coinciden con el filtro')
  })
})
