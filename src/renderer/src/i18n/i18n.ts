import { createI18n } from 'vue-i18n'
import { type Language } from '@shared/settings'
import { es, type MessageSchema } from './ui-es'

export const i18n = createI18n<[MessageSchema], Language, false>({
  legacy: false,
  locale: 'es',
  fallbackLocale: 'es',
  // English is loaded when first asked for (setLanguage): a Spanish user's start never reads it.
  messages: { es } as Record<Language, MessageSchema>,
})

/** The language asked for last: a slower load of an earlier one does not override it. */
let wanted: Language = 'es'

/** The module loader keeps the catalogue once fetched: a second call reads it from there. */
async function loadEnglish(): Promise<void> {
  const { en } = await import('./ui-en')
  i18n.global.setLocaleMessage('en', en)
}

/**
 * Shows the interface in `language`, once its catalogue is loaded (at once when it is). Should the
 * English catalogue fail to load, the interface stays as it was.
 */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language
  if (!i18n.global.availableLocales.includes(language)) {
    try {
      await loadEnglish()
    } catch {
      return
    }
  }
  if (wanted !== language) return
  i18n.global.locale.value = language
  document.documentElement.lang = language
}

/** The UI language, reactive: the shared message catalogue is rendered in it. */
export function uiLanguage(): Language {
  return i18n.global.locale.value
}
