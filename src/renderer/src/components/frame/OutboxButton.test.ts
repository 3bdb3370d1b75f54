import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement } from '../../../../../test/support/page-queries'
import OutboxButton from './OutboxButton.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('outbox.list', () => ok([]))
bridge.always('outbox.summary', () => ok({ pending: 0, conflicts: 0, failed: 0 }))

describe('«Bandeja de salida» on a list', () => {
  it('counts the changes waiting, none when none wait, and opens the outbox', async () => {
    const wrapper = mountComponent(OutboxButton, {
      props: { testId: 'open-outbox', badgeTestId: 'outbox-badge' },
    })
    await settle()
    expect(wrapper.find('.n-badge-sup').exists()).toBe(false)
    await bridge.emit('outbox.changed', { pending: 2, conflicts: 1, failed: 0 })
    expect(wrapper.get('[data-testid="outbox-badge"] .n-badge-sup').attributes('title')).toBe('3')
    bodyElement('open-outbox').click()
    await settle()
    expect(bodyElement('outbox-drawer').textContent).toContain('Bandeja de salida')
  })
})
