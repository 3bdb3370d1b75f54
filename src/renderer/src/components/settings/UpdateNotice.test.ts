import { afterAll, describe, expect, it } from 'vitest'
import { type UpdateState } from '@shared/updates'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import UpdateNotice from './UpdateNotice.vue'
import { waitFor } from '../../../../../test/support/wait-for'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const IDLE: UpdateState = {
  support: 'supported',
  status: 'idle',
  currentVersion: '0.1.0',
  newVersion: null,
  progress: null,
  lastCheck: null,
}

const notice = () => document.body.querySelector('[data-testid="update-notice"]')
const restartButton = () =>
  document.body.querySelector<HTMLElement>('[data-testid="update-notice-restart"]')

describe('the notice of a downloaded version', () => {
  it('appears once the version is ready, offers «Reiniciar para actualizar», and stays if the user stays', async () => {
    bridge.always('update.state', () => ok(IDLE))
    mountComponent(UpdateNotice)
    await settle()
    expect(notice()).toBeNull()

    await bridge.emit('update.changed', { ...IDLE, status: 'downloading', newVersion: '0.2.0' })
    expect(notice()).toBeNull()
    await bridge.emit('update.changed', { ...IDLE, status: 'ready', newVersion: '0.2.0' })
    expect(notice()?.textContent).toBe(
      'La versión 0.2.0 de Grants Desk está descargada. Reinicie para actualizar cuando le venga bien: la aplicación no se reiniciará sola.',
    )
    expect(restartButton()?.textContent).toContain('Reiniciar para actualizar')

    restartButton()?.click()
    await settle()
    await bridge.only('update.restart').answer(ok({ restarting: false }))
    expect(notice()).not.toBeNull()

    // macOS refuses to install an unsigned version after downloading it: nothing to restart for.
    await bridge.emit('update.changed', { ...IDLE, status: 'error', newVersion: '0.2.0' })
    await waitFor(() => expect(notice()).toBeNull())
  })

  it('is shown at start when a version was already downloaded', async () => {
    bridge.always('update.state', () => ok({ ...IDLE, status: 'ready', newVersion: '0.3.0' }))
    mountComponent(UpdateNotice)
    await settle()
    expect(notice()?.textContent).toContain('La versión 0.3.0')
  })
})
