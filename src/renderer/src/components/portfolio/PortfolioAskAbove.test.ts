import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { answerSettings, installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement } from '../../../../../test/support/page-queries'
import { useSettingsStore } from '../../stores/settings-store'
import PortfolioAskAbove from './PortfolioAskAbove.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const settings = answerSettings(bridge)

describe('«No preguntar por menos de N consultas» (SC-COST-8)', () => {
  it('shows 20 by default and keeps another whole number on Enter, in both languages', async () => {
    for (const language of ['es', 'en'] as const) {
      settings.reset()
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
      expect(settings.saved().portfolioAskAbove).toBe(50)
      document.body.replaceChildren()
    }
  })
})
