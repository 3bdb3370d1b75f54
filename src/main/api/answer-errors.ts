import { type AppError, appError } from '@shared/errors'

/**
 * `bad_response` errors: a service that answered something the app cannot use, or crossed one of
 * the bounds in limits.ts. Each names what the service did (`reason`) and the values its sentence
 * names (`params`); the sentences are in the message catalogue.
 */

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

/** The answer's shape is not what the operation expects; `field` is where it first differs. */
export function unexpectedShapeError(field: string): AppError {
  return appError('error.bad_response.unexpected_shape', { field })
}

/** A `next` link the app cannot read. */
export function nextInvalidError(): AppError {
  return appError('error.bad_response.next_invalid', {})
}

export function bodyTooLargeError(limitBytes: number): AppError {
  return appError('error.bad_response.body_too_large', { limitMb: megabytes(limitBytes) })
}

export function invalidJsonError(): AppError {
  return appError('error.bad_response.invalid_json', {})
}

export function redirectForeignError(host: string): AppError {
  return appError('error.bad_response.redirect_foreign', { host })
}

export function redirectMethodError(method: string): AppError {
  return appError('error.bad_response.redirect_method', { method })
}

export function tooManyRedirectsError(limit: number): AppError {
  return appError('error.bad_response.too_many_redirects', { limit })
}

export function redirectWithoutLocationError(status: number): AppError {
  return appError('error.bad_response.redirect_without_location', { status })
}

export function noNewRowsError(page: number): AppError {
  return appError('error.bad_response.no_new_rows', { page })
}

export function nextRepeatedError(page: number): AppError {
  return appError('error.bad_response.next_repeated', { page })
}

export function nextNotAdvancingError(page: number, nextPage: number): AppError {
  return appError('error.bad_response.next_not_advancing', { page, nextPage })
}

export function nextWithoutPageError(page: number): AppError {
  return appError('error.bad_response.next_without_page', { page })
}

export function morePagesThanCountError(count: number, pages: number): AppError {
  return appError('error.bad_response.more_pages_than_count', { count, pages })
}

export function pageCeilingError(limit: number, pages: number): AppError {
  return appError('error.bad_response.page_ceiling', { limit, pages })
}
