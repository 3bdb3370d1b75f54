import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import PasswordInput from './PasswordInput.vue'

describe('the account’s password', () => {
  it('is typed hidden, named, offered by the browser as the saved one, and shown on its eye', async () => {
    const password = ref('')
    const Form = defineComponent({
      setup: () => () =>
        h(PasswordInput, {
          modelValue: password.value,
          'onUpdate:modelValue': (value: string) => (password.value = value),
        }),
    })
    const wrapper = mountComponent(Form)
    const input = wrapper.get('input')
    expect(input.attributes('type')).toBe('password')
    expect(input.attributes('aria-label')).toBe('Contraseña')
    expect(input.attributes('autocomplete')).toBe('current-password')
    await input.setValue('demo1234')
    expect(password.value).toBe('demo1234')
    await wrapper.get('.n-input__eye').trigger('click')
    expect(wrapper.get('input').attributes('type')).toBe('text')
  })
})
