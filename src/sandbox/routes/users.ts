import { type FastifyInstance } from 'fastify'
import { notFound } from '../errors'
import { userDetailOf } from '../seed/accounts'
import { pathId, type RouteContext, userOf } from './context'

/** Operation 4: `GET users/<id>/`. A user reads only itself; any other id is «not found» (G17). */
export function registerUsers(app: FastifyInstance, ctx: RouteContext): void {
  app.get<{ Params: { id: string } }>('/api/v2/users/:id/', (request) => {
    const user = userOf(ctx, request)
    if (pathId(request.params.id) !== user.user.id) throw notFound()
    return userDetailOf(user)
  })
}
