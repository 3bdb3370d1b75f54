// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { type ClientData } from '@shared/wire/client'
import { MOLINA } from '../../../../test/fixtures/client'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import SimulatorView from './SimulatorView.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

/** Its profile lacks applicant types and actions: it can be simulated by NIF and CNAE. */
const CLIENT: ClientData = { ...MOLINA, cnaes: [111], applicant_types: [], action_items: [] }

bridge.always('catalogue.get', () => ok(EMPTY_CATALOGUE))

async function simulatorFor(client: ClientData) {
  bridge.always('clients.get', () =>
    ok({ client, pendingFields: [], conflict: false, syncedAt: null }),
  )
  const wrapper = mountComponent(SimulatorView)
  await wrapper.vm.$router.push({
    name: 'simulator',
    query: {
      provinces: client.province.join(','),
      applicants: client.applicant_types.join(','),
      actions: client.action_items.join(','),
      client: String(client.id),
    },
  })
  await settle()
  return wrapper
}

describe('«Simular por NIF y CNAE»', () => {
  it('is offered for a client without types or actions, with its cost, and runs once', async () => {
    const wrapper = await simulatorFor(CLIENT)
    const button = wrapper.get('[data-testid="sim-nif-run"]')
    expect(button.text()).toBe('Simular por NIF y CNAE')
    expect(wrapper.get('[data-testid="sim-nif-cost"]').text()).toBe('Cuesta 1 consulta')
    await button.trigger('click')
    const call = bridge.only('simulator.runByNif')
    expect(call.args).toEqual({ nif: 'B19520063', cnae: '0111', province: 19, refresh: false })
    await call.answer(
      ok({
        status: 'ok',
        rows: [
          {
            slug: 'kit-digital-2026',
            formatted_title: 'Kit Digital 2026',
            status_text: 'Abierta',
            total_amount: 1000,
            scope: 'Nacional',
          },
        ],
        fetchedAt: 0,
        source: 'network',
        stale: false,
      }),
    )
    expect(wrapper.get('[data-testid="sim-nif-tag"]').text()).toBe('por NIF y CNAE')
    expect(wrapper.get('[data-testid="sim-nif-note"]').text()).toContain('B19520063, CNAE 0111')
    // The same results table (its rows need a laid-out page: SimulatorResults.test.ts).
    expect(wrapper.find('[data-testid="simulator-table"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="sim-count"]').text()).toContain('1')
  })

  it('is not offered for a complete profile, nor without a CNAE', async () => {
    const complete = await simulatorFor({ ...CLIENT, applicant_types: [2], action_items: [9] })
    expect(complete.find('[data-testid="sim-nif-run"]').exists()).toBe(false)
    bridge.pending('simulator.run').forEach((call) => void call.answer(ok(null)))
    document.body.replaceChildren()
    const noCnae = await simulatorFor({ ...CLIENT, cnaes: [] })
    expect(noCnae.find('[data-testid="sim-nif-run"]').exists()).toBe(false)
  })

  it('is hidden with one sentence where the service lacks it', async () => {
    const wrapper = await simulatorFor(CLIENT)
    await wrapper.get('[data-testid="sim-nif-run"]').trigger('click')
    await bridge.only('simulator.runByNif').answer(ok({ status: 'unavailable' }))
    expect(wrapper.find('[data-testid="sim-nif-run"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="sim-nif-unavailable"]').text()).toBe(
      'Este servicio no ofrece la simulación por NIF y CNAE.',
    )
  })
})
