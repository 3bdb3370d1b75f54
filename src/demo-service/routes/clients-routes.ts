import { type FastifyInstance, type FastifyRequest } from 'fastify'
import { parseClientQuery } from '../client-filters'
import { createClient } from '../client-from-nif'
import { clientChanges } from '../client-patch'
import { detailError, notFound } from '../error-answers'
import { MAX_CLIENT_PAGE_SIZE, pageRequest, paginatedJson } from '../pagination'
import { queryOf } from '../request-url'
import { canSee } from '../permissions'
import { type StoredClient } from '../seed/clients-seed'
import { expertOf, objectBody, pathId, type RouteContext } from './route-context'

type ById = FastifyRequest<{ Params: { id: string } }>

const PAGE_SIZE_REQUIRED = `El parámetro «page_size» es obligatorio: un entero entre 1 y ${MAX_CLIENT_PAGE_SIZE}.`

/** The vendor requires `page_size` on `clients/` and `forms/` (SC-DIALECT-2); above 200 it is clamped, as in SC-PAGE-4. */
export function requirePageSize(query: URLSearchParams): void {
  const raw = query.get('page_size') ?? ''
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw detailError(400, PAGE_SIZE_REQUIRED)
}

/** Operations 2, 3 and 5: client detail, update and list, all with the expert token. */
export function registerClients(app: FastifyInstance, ctx: RouteContext): void {
  const { state } = ctx
  const vendor = state.dialect === 'vendor'

  app.get('/api/v2/clients/', (request, reply) => {
    const expert = expertOf(ctx, request)
    const query = queryOf(request)
    if (vendor) requirePageSize(query)
    const page = pageRequest(query, MAX_CLIENT_PAGE_SIZE)
    const { order, matches, key } = parseClientQuery(query, state.dialect)
    const rows = state.clients.listing(expert, order, key, matches)
    // Rendered once per listing and page: a sync's pages asked again cost a copy of bytes.
    return reply.type('application/json; charset=utf-8').send(paginatedJson(request, rows, page))
  })

  // The vendor's «Crear cliente» (SC-CLIENT-6); 404 with the reading `createClients` off.
  app.post('/api/v2/clients/', (request, reply) => {
    const expert = expertOf(ctx, request)
    if (!ctx.readings.createClients) throw notFound()
    return reply.code(201).send(createClient(state, expert, objectBody(request.body)))
  })

  /** SC-CLIENT-4: unknown, or not visible to this expert → 404. */
  const visibleClient = (request: ById): StoredClient => {
    const expert = expertOf(ctx, request)
    const id = pathId(request.params.id)
    const record = id === null ? undefined : state.clients.get(id)
    if (!record || !canSee(expert, record.client)) throw notFound()
    return record.client
  }

  const detail = (request: ById) => visibleClient(request)
  // SC-EDIT-5: the whole client comes back, with the changes applied.
  const update = (request: ById) => {
    const current = visibleClient(request)
    const changes = clientChanges(objectBody(request.body), state.dialect)
    if (Object.keys(changes).length === 0) return current
    return state.clients.put({ ...current, ...changes })
  }

  // SC-CLIENT-4: the interface answers with and without the trailing slash. The vendor documents only
  // `clients/{client_id}/`: without the slash it answers 404, as a server that does not redirect.
  const paths = vendor ? ['/api/v2/clients/:id/'] : ['/api/v2/clients/:id', '/api/v2/clients/:id/']
  for (const path of paths) {
    app.get(path, detail)
    app.patch(path, update)
  }
}
