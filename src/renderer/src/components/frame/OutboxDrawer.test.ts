// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { CASE_STATUS_CONFLICT } from '../../../../../test/support/outbox-fixtures'
import { bodyElement } from '../../../../../test/support/page-queries'
import OutboxDrawer from './OutboxDrawer.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

bridge.always('outbox.list', () => ok([CASE_STATUS_CONFLICT]))
bridge.always('outbox.summary', () => ok({ pending: 0, conflicts: 1, failed: 0 }))

describe('the outbox’s case-file entries', () => {
  it('are named by the case file, their field as «Estado del expediente»', async () => {
    mountComponent(OutboxDrawer, { props: { show: true } })
    await settle()
    const entry = bodyElement('outbox-entry-conflict')
    expect(entry.dataset['kind']).toBe('case')
    expect(entry.querySelector('[data-testid="outbox-entry-name"]')?.textContent).toBe(
      'EXP-44 · Kit Digital 2026',
    )
    expect(entry.querySelector('[data-testid="outbox-entry-fields"]')?.textContent?.trim()).toBe(
      'Estado del expediente',
    )
  })
})
