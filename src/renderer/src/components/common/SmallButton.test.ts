import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import SmallButton from './SmallButton.vue'

function mountButton(attributes: Record<string, unknown>) {
  const Card = defineComponent({
    setup: () => () => h(SmallButton, attributes, { default: () => 'Actualizar' }),
  })
  return mountComponent(Card)
}

describe('SmallButton', () => {
  it('shows its text in the small size and reports a click', async () => {
    let clicks = 0
    const wrapper = mountButton({ 'data-testid': 'refresh', onClick: () => clicks++ })
    const button = wrapper.get('[data-testid="refresh"]')
    expect(button.text()).toBe('Actualizar')
    expect(button.classes()).toContain('n-button--small-type')
    await button.trigger('click')
    expect(clicks).toBe(1)
  })

  it('shows that it works while loading, and takes no click while disabled', async () => {
    let clicks = 0
    const wrapper = mountButton({
      loading: true,
      disabled: true,
      'data-testid': 'refresh',
      onClick: () => clicks++,
    })
    const button = wrapper.get('[data-testid="refresh"]')
    expect(button.find('.n-base-loading').exists()).toBe(true)
    expect(button.attributes('disabled')).toBeDefined()
    await button.trigger('click')
    expect(clicks).toBe(0)
  })
})
