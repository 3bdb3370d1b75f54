import { type AppError, describeError } from '@shared/errors'
import { uiLanguage } from '../i18n/i18n'

/**
 * Main's errors travel as code, reason and params (src/shared/messages): this says them in the UI
 * language. Read in a template or a computed, it follows a change of language at once.
 */
export function useErrorText(): (error: AppError) => string {
  return (error) => describeError(error, uiLanguage())
}
