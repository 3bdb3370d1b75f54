import { useI18n } from 'vue-i18n'
import { type AppError } from '@shared/errors'

/**
 * Main writes errors in Spanish; other locales get the sentence of the error's reason when there
 * is one, else a translated summary plus the service's words.
 */
export function useErrorText(): (error: AppError) => string {
  const i18n = useI18n()
  const { t, locale } = i18n
  return (error) => {
    if (locale.value === 'es') return error.message
    const reason = error.reason ? `errors.reasons.${error.reason}` : null
    if (reason && i18n.te(reason)) return t(reason, error.params ?? {})
    return [t(`errors.${error.code}`), error.serverMessage].filter(Boolean).join(' ')
  }
}
