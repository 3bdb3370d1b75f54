import { type FastifyInstance } from 'fastify'
import { notFound } from '../error-answers'
import { userDetailOf } from '../seed/accounts'
import { anyCallerOf, expertCallerOf, pathId, type RouteContext, userOf } from './route-context'

/**
 * Operation 4, `GET users/<id>/`: a caller reads only itself, any other id is «not found» (SC-USER-1).
 * The interface takes the user token (SC-AUTH-2); the vendor, the expert token only. Both dialects serve
 * `users/current/` (the login-shaped user, with the user token); only the vendor's has
 * `users/usage-statistics/`.
 */
export function registerUsers(app: FastifyInstance, ctx: RouteContext): void {
  const vendor = ctx.state.dialect === 'vendor'

  app.get<{ Params: { id: string } }>('/api/v2/users/:id/', (request) => {
    const caller = vendor ? expertCallerOf(ctx, request).user : userOf(ctx, request)
    if (pathId(request.params.id) !== caller.user.id) throw notFound()
    return userDetailOf(caller)
  })

  app.get('/api/v2/users/current/', (request) => userOf(ctx, request).user)

  // The advisor as an expert, as the vendor types it; 404 with the reading `expertsCurrent` off.
  app.get('/api/v2/experts/current/', (request) => {
    const { expert, user } = expertCallerOf(ctx, request)
    if (!ctx.readings.expertsCurrent) throw notFound()
    const [first = '', ...rest] = expert.name.split(' ')
    return {
      id: expert.id,
      first_name: first,
      last_name: rest.join(' '),
      username: expert.email.split('@')[0] ?? '',
      email: expert.email,
      business_name: user.user.business_name,
      is_super_expert: expert.admin,
      groups: ['Expert'],
      permissions: expert.admin ? ['workflows.view_all', 'clients.view_all'] : [],
      status: 1,
    }
  })

  app.get('/api/v2/users/usage-statistics/', (request) => {
    // A server without the operation: the client must cope (issue 10, item 3).
    if (!vendor) throw notFound()
    const caller = anyCallerOf(ctx, request)
    return {
      user_id: caller.user.id,
      user_email: caller.user.email,
      ...ctx.state.creditUsageOf(caller.user.id),
      credits_reset_date: ctx.state.creditsResetDate,
    }
  })
}
