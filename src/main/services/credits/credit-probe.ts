import { balanceOf, type CreditBalance } from '@shared/credits'
import { type AppError, appError, isAppFailure } from '@shared/errors'
import { formatDate } from '@shared/format'
import { type ApiClient } from '../../api/operations'

/** What asking `users/usage-statistics/` told (SC-COST-5). */
export type CreditProbe =
  | { kind: 'balance'; balance: CreditBalance }
  /** The service does not offer it (404): it does not tell the balance. */
  | { kind: 'unavailable' }
  /** Refused (403): this free operation too, so the session or its token is what is refused. */
  | { kind: 'refused' }
  /** 401: the key itself is missing or invalid, so the session has ended (SC-AUTH-4). */
  | { kind: 'expired'; error: AppError }
  /** No answer that says anything (offline, a fault): the balance is not known. */
  | { kind: 'unknown' }

/** Asks the service for the balance; never throws. */
export async function probeCredits(api: ApiClient): Promise<CreditProbe> {
  try {
    return { kind: 'balance', balance: balanceOf(await api.usageStatistics()) }
  } catch (error) {
    if (!isAppFailure(error)) return { kind: 'unknown' }
    const { status } = error.appError
    if (status === 404) return { kind: 'unavailable' }
    if (status === 403) return { kind: 'refused' }
    if (status === 401) return { kind: 'expired', error: error.appError }
    return { kind: 'unknown' }
  }
}

/**
 * A paid call's 403, told apart with the balance, never with its body (SC-COST-6): the vendor
 * answers it alike, with no body, to an account without credits and to the wrong kind of token.
 * At 0 credits left it is credits; with credits left it is the session or the permission. When the
 * balance cannot be read, the user is told the refusal may be for lack of credits.
 */
export function explainForbidden(error: AppError, probe: CreditProbe): AppError {
  const extras = {
    status: 403,
    ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
  }
  switch (probe.kind) {
    case 'balance': {
      const { balance } = probe
      if (balance.left <= 0) {
        return appError(
          'error.no_credits.no_credits_left',
          {
            monthly: balance.monthly,
            resetDate: balance.resetDate ?? '',
            resetOn: balance.resetDate ? formatDate(balance.resetDate) : '',
          },
          extras,
        )
      }
      return appError('error.forbidden.forbidden_with_credits', { left: balance.left }, extras)
    }
    case 'refused':
      return appError('error.forbidden.token_refused', {}, extras)
    case 'expired':
      return probe.error
    case 'unavailable':
    case 'unknown':
      return appError(
        'error.forbidden.credits_unknown',
        { detail: error.serverMessage ?? '' },
        extras,
      )
  }
}
