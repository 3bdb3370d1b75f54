import { notSavedError } from '@shared/wire/unsaved-fields'
import { type AppError, appError, AppErrorSchema } from '@shared/errors'
import { type OutboxRecord } from '../../storage/outbox-table'

/** A failed entry keeps its whole error, so the screen can say it in the UI language. */
export function storedError(error: AppError): string {
  return JSON.stringify(error)
}

/** The error of a failed entry; an older version kept only its Spanish sentence. */
export function failureOf(stored: string | null): AppError | null {
  if (stored === null) return null
  try {
    const parsed = AppErrorSchema.safeParse(JSON.parse(stored))
    if (parsed.success) return parsed.data
  } catch {
    // plain text, below
  }
  return appError('error.validation.refused_earlier', { detail: stored })
}

/**
 * The error an entry shows. One the service answered without saving (SC-EDIT-6) names its fields again
 * when an older version stored only a Spanish sentence, so it too is said in the UI language.
 */
export function entryFailure(
  entry: Pick<OutboxRecord, 'error' | 'reason' | 'patch'>,
): AppError | null {
  const error = failureOf(entry.error)
  if (entry.reason !== 'not_saved' || error?.code === 'not_saved') return error
  return notSavedError(Object.keys(entry.patch))
}
