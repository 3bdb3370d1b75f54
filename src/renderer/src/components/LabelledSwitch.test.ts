import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../test/support/mount-component'
import LabelledSwitch from './LabelledSwitch.vue'

function mountSwitch(props: { name?: string; disabled?: boolean } = {}) {
  const on = ref(false)
  const Holder = defineComponent({
    setup: () => () =>
      h(LabelledSwitch, {
        ...props,
        text: 'Agrupar por convocatoria',
        modelValue: on.value,
        'onUpdate:modelValue': (value: boolean) => (on.value = value),
        'data-testid': 'group',
      }),
  })
  return { wrapper: mountComponent(Holder), on }
}

describe('a switch with its text', () => {
  it('toggles when its text is clicked, as when the switch is; the text names it', async () => {
    const { wrapper, on } = mountSwitch()
    const control = wrapper.get('[data-testid="group"]')
    const text = wrapper.get('.text')
    expect(control.attributes('role')).toBe('switch')
    expect(control.attributes('aria-labelledby')).toBe(text.attributes('id'))
    await text.trigger('click')
    expect(on.value).toBe(true)
    await control.trigger('click')
    expect(on.value).toBe(false)
  })

  it('with a name of its own, is named by it and described by the text; disabled, the text does nothing', async () => {
    const { wrapper, on } = mountSwitch({ name: 'Cliente público', disabled: true })
    const control = wrapper.get('[data-testid="group"]')
    expect(control.attributes('aria-label')).toBe('Cliente público')
    expect(control.attributes('aria-describedby')).toBe(wrapper.get('.text').attributes('id'))
    await wrapper.get('.text').trigger('click')
    expect(on.value).toBe(false)
  })
})
