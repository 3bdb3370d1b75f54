import { afterAll, describe, expect, it } from 'vitest'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyText } from '../../../../test/support/page-queries'
import { SIMULATOR_MISSING_FIELDS } from '@shared/wire/simulator-answers'
import SimulatorView from './SimulatorView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('catalogue.get', () => ok(EMPTY_CATALOGUE))

describe('the simulator’s form (SC-SIM-1)', () => {
  it('asks for the three fields, each on its own, before anything is sent', async () => {
    const wrapper = mountComponent(SimulatorView)
    await wrapper.vm.$router.push({ name: 'simulator' })
    await settle()
    await wrapper.get('[data-testid="sim-run"]').trigger('click')
    await settle()
    expect(bodyText('sim-missing')).toContain(SIMULATOR_MISSING_FIELDS)
    expect(bodyText('sim-provinces')).toContain('Elija al menos una provincia.')
    expect(bodyText('sim-applicants')).toContain('Elija al menos un tipo de solicitante.')
    expect(bodyText('sim-actions')).toContain('Elija al menos una acción.')
    expect(bridge.pending('simulator.run')).toHaveLength(0)
    expect(wrapper.vm.$router.currentRoute.value.query).toEqual({})
  })
})
