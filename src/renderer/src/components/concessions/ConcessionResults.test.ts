// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge } from '../../../../../test/support/fake-bridge'
import { useConcessionsStore } from '../../stores/concessions-store'
import { useGrantPanel } from '../../stores/grant-panel-store'
import ConcessionResults from './ConcessionResults.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
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
