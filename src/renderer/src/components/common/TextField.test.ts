import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import TextField from './TextField.vue'

describe('a form’s line of text', () => {
  it('is named for a screen reader by the label seen above it, and types into its model', async () => {
    const typed: string[] = []
    const wrapper = mountComponent(TextField, {
      props: {
        value: '',
        'onUpdate:value': (next: string) => typed.push(next),
        label: 'Nombre',
        maxlength: 80,
        inputProps: { autocomplete: 'off' },
        placeholder: 'Mi búsqueda',
        class: 'wide',
        'data-testid': 'probe-name',
      },
    })
    expect(wrapper.get('.label').text()).toBe('Nombre')
    const input = wrapper.get('[data-testid="probe-name"] input')
    expect(input.attributes('aria-label')).toBe('Nombre')
    expect(input.attributes('autocomplete')).toBe('off')
    expect(input.attributes('placeholder')).toBe('Mi búsqueda')
    expect(input.attributes('maxlength')).toBe('80')
    expect(wrapper.get('.labelled-field').classes()).toContain('wide')
    await input.setValue('Ayudas a la digitalización')
    expect(typed).toEqual(['Ayudas a la digitalización'])
  })

  it('shows no placeholder unless given one', () => {
    const wrapper = mountComponent(TextField, {
      props: { value: '', label: 'Nombre', maxlength: 80, 'data-testid': 'probe-bare' },
    })
    expect(wrapper.get('[data-testid="probe-bare"] input').attributes('placeholder')).toBe('')
  })

  it('says what is wrong with it instead of its hint', () => {
    const Form = defineComponent({
      props: { error: { type: String, default: null } },
      setup: (props) => () =>
        h(
          TextField,
          { value: '', label: 'Referencia', maxlength: 40, error: props.error },
          { hint: () => h('small', { class: 'note' }, 'En el servicio: EXP-1') },
        ),
    })
    expect(mountComponent(Form).get('.note').text()).toBe('En el servicio: EXP-1')
    const wrong = mountComponent(Form, { props: { error: 'Demasiado larga.' } })
    expect(wrong.text()).toContain('Demasiado larga.')
    expect(wrong.find('.note').exists()).toBe(false)
  })
})
