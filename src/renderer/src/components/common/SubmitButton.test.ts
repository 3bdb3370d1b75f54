import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import SubmitButton from './SubmitButton.vue'

function mountForm(attributes: Record<string, unknown>, onSubmit: () => void) {
  const Form = defineComponent({
    setup: () => () =>
      h('form', { onSubmit: (event: Event) => (event.preventDefault(), onSubmit()) }, [
        h(SubmitButton, attributes, { default: () => 'Guardar' }),
      ]),
  })
  return mountComponent(Form)
}

describe('SubmitButton', () => {
  it('is the primary action and submits the form around it', async () => {
    let submits = 0
    const wrapper = mountForm({ 'data-testid': 'save' }, () => submits++)
    const button = wrapper.get('[data-testid="save"]')
    expect(button.text()).toBe('Guardar')
    expect(button.attributes('type')).toBe('submit')
    expect(button.classes()).toContain('n-button--primary-type')
    await wrapper.get('form').trigger('submit')
    expect(submits).toBe(1)
  })

  it('shows that it sends while loading, and is disabled as told', () => {
    const wrapper = mountForm({ loading: true, disabled: true, 'data-testid': 'save' }, () => {})
    const button = wrapper.get('[data-testid="save"]')
    expect(button.find('.n-base-loading').exists()).toBe(true)
    expect(button.attributes('disabled')).toBeDefined()
  })
})
