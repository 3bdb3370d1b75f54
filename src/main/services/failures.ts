import { type AppErrorCode, isAppFailure } from '@shared/errors'

export function isAppFailureCode(error: unknown, code: AppErrorCode): boolean {
  return isAppFailure(error) && error.appError.code === code
}
