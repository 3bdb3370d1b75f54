import { afterAll, describe, expect, it } from 'vitest'
import { type OutboxEntry } from '@shared/clients/clients'
import { appError } from '@shared/errors'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { CASE_STATUS_CONFLICT } from '../../../../../test/support/outbox-fixtures'
import { bodyElement } from '../../../../../test/support/page-queries'
import OutboxDrawer from './OutboxDrawer.vue'

const bridge = installFakeBridge()
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

describe('a client added offline, refused by the service', () => {
  it('is named by what was typed, as «Alta de cliente», with the service’s words and «Descartar»', async () => {
    const refused: OutboxEntry = {
      id: 21,
      kind: 'create',
      caseId: null,
      caseLabel: null,
      clientId: -1,
      clientName: 'Talleres Sin Red SL',
      fields: ['nif', 'business_name'],
      status: 'failed',
      createdAt: Date.UTC(2026, 2, 1),
      error: appError('error.validation.service_refused', {
        detail: 'Ya existe un cliente con ese NIF.',
      }),
      reason: null,
      conflicts: [],
    }
    bridge.always('outbox.list', () => ok([refused]))
    mountComponent(OutboxDrawer, { props: { show: true } })
    await settle()
    const entry = bodyElement('outbox-entry-failed')
    expect(entry.dataset['kind']).toBe('create')
    expect(entry.querySelector('[data-testid="outbox-entry-name"]')?.textContent).toBe(
      'Talleres Sin Red SL',
    )
    expect(entry.querySelector('[data-testid="outbox-entry-fields"]')?.textContent?.trim()).toMatch(
      /^Alta de cliente: NIF, CIF o NIE, Nombre/,
    )
    expect(entry.querySelector('[data-testid="outbox-failure"]')?.textContent).toContain(
      'Ya existe un cliente con ese NIF.',
    )
    expect(entry.querySelector('[data-testid="outbox-discard"]')).not.toBeNull()
    bridge.always('outbox.list', () => ok([CASE_STATUS_CONFLICT]))
  })
})
