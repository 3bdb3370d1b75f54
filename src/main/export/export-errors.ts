import { basename } from 'node:path'
import { type AppError, appError, AppFailure, isAppFailure } from '@shared/errors'

export function exportCancelledError(): AppError {
  return appError('error.cancelled.export_cancelled', {})
}

function errnoOf(error: unknown): string | null {
  if (!(error instanceof Error) || !('code' in error)) return null
  const { code } = error as NodeJS.ErrnoException
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : null
}

/** The catalogue says what each errno means for the user (`export.errno.*`). */
function writeFailedError(target: string, errno: string): AppError {
  return appError('error.internal.write_failed', { file: basename(target), errno })
}

/**
 * What an export throws: a cancel is always `export_cancelled`, a file-system error becomes
 * `write_failed`, anything else (the service's errors, bugs) passes unchanged.
 */
export function exportFailure(error: unknown, target: string, signal?: AbortSignal): unknown {
  if (signal?.aborted) return new AppFailure(exportCancelledError())
  if (isAppFailure(error)) {
    return error.appError.code === 'cancelled' ? new AppFailure(exportCancelledError()) : error
  }
  const errno = errnoOf(error)
  return errno ? new AppFailure(writeFailedError(target, errno)) : error
}
