import { type FastifyInstance } from 'fastify'
import { catalogueFor } from '../seed/status-groups'
import { loadOpenApi } from '../openapi'
import { pageRequest, paginate } from '../pagination'
import { queryOf } from '../request-url'
import { SCHEMA_PATH } from '../faults'
import { expertOf, type RouteContext, userOf } from './route-context'

/**
 * Operation 8 (`forms/status-groups-list/`), the SC-CAT-3 extension `data-filters/`, and the OpenAPI
 * document of the demo service itself, in the dialect it speaks.
 */
export function registerCatalogues(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/v2/forms/status-groups-list/', (request) => {
    expertOf(ctx, request)
    const catalogue = catalogueFor(ctx.readings.statusTemplates)
    return paginate(request, catalogue, pageRequest(queryOf(request)), (g) => g)
  })

  // The real service charges no credits for its catalogue.
  app.get('/api/v2/data-filters/', (request) => {
    userOf(ctx, request)
    return ctx.state.dataFilters
  })

  app.get(SCHEMA_PATH, (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(loadOpenApi(ctx.state.dialect)),
  )
}
