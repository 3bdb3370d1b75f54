// @vitest-environment happy-dom
// Before naive-ui loads: its tables' virtual lists draw every row.
import '../../../../../test/support/tall-list'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type ConcessionResult } from '@shared/concessions'
import { formatEuros } from '@shared/format'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import ConcessionTable from './ConcessionTable.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

/** A NIF's concessions in the service's order: the undated first, then two grants. */
const BY_NIF: ConcessionResult = {
  kind: 'nif',
  key: 'B19520063',
  nif: 'B19520063',
  taxIdWarning: null,
  count: 3,
  complete: true,
  requestsForAll: 1,
  fetchedAt: 0,
  source: 'network',
  stale: false,
  rows: [
    { fund_id: 11, fund_title: 'Kit Digital', concession_date: null, awarded_amount: 1000.5 },
    { fund_id: 22, fund_title: 'Moves III', concession_date: '2024-01-15', awarded_amount: 1500 },
    { fund_id: 11, fund_title: 'Kit Digital', concession_date: '2023-11-30', awarded_amount: 500 },
  ].map((fields) => ({
    beneficiary_cif: 'B19520063',
    beneficiary_name: 'Embutidos Molina S.L.',
    fund_slug: null,
    ...fields,
  })),
}

async function rows(grouped: boolean, language?: 'en'): Promise<string[]> {
  const wrapper = mountComponent(ConcessionTable, {
    props: { result: BY_NIF, grouped },
    ...(language ? { language } : {}),
  })
  await settle()
  return wrapper
    .findAll('[data-testid="concession-row"], [data-testid="concession-group"]')
    .map((row) => `${row.attributes('data-testid')}: ${row.text()}`)
}

describe('the concessions table', () => {
  it('keeps the service’s order, an undated row saying so, in English too', async () => {
    const shown = await rows(false)
    expect(shown).toHaveLength(3)
    expect(shown[0]).toContain('Sin fecha')
    expect(shown[0]).toContain(formatEuros(1000.5))
    expect(shown[1]).toContain('15/01/2024')
    expect((await rows(false, 'en'))[0]).toContain('No date')
  })

  it('grouped by grant, heads each group with its title, id, count and total, its rows under it', async () => {
    const shown = await rows(true)
    expect(shown).toHaveLength(5)
    expect(shown[0]).toMatch(/^concession-group: .*Kit Digital.*Id 11 · 2 concesiones/)
    expect(shown[0]).toContain(formatEuros(1500.5))
    expect(shown[1]).toMatch(/^concession-row: .*Sin fecha/)
    expect(shown[1]).toContain(formatEuros(1000.5))
    expect(shown[2]).toContain(formatEuros(500))
    expect(shown[3]).toMatch(/^concession-group: .*Moves III.*Id 22 · 1 concesión/)
  })

  it('says when a search found none', async () => {
    const wrapper = mountComponent(ConcessionTable, {
      props: { result: { ...BY_NIF, count: 0, rows: [] }, grouped: false },
    })
    await settle()
    expect(wrapper.get('[data-testid="concessions-table"]').text()).toContain(
      'El servicio no tiene concesiones publicadas para esta búsqueda.',
    )
  })
})
