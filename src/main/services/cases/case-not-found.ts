import { appError, AppFailure, isAppFailure } from '@shared/errors'
import { type ApiClient } from '../../api/operations'

export const isNotFound = (error: unknown) =>
  isAppFailure(error) && error.appError.code === 'not_found'

/** The service has no case files at all (its `forms/` answers 404). */
export const noCaseFiles = () => new AppFailure(appError('error.not_found.no_case_files', {}))

/**
 * A 404 is ambiguous on `forms/{id}/` and the POSTs: a case file unknown, or a service without
 * case files. Page 1 of `forms/` tells: 404 there too means the latter.
 */
export async function explainNotFound(
  api: ApiClient,
  error: unknown,
  signal?: AbortSignal,
): Promise<never> {
  if (!isNotFound(error)) throw error
  try {
    await api.listCases({}, 1).fetch(1, signal)
  } catch (probe) {
    if (isNotFound(probe)) throw noCaseFiles()
  }
  throw error
}
