import { afterAll, describe, expect, it } from 'vitest'
import { installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import CaseHolidays from './CaseHolidays.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

describe('«Festivos de este expediente»', () => {
  it('draws its controls only while open, so Tab never stops on hidden ones', async () => {
    const wrapper = mountComponent(CaseHolidays, {
      props: { caseId: 4001, holidays: [{ date: '2026-12-26', name: 'Cierre del registro' }] },
    })
    await settle()
    const details = wrapper.get('details')
    expect(details.text()).toContain('Festivos de este expediente (1)')
    expect(details.findAll('input')).toHaveLength(0)
    details.element.setAttribute('open', '')
    await details.trigger('toggle')
    expect(details.find('input[aria-label="Nombre del festivo"]').exists()).toBe(true)
    expect(details.text()).toContain('26/12/2026 · Cierre del registro')
    details.element.removeAttribute('open')
    await details.trigger('toggle')
    expect(details.findAll('input')).toHaveLength(0)
  })
})
