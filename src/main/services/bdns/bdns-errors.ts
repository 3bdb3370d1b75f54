import { type AppError, appError, isAppFailure } from '@shared/errors'

/**
 * An error of the grants service's client (api/http.ts) said of BDNS instead: the same code and
 * status, in a sentence that names the official registry, so the user knows which source failed.
 */
export function asBdnsError(error: unknown): AppError | null {
  if (!isAppFailure(error)) return null
  const { code, status, serverMessage } = error.appError
  const extras = {
    ...(status === undefined ? {} : { status }),
    ...(serverMessage ? { serverMessage } : {}),
  }
  switch (code) {
    case 'offline':
      return appError('error.offline.bdns_unreachable', {}, extras)
    case 'timeout':
      return appError('error.timeout.bdns_no_answer', {}, extras)
    case 'rate_limited':
      return appError('error.rate_limited.bdns_busy', {}, extras)
    case 'server':
      return appError('error.server.bdns_failed', { status: status ?? 0 }, extras)
    case 'bad_response':
      return appError('error.bad_response.bdns_unreadable', {}, extras)
    case 'validation':
    case 'not_found':
    case 'forbidden':
      return appError(
        'error.validation.bdns_refused',
        { detail: serverMessage ?? String(status ?? '') },
        extras,
      )
    default:
      return null
  }
}

/** The registry answered 200 with an error of its own (`{ codigo, error }`, bdns.md §3). */
export function bdnsBodyFailure(code: string, message: string | null): AppError {
  return appError('error.server.bdns_said', { detail: message ? `${code}: ${message}` : code })
}
