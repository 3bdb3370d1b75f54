import { useI18n } from 'vue-i18n'
import { type AppError } from '@shared/errors'

/** Main writes errors in Spanish; other locales get a translated summary plus the service's words. */
export function useErrorText(): (error: AppError) => string {
  const { t, locale } = useI18n()
  return (error) => {
    if (locale.value === 'es') return error.message
    return [t(`errors.${error.code}`), error.serverMessage].filter(Boolean).join(' ')
  }
}
