import { detailFromLogin, type UserDetail } from '@shared/wire/user'
import { isAppFailure } from '@shared/errors'
import { type ApiClient } from './operations'

export interface UserProfile {
  user: UserDetail
  /** `detail`: `users/<id>/` (SC-USER-1); `current`: `users/current/`, which does not send the groups. */
  source: 'detail' | 'current'
}

/**
 * A user's profile in the detail form, as far as the service lets us read it (SC-USER-1, SC-USER-2):
 * `users/<id>/` (see `getUser` for which tokens), and when that is refused with 403,
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
    if (!isAppFailure(error) || error.appError.status !== 403) throw error
    const current = await api.currentUser(signal)
    // Another user's profile is not the signed-in one's: the refusal stands.
    if (current.id !== id) throw error
    return { user: detailFromLogin(current), source: 'current' }
  }
}
