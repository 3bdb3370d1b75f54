import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import LabelledField from './LabelledField.vue'

function mountField(error: string | null) {
  const Form = defineComponent({
    setup: () => () =>
      h(
        LabelledField,
        { label: 'Título', error },
        {
          default: () => h('input', { 'aria-label': 'Título' }),
          hint: () => h('p', { class: 'note' }, 'Opcional'),
        },
      ),
  })
  return mountComponent(Form)
}

describe('a form’s field', () => {
  it('shows its label above the control, which a screen reader hears by its own name', () => {
    const wrapper = mountField(null)
    const label = wrapper.get('.label')
    expect(label.text()).toBe('Título')
    expect(label.attributes('aria-hidden')).toBe('true')
    expect(wrapper.get('input').attributes('aria-label')).toBe('Título')
    expect(wrapper.get('.note').text()).toBe('Opcional')
  })

  it('says what is wrong with it instead of its hint', () => {
    const wrapper = mountField('Escriba un título.')
    expect(wrapper.text()).toContain('Escriba un título.')
    expect(wrapper.find('.note').exists()).toBe(false)
  })
})
