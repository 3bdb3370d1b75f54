import { type AppError, appError, AppFailure } from '@shared/errors'
import { type FieldErrors } from '@shared/validation'
import { fieldErrorsOf, serverMessageOf } from './server-message'

function sentence(text: string): string {
  return /[.!?…»)]$/.test(text) ? text : `${text}.`
}

/**
 * The service said something: its words travel as `serverMessage` and as the `detail` of the
 * sentence (`service_refused`); without words, the sentence names the status (`http_status`).
 */
export function httpError(status: number, body: unknown): AppError {
  const serverMessage = serverMessageOf(body)
  const said = serverMessage !== null
  const base = { status, ...(said ? { serverMessage } : {}) }
  if (status === 401) return appError('error.unauthorized.session_expired', { status }, base)
  // A 403 never says why by its words: a paid call's is told apart with the balance (SC-COST-6).
  if (status === 403) {
    return said
      ? appError(
          'error.forbidden.service_refused',
          { status, detail: sentence(serverMessage) },
          base,
        )
      : appError('error.forbidden.http_status', { status }, base)
  }
  if (status === 404) return appError('error.not_found.missing', { status }, base)
  if (status === 429) return appError('error.rate_limited.too_many_requests', { status }, base)
  if (status >= 500) {
    return said
      ? appError('error.server.service_refused', { status, detail: serverMessage }, base)
      : appError('error.server.http_status', { status }, base)
  }
  const fields: FieldErrors | null = fieldErrorsOf(body)
  const extras = { ...base, ...(fields ? { fields } : {}) }
  return said
    ? appError(
        'error.validation.service_refused',
        { status, detail: sentence(serverMessage) },
        extras,
      )
    : appError('error.validation.http_status', { status }, extras)
}

export function offlineError(): AppError {
  return appError('error.offline.unreachable', {})
}

export function timeoutError(seconds: number): AppError {
  return appError('error.timeout.no_answer', { seconds })
}

export function cancelledError(): AppError {
  return appError('error.cancelled.operation_cancelled', {})
}

export function fail(error: AppError): never {
  throw new AppFailure(error)
}
