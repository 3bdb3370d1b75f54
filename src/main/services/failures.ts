import { type AppErrorCode, isAppFailure } from '@shared/errors'

function isAppFailureCode(error: unknown, code: AppErrorCode): boolean {
  return isAppFailure(error) && error.appError.code === code
}

/** The request never reached the service: no connection or no answer in time. */
export function isNetworkFailure(error: unknown): boolean {
  return isAppFailureCode(error, 'offline') || isAppFailureCode(error, 'timeout')
}
