// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type OutboxEntry } from '@shared/clients'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement } from '../../../../../test/support/page-queries'
import OutboxDrawer from './OutboxDrawer.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

const CASE_ENTRY: OutboxEntry = {
  id: 8,
  kind: 'case',
  caseId: 44,
  caseLabel: 'EXP-44 · Kit Digital 2026',
  clientId: 3,
  clientName: 'Talleres Ruiz SL',
  fields: ['case_status'],
  status: 'conflict',
  createdAt: Date.UTC(2026, 2, 1),
  error: null,
  reason: null,
  conflicts: [
    {
      field: 'case_status',
      base: null,
      mine: { group: { id: 20, name: 'Resolución' }, status: { id: 201, name: 'Concedido' } },
      theirs: {
        group: { id: 10, name: 'Preparación' },
        status: { id: 102, name: 'Documentación' },
      },
    },
  ],
}
bridge.always('outbox.list', () => ok([CASE_ENTRY]))
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
