import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { appError, AppFailure, isAppFailure } from '@shared/errors'

/**
 * The app's confirmation on the command line: more than `askAbove` requests (by default
 * CONFIRM_ABOVE_REQUESTS) need --yes. Without it the command says how many and stops before sending
 * them (exit 2). `sent` says whether the first page already went, to count them (it stays in the
 * 24-hour cost cache).
 */
export function confirmRequests(
  requests: number,
  yes: boolean,
  sent: 'nothing' | 'first page' = 'nothing',
  askAbove = CONFIRM_ABOVE_REQUESTS,
): void {
  if (yes || requests <= askAbove) return
  throw new AppFailure(
    appError(
      sent === 'nothing' ? 'error.validation.cli_needs_yes' : 'error.validation.cli_needs_yes_more',
      { requests },
    ),
  )
}

/** Refusals for want of the user's word: more requests than said need --yes again (exit 2). */
const UNCONFIRMED = new Set([
  'cli_needs_yes',
  'cli_needs_yes_more',
  'cli_needs_yes_pages',
  'over_confirmed',
])

/**
 * The refusals above, and a run or walk stopped before going past what was confirmed: the command
 * line must change (exit 2); nothing was sent past what it said.
 */
export function isUnconfirmed(error: unknown): boolean {
  if (!isAppFailure(error) || error.appError.code !== 'validation') return false
  return UNCONFIRMED.has(error.appError.reason ?? '')
}

/** Exit 3: a command stopped by its --max-requests cap, told apart from usage errors (2). */
export const EXIT_CAPPED = 3

/** A command stopped at its --max-requests cap (issue 33, item 12): exit 3. */
export function isCapped(error: unknown): boolean {
  if (!isAppFailure(error) || error.appError.code !== 'validation') return false
  const reason = error.appError.reason ?? ''
  return reason === 'cli_max_requests' || reason === 'cli_max_requests_unkept'
}
