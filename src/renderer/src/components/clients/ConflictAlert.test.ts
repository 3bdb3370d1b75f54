import { afterAll, describe, expect, it } from 'vitest'
import { type OutboxEntry } from '@shared/clients/clients'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { CLIENT_CONFLICT } from '../../../../../test/support/outbox-fixtures'
import { bodyElement } from '../../../../../test/support/page-queries'
import ConflictAlert from './ConflictAlert.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('outbox.summary', () => ok({ pending: 0, conflicts: 1, failed: 0 }))
let listReads = 0
bridge.always('outbox.list', () => {
  listReads++
  return ok([])
})

/** A client's edit of its phone that met another's. */
const ENTRY = {
  ...CLIENT_CONFLICT,
  fields: ['phone'],
  conflicts: CLIENT_CONFLICT.conflicts.slice(0, 1),
}

function mountAlert(show: boolean, entry: OutboxEntry | null) {
  return mountComponent(ConflictAlert, {
    props: {
      show,
      entry,
      text: 'Su cambio chocó con otro.',
      resolveLabel: 'Resolver',
      buttonTestId: 'open-conflict',
      'data-testid': 'client-conflict',
    },
  })
}

describe('a record’s conflict', () => {
  it('is said only while there is one', () => {
    mountAlert(false, ENTRY)
    expect(document.querySelector('[data-testid="client-conflict"]')).toBeNull()
    mountAlert(true, ENTRY)
    expect(bodyElement('client-conflict').textContent).toContain('Su cambio chocó con otro.')
  })

  it('opens the conflict to resolve, and says when it was resolved', async () => {
    const wrapper = mountAlert(true, ENTRY)
    bodyElement('open-conflict').click()
    await settle()
    expect(bodyElement('conflict-dialog').textContent).toContain('Gráficas Alcobendas SL')
    const mine = bodyElement('conflict-field-phone').querySelector<HTMLInputElement>(
      '[data-testid="keep-mine"] input',
    )
    mine?.click()
    await settle()
    bodyElement('conflict-resolve').click()
    await settle()
    await bridge.only('outbox.resolve').answer(ok({ pending: 1, conflicts: 0, failed: 0 }))
    expect(wrapper.findComponent(ConflictAlert).emitted('resolved')).toHaveLength(1)
  })

  it('reads the outbox first when the page does not know the entry yet', async () => {
    mountAlert(true, null)
    await settle()
    const before = listReads
    bodyElement('open-conflict').click()
    await settle()
    expect(listReads).toBe(before + 1)
    expect(document.querySelector('[data-testid="conflict-dialog"]')).not.toBeNull()
  })
})
