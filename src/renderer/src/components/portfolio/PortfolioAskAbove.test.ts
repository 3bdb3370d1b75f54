// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type Settings, SettingsPatchSchema } from '@shared/settings'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement } from '../../../../../test/support/page-queries'
import { useSettingsStore } from '../../stores/settings-store'
import PortfolioAskAbove from './PortfolioAskAbove.vue'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

let saved: Settings = DEFAULT_SETTINGS
bridge.always('settings.get', () => ok(saved))
bridge.always('settings.update', (patch) => {
  saved = { ...saved, ...SettingsPatchSchema.parse(patch) }
  return ok(saved)
})
bridge.always('app.info', () => ok(null))

describe('«No preguntar por menos de N consultas» (SC-COST-8)', () => {
  it('shows 20 by default and keeps another whole number on Enter, in both languages', async () => {
    for (const language of ['es', 'en'] as const) {
      saved = DEFAULT_SETTINGS
      mountComponent(PortfolioAskAbove, { language })
      await useSettingsStore().load()
      await settle()
      const input = bodyElement('portfolio-ask-above').querySelector('input')
      if (!input) throw new Error('no input')
      expect(input.value).toBe('20')
      expect(input.getAttribute('aria-label')).toBe(
        language === 'es'
          ? 'No preguntar por menos de N consultas'
          : 'Do not ask for fewer than N requests',
      )
      input.value = '50'
      input.dispatchEvent(new Event('input'))
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
      await settle()
      expect(saved.portfolioAskAbove).toBe(50)
      document.body.replaceChildren()
    }
  })
})
