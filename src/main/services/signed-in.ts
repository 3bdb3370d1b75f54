import { appError, AppFailure } from '@shared/errors'

/** The signed-in account; signed out, the call fails with `no_session`. */
export function requireAccount(account: string | null): string {
  if (account) return account
  throw new AppFailure(appError('error.no_session.signed_out', {}))
}
