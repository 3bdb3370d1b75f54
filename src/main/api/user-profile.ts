import { detailFromLogin, type UserDetail } from '@shared/wire/user'
import { isAppFailure } from '@shared/errors'
import { type ApiClient } from './operations'

export interface UserProfile {
  user: UserDetail
  /** `detail`: `users/<id>/` (SC-USER-1); `current`: `users/current/`, which does not send the groups. */
  source: 'detail' | 'current'
}

/** Refused (403) or not known there (404): `users/current/` may still answer for the caller. */
const FALLBACK_STATUSES: readonly (number | undefined)[] = [403, 404]

const statusOf = (error: unknown) => (isAppFailure(error) ? error.appError.status : undefined)

/**
 * A user's profile in the detail form, as far as the service lets us read it (SC-USER-1, SC-USER-2):
 * `users/<id>/` (see `getUser` for which tokens), and when that answers 403 or 404,
 * `users/current/` with the user token — only if it answers the user asked for.
 */
export async function userProfile(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<UserProfile> {
  try {
    return { user: await api.getUser(id, signal), source: 'detail' }
  } catch (error) {
    if (!FALLBACK_STATUSES.includes(statusOf(error))) throw error
    let current
    try {
      current = await api.currentUser(signal)
    } catch (fallback) {
      // A service without users/current/: the first answer is the one that says what happened.
      throw statusOf(fallback) === 404 ? error : fallback
    }
    // Another user's profile is not the signed-in one's: the first answer stands.
    if (current.id !== id) throw error
    return { user: detailFromLogin(current), source: 'current' }
  }
}
