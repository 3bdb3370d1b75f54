import { appError, AppFailure, isAppFailure } from '@shared/errors'

/**
 * Whether this service accepts unarchiving from the app (SC-CASE-13): the vendor names the action
 * «desarchivar» and gives only `archive` as an example, and we send `unarchive`. A 400 to it means
 * it does not: said once in the app's words with the service's, and «Desarchivar» not offered
 * again for that account while the app runs.
 */
export function createUnarchiveRefusals() {
  const refused = new Set<string>()
  return {
    offered: (account: string | null): boolean => account === null || !refused.has(account),

    /** The sentence said when `unarchive` is not offered any more: nothing is sent. */
    notOffered: () => new AppFailure(appError('error.validation.unarchive_refused', {})),

    /**
     * The failure of an `unarchive` as it is said: a 400 becomes the sentence (with the service's
     * words) and marks the service as refusing it; any other failure stays as it was.
     */
    said(account: string, error: unknown): unknown {
      if (!isAppFailure(error) || error.appError.code !== 'validation') return error
      refused.add(account)
      // The service's words travel with it: its message, and its field errors (the command line's).
      const { serverMessage, fields } = error.appError
      return new AppFailure(
        appError(
          'error.validation.unarchive_refused',
          {},
          { ...(serverMessage ? { serverMessage } : {}), ...(fields ? { fields } : {}) },
        ),
      )
    },
  }
}

export type UnarchiveRefusals = ReturnType<typeof createUnarchiveRefusals>
