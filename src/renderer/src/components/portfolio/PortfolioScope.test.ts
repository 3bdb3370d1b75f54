import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyText } from '../../../../../test/support/page-queries'
import PortfolioScope from './PortfolioScope.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

/** Main's replica of `total` clients, as a count asks it. */
const replica = (total: number) => ok({ rows: [], total, syncedAt: null, syncProgress: null })

describe('«Clientes que se consultan»', () => {
  it('counts every client again when a sync ends while the screen is open', async () => {
    mountComponent(PortfolioScope)
    await settle()
    // Opened while the sync after sign-in is under way: nothing kept yet.
    await bridge.only('clients.query').answer(replica(0))
    expect(bodyText('scope-all-count')).toContain('0 clientes')

    await bridge.emit('clients.synced', {
      count: 115,
      added: 115,
      updated: 0,
      removed: 0,
      syncedAt: Date.UTC(2026, 4, 14),
    })
    await bridge.only('clients.query').answer(replica(115))
    expect(bodyText('scope-all-count')).toContain('115 clientes')
  })
})
