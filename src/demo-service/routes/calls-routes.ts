import { type FastifyInstance } from 'fastify'
import { readCallQuery, sortCalls } from '../call-filters'
import { dayOf } from '../dates'
import { notFound } from '../error-answers'
import { DEFAULT_PAGE_SIZE, pageRequest, paginate } from '../pagination'
import { queryOf } from '../request-url'
import { statusTextOf, type Grant } from '../seed/grants'
import { requestData } from './concessions-routes'
import { requireCredit, type RouteContext, userOf } from './route-context'

/**
 * A row of `GET funds/` as the vendor's `openapi.json` types it. With the reading `callRowGaps`,
 * one row in four comes without `status_text` and `new_entity` and with `total_amount: null`, as
 * a schema without a `required` list allows.
 */
export interface CallRow {
  id: number
  slug: string
  formatted_title: string
  status_text?: string
  /** 1 for a call published in the last 30 days, else 0. */
  new_entity?: number
  total_amount: number | null
}

/** Published in the last 30 days, or announced. */
const NEW_DAYS = 30

/**
 * `GET funds/` («Listado de subvenciones»), in both dialects: the seeded grants and the recent
 * calls, filtered by `requestData` (call-filters.ts), `page` a query parameter of its own, pages
 * of 10 in the vendor dialect (it documents no `page_size`). One credit a page. 404 while
 * `switches.calls` is off: a service without it, as on our description.
 */
export function registerCalls(app: FastifyInstance, ctx: RouteContext): void {
  const vendor = ctx.state.dialect === 'vendor'
  app.get('/api/v2/funds/', (request) => {
    if (!ctx.switches.calls) throw notFound()
    const user = userOf(ctx, request)
    requireCredit(ctx, user)
    const query = queryOf(request)
    const today = ctx.state.today
    const calls = readCallQuery(requestData(query), today)
    const rows = sortCalls(
      ctx.state.calls.filter((grant) => calls.matches(grant)),
      calls,
    )
    const pages = pageRequest(query)
    const fresh = dayOf(today) - NEW_DAYS
    const gaps = ctx.readings.callRowGaps
    const page = paginate(
      request,
      rows,
      vendor ? { ...pages, size: DEFAULT_PAGE_SIZE } : pages,
      (grant: Grant): CallRow => {
        const gap = gaps && grant.id % 4 === 0
        return {
          id: grant.id,
          slug: grant.slug,
          formatted_title: grant.title,
          ...(gap
            ? {}
            : {
                status_text: statusTextOf(grant, today),
                new_entity: dayOf(grant.startDate) >= fresh ? 1 : 0,
              }),
          total_amount: gap ? null : grant.totalAmount,
        }
      },
    )
    ctx.state.spendCredit(user.user.id)
    return page
  })
}
