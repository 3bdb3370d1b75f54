import { afterAll, describe, expect, it } from 'vitest'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { type ClientData } from '@shared/wire/client'
import { makeClient, MOLINA } from '../../../../test/fixtures/client'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import SimulatorView from './SimulatorView.vue'

const bridge = installFakeBridge()
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

describe('«Simular por NIF» of any company, and «Añadir como cliente»', () => {
  const ROW = {
    slug: 'kit-digital-2026',
    formatted_title: 'Kit Digital 2026',
    status_text: 'Abierta',
    total_amount: 1000,
    scope: 'Nacional',
  }

  async function simulateFree(nif: string) {
    const wrapper = mountComponent(SimulatorView)
    await wrapper.vm.$router.push({ name: 'simulator' })
    await settle()
    const type = async (testId: string, value: string) => {
      const input = wrapper.get(`[data-testid="${testId}"] input`)
      await input.setValue(value)
    }
    await type('sim-nif-free-nif', nif)
    await type('sim-nif-free-cnae', '6201')
    const province = wrapper.findComponent({ name: 'NifSimulationForm' })
    // The province's select, as the user would choose Madrid.
    ;(province.vm as unknown as { province: number | null }).province = 28
    await settle()
    await wrapper.get('[data-testid="sim-nif-form"]').trigger('submit')
    const call = bridge.only('simulator.runByNif')
    expect(call.args).toEqual({ nif, cnae: '6201', province: 28, refresh: false })
    await call.answer(
      ok({ status: 'ok', rows: [ROW], fetchedAt: 0, source: 'network', stale: false }),
    )
    return wrapper
  }

  it('offers «Añadir como cliente» for a NIF not among the clients, its province and CNAE prefilled', async () => {
    bridge.always('catalogue.get', () =>
      ok({ ...EMPTY_CATALOGUE, cnaes: [{ id: 6201, code: '6201', title: 'Programación' }] }),
    )
    const wrapper = await simulateFree('12345678Z')
    const lookup = bridge.only('clients.lookup')
    expect(lookup.args).toEqual({ text: '12345678Z', limit: 8 })
    await lookup.answer(ok({ rows: [], total: 0 }))
    expect(wrapper.get('[data-testid="sim-count"]').text()).toContain('1')
    await wrapper.get('[data-testid="sim-add-client-open"]').trigger('click')
    await settle()
    expect(document.body.querySelector('[data-testid="add-client-profile"]')?.textContent).toBe(
      'También se guardarán: provincia Madrid, CNAE 6201 · Programación.',
    )
    ;(document.body.querySelector('[data-testid="add-client-save"]') as HTMLButtonElement).click()
    await settle()
    const create = bridge.only('clients.create')
    expect(create.args).toEqual({ nif: '12345678Z' })
    await create.answer(
      ok({ client: makeClient(-1, { nif: '12345678Z', province: [], cnaes: [] }), queued: true }),
    )
    const update = bridge.only('clients.update')
    expect(update.args).toEqual({
      id: -1,
      patch: { province: 28, cnaes: [6201] },
      base: { province: null, cnaes: [] },
    })
    await update.answer(ok({ status: 'queued', ignoredFields: [], detail: null }))
    bridge.always('catalogue.get', () => ok(EMPTY_CATALOGUE))
  })

  it('offers nothing for a NIF that is one of the clients', async () => {
    const wrapper = await simulateFree('B19520063')
    await bridge.only('clients.lookup').answer(
      ok({
        rows: [{ id: 3, businessName: 'Molina', nif: 'B19520063', reference: null }],
        total: 1,
      }),
    )
    expect(wrapper.find('[data-testid="sim-add-client"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="simulator-table"]').exists()).toBe(true)
  })
})
