import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type ClientSummary as Summary,
  type ConcessionsDigest,
} from '@shared/clients/client-summary'
import { formatEuros } from '@shared/format'
import { type PortfolioRow } from '@shared/portfolio/portfolio'
import { makeClient } from '../../../../../test/fixtures/client'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok } from '../../../../../test/support/fake-bridge'
import ClientSummary from './ClientSummary.vue'

const bridge = installFakeBridge()
beforeEach(() => {
  bridge.always('connectivity.state', () => ok({ online: true, since: 0, lastSyncedAt: null }))
})
afterAll(() => bridge.uninstall())

const client = makeClient(7, { nif: 'B12345674', business_name: 'Talleres Núñez S.L.' })
const NOTHING: Summary = {
  nif: 'B12345674',
  threshold: 300_000,
  concessions: null,
  opportunities: null,
}
const KEPT: ConcessionsDigest = {
  fetchedAt: Date.UTC(2026, 2, 15, 9),
  old: false,
  complete: true,
  count: 3,
  loaded: 3,
  window: { from: '2023-03-16', to: '2026-03-15' },
  total: 350_005,
  last_date: '2026-02-15',
  window_total: 350_000,
  undated_count: 1,
  undated_total: 5,
}
const row = (slug: string, fresh: boolean): PortfolioRow => ({
  client_id: 7,
  client_name: client.business_name,
  nif: client.nif,
  slug,
  formatted_title: `Ayuda ${slug}`,
  status_text: 'Abierta hasta el 30/06/2026',
  total_amount: 12_000,
  scope: 'Estatal',
  new: fresh,
  received: null,
  origin: 'profile',
})

describe('a client’s summary', () => {
  it('asks only what is kept; with nothing kept, a look-up that says it costs, then the sums', async () => {
    const wrapper = mountComponent(ClientSummary, { props: { client } })
    await bridge.only('clients.summary').answer(ok(NOTHING))
    expect(bridge.pending('concessions.search')).toEqual([])
    expect(wrapper.get('[data-testid="summary-concessions-none"]').text()).toContain(
      'Este equipo no guarda concesiones de B12345674.',
    )
    expect(wrapper.text()).toContain('Hace al menos una consulta al servicio')
    expect(wrapper.get('[data-testid="summary-opportunities-none"]').text()).toContain(
      'Todavía no ha buscado oportunidades',
    )

    await wrapper.get('[data-testid="summary-look-up"]').trigger('click')
    const search = bridge.only('concessions.search')
    expect(search.args).toEqual({ query: { kind: 'nif', nif: 'B12345674' }, refresh: false })
    await search.answer(ok({}))
    await bridge.only('clients.summary').answer(ok({ ...NOTHING, concessions: KEPT }))
    expect(wrapper.get('[data-testid="summary-count"]').text()).toBe('3')
    expect(wrapper.get('[data-testid="summary-total"]').text()).toBe(formatEuros(350_005))
    expect(wrapper.get('[data-testid="summary-last"]').text()).toBe('15/02/2026')
    expect(wrapper.get('[data-testid="summary-window"]').text()).toContain(formatEuros(350_000))
    expect(wrapper.get('[data-testid="summary-over"]').text()).toBe('Alcanza el umbral')
    expect(wrapper.get('[data-testid="summary-window-help"]').text()).toBe(
      `Del 16/03/2023 al 15/03/2026, ambos incluidos, frente al umbral de ${formatEuros(300_000)}.`,
    )
    expect(wrapper.get('[data-testid="summary-undated"]').text()).toContain(
      `1 concesión sin fecha, no sumada en los tres años: ${formatEuros(5)}.`,
    )
    // Kept within the day: nothing to refresh.
    expect(wrapper.find('[data-testid="summary-refresh"]').exists()).toBe(false)
  })

  it('offers «Actualizar» on an old answer, disabled offline; lists the opportunities of the last run', async () => {
    bridge.always('connectivity.state', () => ok({ online: false, since: 0, lastSyncedAt: null }))
    const wrapper = mountComponent(ClientSummary, { props: { client }, language: 'en' })
    await bridge.only('clients.summary').answer(
      ok({
        ...NOTHING,
        threshold: 400_000,
        concessions: { ...KEPT, old: true },
        opportunities: {
          runAt: Date.UTC(2026, 2, 14, 9),
          missing: [],
          count: 7,
          newCount: 1,
          rows: [row('nueva', true), row('otra', false)],
        },
      }),
    )
    expect(wrapper.find('[data-testid="summary-over"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="summary-fetched"]').text()).toContain(
      'More than 24 hours old',
    )
    expect(wrapper.get('[data-testid="summary-refresh"]').attributes('disabled')).toBeDefined()
    expect(wrapper.text()).toContain('Offline: you can look them up when the connection is back.')
    expect(wrapper.get('[data-testid="summary-opportunity-count"]').text()).toBe(
      '7 opportunities · 1 new',
    )
    expect(wrapper.findAll('[data-testid="summary-opportunity"]').map((li) => li.text())).toEqual([
      expect.stringContaining('Ayuda nueva') as string,
      expect.stringContaining('Ayuda otra') as string,
    ])
    expect(wrapper.text()).toContain('and 5 more')
  })

  it('says what the profile lacked when the run left the client out, and links to its form', async () => {
    const wrapper = mountComponent(ClientSummary, { props: { client } })
    await bridge.only('clients.summary').answer(
      ok({
        ...NOTHING,
        opportunities: {
          runAt: 0,
          missing: ['province', 'action_items'],
          count: 0,
          newCount: 0,
          rows: [],
        },
      }),
    )
    expect(wrapper.get('[data-testid="summary-opportunities"]').text()).toContain(
      'a su perfil le falta provincia, acciones',
    )
    expect(wrapper.get('[data-testid="summary-complete"]').attributes('href')).toBe(
      '/clients/7/edit',
    )
  })
})
