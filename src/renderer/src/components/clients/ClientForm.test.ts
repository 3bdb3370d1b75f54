import { afterAll, describe, expect, it } from 'vitest'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { makeNifOnlyClient } from '../../../../../test/fixtures/client'
import { mountComponent } from '../../../../../test/support/mount-component'
import { draftOf } from '../../composables/useClientDraft'
import { installFakeBridge } from '../../../../../test/support/fake-bridge'
import ClientForm from './ClientForm.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

describe('the client form', () => {
  it('shows an error on its field, and what the service lacks as a warning on another', () => {
    const missing = renderMessage('es', 'validation.missing_on_service')
    const wrapper = mountComponent(ClientForm, {
      props: {
        draft: draftOf(makeNifOnlyClient(1058)),
        errors: { phone: ['Escriba un teléfono válido.'] },
        warnings: { email: [missing], phone: [missing] },
      },
    })
    const email = wrapper.get('[data-testid="form-email"]')
    expect(email.text()).toContain(missing)
    expect(email.find('.n-form-item-feedback--warning').exists()).toBe(true)
    // An error wins over a warning on the same field.
    const phone = wrapper.get('[data-testid="form-phone"]')
    expect(phone.text()).toContain('Escriba un teléfono válido.')
    expect(phone.text()).not.toContain(missing)
    expect(phone.find('.n-form-item-feedback--error').exists()).toBe(true)
  })
})
