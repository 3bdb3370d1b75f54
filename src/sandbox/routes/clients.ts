import { type FastifyInstance, type FastifyRequest } from 'fastify'
import { type Client } from '@shared/domain/client'
import { parseClientQuery } from '../client-filters'
import { clientChanges } from '../client-patch'
import { notFound } from '../errors'
import { MAX_CLIENT_PAGE_SIZE, pageRequest, paginate } from '../pagination'
import { queryOf } from '../request-url'
import { canSee } from '../permissions'
import { expertOf, objectBody, pathId, type RouteContext } from './context'

type ById = FastifyRequest<{ Params: { id: string } }>

/** Operations 2, 3 and 5: client detail, update and list, all with the expert token. */
export function registerClients(app: FastifyInstance, ctx: RouteContext): void {
  const { state } = ctx

  app.get('/api/v2/clients/', (request) => {
    const expert = expertOf(ctx, request)
    const query = queryOf(request)
    const page = pageRequest(query, MAX_CLIENT_PAGE_SIZE)
    const { order, matches } = parseClientQuery(query)
    // Views are cached until a client changes: what this expert sees, in this order, and then
    // each listing (filters and isActive), whose pages are slices of one array.
    const orderKey = `${order.descending ? '-' : ''}${order.field}`
    const visible = state.clients.view(`visible:${expert.id}:${orderKey}`, () =>
      state.clients.sorted(order).filter((record) => canSee(expert, record.client)),
    )
    const listKey = `list:${expert.id}:${query.get('isActive') ?? ''}:${query.get('filters') ?? ''}`
    const rows = state.clients.view(listKey, () => visible.filter(matches))
    return paginate(request, rows, page, (record) => record.client)
  })

  /** G10: unknown, or not visible to this expert → 404. */
  const visibleClient = (request: ById): Client => {
    const expert = expertOf(ctx, request)
    const id = pathId(request.params.id)
    const record = id === null ? undefined : state.clients.get(id)
    if (!record || !canSee(expert, record.client)) throw notFound()
    return record.client
  }

  const detail = (request: ById) => visibleClient(request)
  // G11: the whole client comes back, with the changes applied.
  const update = (request: ById) => {
    const current = visibleClient(request)
    const changes = clientChanges(objectBody(request.body))
    if (Object.keys(changes).length === 0) return current
    return state.clients.put({ ...current, ...changes })
  }

  // G10: the single-client path works with and without the trailing slash.
  for (const path of ['/api/v2/clients/:id', '/api/v2/clients/:id/']) {
    app.get(path, detail)
    app.patch(path, update)
  }
}
