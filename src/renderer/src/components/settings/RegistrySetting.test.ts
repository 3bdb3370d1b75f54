import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { mountComponent } from '../../../../../test/support/mount-component'
import { answerSettings, installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import { typeInto } from '../../../../../test/support/page-queries'
import { useSettingsStore } from '../../stores/settings-store'
import RegistrySetting from './RegistrySetting.vue'

const bridge = installFakeBridge()
const settings = answerSettings(bridge)
afterAll(() => bridge.uninstall())

const el = <T extends HTMLElement = HTMLElement>(testId: string) => {
  const found = document.body.querySelector<T>(`[data-testid="${testId}"]`)
  if (!found) throw new Error(`no ${testId}`)
  return found
}

async function mounted() {
  settings.reset()
  const wrapper = mountComponent(RegistrySetting, { props: { settings: DEFAULT_SETTINGS } })
  await useSettingsStore().load()
  await settle()
  return wrapper
}

describe('«Registro oficial (BDNS)» in «Ajustes»', () => {
  it('shows the official address, saves another one, and goes back to the official one', async () => {
    const wrapper = await mounted()
    const input = el('registry-address').querySelector('input') as HTMLInputElement
    expect(input.value).toBe('https://www.infosubvenciones.es/bdnstrans/api')
    expect(el<HTMLButtonElement>('registry-save').disabled).toBe(true)
    await typeInto('registry-address', 'https://bdns.example.es/api/')
    el('registry-save').click()
    await settle()
    // Saved without its trailing slash, as every address the app keeps.
    expect(settings.saved().bdnsUrl).toBe('https://bdns.example.es/api')
    // The screen passes the settings as saved.
    await wrapper.setProps({ settings: settings.saved() } as never)
    el('registry-reset').click()
    await settle()
    expect(settings.saved().bdnsUrl).toBe('https://www.infosubvenciones.es/bdnstrans/api')
  })
})
