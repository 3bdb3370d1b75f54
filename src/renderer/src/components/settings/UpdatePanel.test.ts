import { afterAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '@shared/format'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { type UpdateState } from '@shared/updates'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { useSettingsStore } from '../../stores/settings-store'
import UpdatePanel from './UpdatePanel.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const CHECKED_AT = Date.UTC(2026, 10, 20, 9, 30)
const LATEST: UpdateState = {
  support: 'supported',
  status: 'idle',
  currentVersion: '0.1.0',
  newVersion: null,
  progress: null,
  lastCheck: { at: CHECKED_AT, outcome: 'latest', version: '0.1.0' },
}

async function mountPanel(state: UpdateState, props: { setting?: boolean } = {}) {
  bridge.always('update.state', () => ok(state))
  const wrapper = mountComponent(UpdatePanel, { props })
  useSettingsStore().settings = { ...DEFAULT_SETTINGS }
  await settle()
  const text = (id: string) => wrapper.find(`[data-testid="${id}"]`).text()
  return { wrapper, text }
}

describe('«Acerca de»: updates', () => {
  it('tells when the last check was and what it found, and checks again on demand', async () => {
    const { wrapper, text } = await mountPanel(LATEST)
    expect(text('update-last-check')).toBe(
      `Última comprobación: ${formatDateTime(CHECKED_AT, 'es')}. No había versiones nuevas.`,
    )
    expect(wrapper.find('[data-testid="update-restart"]').exists()).toBe(false)

    await wrapper.get('[data-testid="update-check"]').trigger('click')
    await bridge.only('update.check').answer(
      ok({
        ...LATEST,
        status: 'available',
        newVersion: '0.2.0',
        lastCheck: { at: CHECKED_AT + 60_000, outcome: 'newer', version: '0.2.0' },
      }),
    )
    expect(text('update-answer')).toBe(
      'Hay una versión nueva, la 0.2.0: se está descargando y podrá reiniciar para actualizar en cuanto termine.',
    )
    expect(text('update-last-check')).toContain('Se encontró la versión 0.2.0.')
  })

  it('shows the download, then offers «Reiniciar para actualizar», which asks main to restart', async () => {
    const { wrapper, text } = await mountPanel(LATEST)
    await bridge.emit('update.changed', {
      ...LATEST,
      status: 'downloading',
      newVersion: '0.2.0',
      progress: 40,
    })
    expect(text('update-downloading')).toContain('Descargando la versión 0.2.0: 40 %')

    await bridge.emit('update.changed', { ...LATEST, status: 'ready', newVersion: '0.2.0' })
    await wrapper.get('[data-testid="update-restart"]').trigger('click')
    const restart = bridge.only('update.restart')
    expect(restart.args).toBeUndefined()
    await restart.answer(ok({ restarting: false }))
  })

  it('installed as a .deb, says updates come from the package manager and offers no check', async () => {
    const { wrapper, text } = await mountPanel({
      ...LATEST,
      support: 'package-manager',
      lastCheck: null,
    })
    expect(text('update-support')).toBe(
      'Esta instalación es un paquete del sistema: las actualizaciones llegan por el gestor de paquetes, no desde la aplicación.',
    )
    expect(wrapper.find('[data-testid="update-check"]').exists()).toBe(false)
  })

  it('in Settings, switches the automatic checks off', async () => {
    const { wrapper } = await mountPanel(LATEST, { setting: true })
    await wrapper.get('[data-testid="update-automatic"]').trigger('click')
    const update = bridge.only('settings.update')
    expect(update.args).toEqual({ checkForUpdates: false })
    await update.answer(ok({ ...DEFAULT_SETTINGS, checkForUpdates: false }))
  })

  it('in English, says it in English', async () => {
    bridge.always('update.state', () => ok(LATEST))
    const wrapper = mountComponent(UpdatePanel, { language: 'en' })
    await settle()
    expect(wrapper.get('[data-testid="update-last-check"]').text()).toBe(
      `Last check: ${formatDateTime(CHECKED_AT, 'en')}. There was no newer version.`,
    )
  })
})
