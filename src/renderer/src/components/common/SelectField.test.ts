import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import SelectField from './SelectField.vue'

const OPTIONS = [
  { value: 'days', label: 'Días hábiles' },
  { value: 'months', label: 'Meses' },
]

describe('a form’s choice of one', () => {
  it('is named for a screen reader by the label seen above it, and its class places the field', () => {
    const wrapper = mountComponent(SelectField, {
      props: {
        value: 'months',
        label: 'Unidad',
        options: OPTIONS,
        class: 'unit',
        size: 'small',
        'data-testid': 'probe-unit',
      },
    })
    expect(wrapper.get('.label').text()).toBe('Unidad')
    expect(wrapper.get('.labelled-field').classes()).toContain('unit')
    const select = wrapper.get('[data-testid="probe-unit"]')
    expect(select.classes()).not.toContain('unit')
    const box = select.get('[role="combobox"]')
    expect(box.attributes('aria-label')).toBe('Unidad')
    expect(select.text()).toContain('Meses')
  })

  it('says what is wrong with it under the select', () => {
    const wrapper = mountComponent(SelectField, {
      props: { value: null, label: 'Tipo', options: OPTIONS, error: 'Elija un tipo.' },
    })
    expect(wrapper.get('.labelled-field').text()).toContain('Elija un tipo.')
  })
})
