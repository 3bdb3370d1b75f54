import { type AppError, isAppFailure } from '@shared/errors'

/** The AppError `work` fails with (a call, or a promise under way); any other outcome fails the test. */
export async function appFailureOf(work: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof work === 'function' ? work() : work)
  } catch (error) {
    if (isAppFailure(error)) return error.appError
    throw error
  }
  throw new Error('it did not fail')
}
