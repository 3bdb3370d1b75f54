import { type AppError, describeError, describeFields } from '@shared/errors'
import { type MessageRef, renderRef } from '@shared/messages'
import { type FieldErrors, fieldErrorsOf } from '@shared/validation'
import { type z } from 'zod'
import { uiLanguage } from '../i18n'

/**
 * Main's errors and the shared schemas' messages travel as catalogue keys (src/shared/messages);
 * these say them in the UI language. Read inside a computed or a template, they follow a change of
 * language at once.
 */
export function useErrorText(): (error: AppError) => string {
  return (error) => describeError(error, uiLanguage())
}

export function useMessages() {
  return {
    /** An error's sentence. */
    errorText: (error: AppError) => describeError(error, uiLanguage()),
    /** An error's field messages: main's by key, the service's as it sent them. */
    errorFields: (error: AppError): FieldErrors => describeFields(error, uiLanguage()),
    /** A schema's issues, grouped by field. */
    issues: (error: z.ZodError): FieldErrors => fieldErrorsOf(error, uiLanguage()),
    /** A sentence main left for the renderer to say (e.g. a warning beside a result). */
    refText: (ref: MessageRef) => renderRef(uiLanguage(), ref),
  }
}
