// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type StatusList } from '@shared/statuses'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../test/support/page-queries'
import StatusesView from './StatusesView.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())
bridge.always('cases.counts', () =>
  ok({ availability: 'yes', byStatus: [], withoutStatus: 0, syncedAt: null }),
)

const status = (id: number, name: string) => ({ id, name, initial_state: false, template: null })
/** Main's list: the service's groups in its order, here from the copy kept for a day. */
const KEPT: StatusList = {
  groups: [
    { id: 20, name: 'Resolución', status: [status(201, 'Concedida')] },
    { id: 10, name: 'Preparación', status: [status(101, 'Borrador')] },
  ],
  fetchedAt: Date.UTC(2026, 4, 14, 9, 30),
  source: 'cache',
  stale: false,
}

describe('«Estados de expediente»', () => {
  it('shows main’s groups in its order, says when they are the kept copy, and «Actualizar» asks the service', async () => {
    mountComponent(StatusesView)
    await settle()
    await bridge.only('statuses.list').answer(ok(KEPT))
    expect(
      [...document.body.querySelectorAll('[data-testid="status-group-name"]')].map((name) =>
        name.textContent?.trim(),
      ),
    ).toEqual(['Resolución', 'Preparación'])
    expect(bodyText('fetched-cached')).toMatch(/Guardado en este equipo; se reutiliza/)

    bodyElement('fetched-refresh').click()
    await settle()
    expect(bridge.only('statuses.list').args).toEqual({ refresh: true })
    await bridge.only('statuses.list').answer(ok({ ...KEPT, source: 'network' }))
    expect(document.body.querySelector('[data-testid="fetched-cached"]')).toBeNull()
  })
})
