import { afterAll, describe, expect, it } from 'vitest'
import { fieldsOfGroup } from '@shared/clients/client-fields'
import { makeClient } from '../../../../../test/fixtures/client'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge } from '../../../../../test/support/fake-bridge'
import ClientFieldCard from './ClientFieldCard.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const contactCard = (over: Parameters<typeof makeClient>[1]) =>
  mountComponent(ClientFieldCard, {
    props: {
      title: 'Contacto',
      client: makeClient(7, over),
      fields: fieldsOfGroup('contact'),
      pending: new Set<string>(),
    },
  })

describe('a card of the client’s record', () => {
  it('shows the e-mail and the phone as mailto: and tel: links that open outside the app', () => {
    const card = contactCard({ email: 'ana@talleres.es', phone: '+34 912 34 56 78' })
    const email = card.get('[data-testid="link-email"]')
    expect(email.attributes('href')).toBe('mailto:ana@talleres.es')
    expect(email.text()).toBe('ana@talleres.es')
    const phone = card.get('[data-testid="link-phone"]')
    expect(phone.attributes('href')).toBe('tel:+34912345678')
    expect(phone.text()).toBe('+34 912 34 56 78')
    // Through the window-open handler, which sends allowed links to the system (ARCH-SEC-3).
    expect(phone.attributes('target')).toBe('_blank')
  })

  it('leaves a missing phone as «—», not a link', () => {
    const card = contactCard({ phone: null })
    expect(card.find('[data-testid="link-phone"]').exists()).toBe(false)
    expect(card.get('[data-testid="field-phone"]').text()).toBe('—')
  })
})
