import { type LoginRequest, type LoginUser, type UserDetail } from '@shared/wire/user'
import { ANSWER_SCHEMAS } from './answer-schemas'
import { type ApiTransport } from './api-transport'
import { apiUrl } from './api-urls'

/** Signing in, the user, the credits and the catalogue (SC-AUTH, SC-USER, SC-COST-5, SC-CAT-3). */
export function sessionOperations(transport: ApiTransport) {
  const { config, call, one, refused } = transport
  return {
    /**
     * 1. Login goes to the test address and is never retried blindly. The clients sync follows a
     * sign-in: the thread that reads its pages loads its code meanwhile, ready for page 2.
     */
    login(body: LoginRequest, signal?: AbortSignal) {
      void config.clientPages?.prepare()
      return one(
        'users/login/',
        {
          operation: 'users.login',
          method: 'POST',
          auth: 'none',
          body,
          schema: ANSWER_SCHEMAS['users.login'],
          retry: false,
        },
        signal,
        'test',
      )
    },

    /**
     * 4. User detail in the SC-USER-1 detail form. Our description takes the user token, the vendor the
     * expert token only (SC-USER-2): the expert token goes first when there is one, then, on a 403, the
     * user token. See `userProfile` for the fallback to `users/current/`.
     */
    async getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
      const { baseUrl } = await config.endpoints()
      const detail = (auth: 'user' | 'expert') =>
        call({
          operation: 'users.get',
          method: 'GET',
          url: apiUrl(baseUrl, `users/${id}/`),
          auth,
          schema: ANSWER_SCHEMAS['users.get'],
          retry: true,
          ...(signal ? { signal } : {}),
        })
      if (config.credentials()?.expertToken) {
        try {
          return await detail('expert')
        } catch (error) {
          if (!refused(error)) throw error
        }
      }
      return detail('user')
    },

    /** The signed-in user in the login shape, with the user token (SC-USER-2; not in our description). */
    async currentUser(signal?: AbortSignal): Promise<LoginUser> {
      const { baseUrl } = await config.endpoints()
      return call({
        operation: 'users.current',
        method: 'GET',
        url: apiUrl(baseUrl, 'users/current/'),
        auth: 'user',
        schema: ANSWER_SCHEMAS['users.current'],
        retry: true,
        ...(signal ? { signal } : {}),
      })
    },

    /**
     * The credit balance (SC-COST-5): not in our description, so a 404 means «this service does not
     * tell», and the callers go on speaking of requests. Free; either token would do.
     */
    usageStatistics(signal?: AbortSignal) {
      return one(
        'users/usage-statistics/',
        {
          operation: 'users.usageStatistics',
          method: 'GET',
          auth: 'user',
          schema: ANSWER_SCHEMAS['users.usageStatistics'],
          retry: true,
        },
        signal,
      )
    },

    /**
     * The signed-in advisor as an expert (SC-CASE-6): `experts/current/`, expert token, free; not in
     * our description, so a 404 means the service does not have it.
     */
    currentExpert(signal?: AbortSignal) {
      return one(
        'experts/current/',
        {
          operation: 'experts.current',
          method: 'GET',
          auth: 'expert',
          schema: ANSWER_SCHEMAS['experts.current'],
          retry: true,
        },
        signal,
      )
    },

    /** SC-CAT-3: the service's catalogue; not among the nine, so callers treat its absence as normal. */
    dataFilters(signal?: AbortSignal) {
      return one(
        'data-filters/',
        {
          operation: 'catalogue.dataFilters',
          method: 'GET',
          auth: 'user',
          schema: ANSWER_SCHEMAS['catalogue.dataFilters'],
          retry: true,
        },
        signal,
      )
    },
  }
}
