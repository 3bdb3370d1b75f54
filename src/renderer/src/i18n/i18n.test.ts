import { afterEach, describe, expect, it } from 'vitest'
import { i18n, setLanguage } from './i18n'
import { en } from './ui-en'

/** As the app starts: Spanish only, English not loaded yet. */
function withoutEnglish(): void {
  delete (i18n.global.messages.value as Partial<Record<string, unknown>>)['en']
  i18n.global.locale.value = 'es'
}

describe('setLanguage', () => {
  afterEach(async () => {
    await setLanguage('es')
    i18n.global.setLocaleMessage('en', en)
  })

  it('loads the English catalogue when first asked for, then shows it', async () => {
    withoutEnglish()
    expect(i18n.global.availableLocales).toEqual(['es'])
    await setLanguage('en')
    expect(i18n.global.locale.value).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(i18n.global.t('clients.title')).toBe(en.clients.title)
  })

  it('shows the language asked for last, even when an earlier one is still loading', async () => {
    withoutEnglish()
    const english = setLanguage('en')
    await setLanguage('es')
    await english
    expect(i18n.global.locale.value).toBe('es')
    expect(document.documentElement.lang).toBe('es')
  })
})
