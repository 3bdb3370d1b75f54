import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import NumberInput from './NumberInput.vue'

describe('a number typed in', () => {
  it('is named by its label, has no ± buttons, and never goes below its minimum', async () => {
    const typed: (number | null)[] = []
    const wrapper = mountComponent(NumberInput, {
      props: {
        value: 5,
        'onUpdate:value': (next: number | null) => typed.push(next),
        label: 'Días de aviso',
        'data-testid': 'probe-days',
      },
    })
    const input = wrapper.get('[data-testid="probe-days"] input')
    expect(input.attributes('aria-label')).toBe('Días de aviso')
    expect(wrapper.find('.n-button').exists()).toBe(false)
    await input.setValue('-3')
    await input.trigger('blur')
    expect(typed.at(-1)).toBe(0)
  })
})
