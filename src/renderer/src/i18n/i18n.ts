import { createI18n } from 'vue-i18n'
import { type Language } from '@shared/settings'
import { en } from './ui-en'
import { es, type MessageSchema } from './ui-es'

export const i18n = createI18n<[MessageSchema], Language, false>({
  legacy: false,
  locale: 'es',
  fallbackLocale: 'es',
  messages: { es, en },
})

export function setLanguage(language: Language): void {
  i18n.global.locale.value = language
  document.documentElement.lang = language
}

/** The UI language, reactive: the shared message catalogue is rendered in it. */
export function uiLanguage(): Language {
  return i18n.global.locale.value
}
