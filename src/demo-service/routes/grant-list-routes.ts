import { type FastifyInstance } from 'fastify'
import { foldText } from '@shared/text'
import { notFound } from '../error-answers'
import { DEFAULT_PAGE_SIZE, pageRequest, paginate } from '../pagination'
import { queryOf } from '../request-url'
import { statusTextOf, type Grant } from '../seed/grants'
import { type DemoServiceState } from '../state'
import { requestData } from './concessions-routes'
import { requireCredit, type RouteContext, userOf } from './route-context'

/** A row of `GET funds/concessions/`: a grant with published concessions, their count and total. */
export interface GrantWithConcessionsRow {
  id: number
  slug: string
  formatted_title: string
  status_text: string
  total_amount: number
  concessions_count: number
  concessions_amount: number
}

interface Totals {
  count: number
  amount: number
}

/** Words of a title as a search compares them: folded (no case, no accents), split on anything else. */
const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** Every word of `text` is a word of the title, or begins one («digit» finds «Digital»). */
export function titleMatches(title: string, text: string): boolean {
  const titleWords = wordsOf(title)
  return wordsOf(text).every((word) => titleWords.some((own) => own.startsWith(word)))
}

/** Newest editions first (opening date descending), then by id descending. */
const newestFirst = (a: Grant, b: Grant) =>
  a.startDate === b.startDate ? b.id - a.id : a.startDate < b.startDate ? 1 : -1

/**
 * The concessions of each grant, counted and summed once per demo service: the same rows
 * `beneficiaries/` lists, so the counts agree with it.
 */
function totalsOf(state: DemoServiceState) {
  const known = new Map<number, Totals>()
  return (grant: Grant): Totals => {
    let totals = known.get(grant.id)
    if (!totals) {
      const rows = state.concessions.rowsOfGrant(grant)
      let amount = 0
      for (let start = 0; start < rows.length; start += 1000) {
        for (const row of rows.slice(start, start + 1000)) amount += row.amount
      }
      totals = { count: rows.length, amount: Math.round(amount * 100) / 100 }
      known.set(grant.id, totals)
    }
    return totals
  }
}

/**
 * `GET funds/concessions/` (the vendor's «Listado de concesiones»), in both dialects: the seeded
 * grants that have concessions, `requestData.search_by_text` matching words of the title without
 * case or accents, paged like the other lists (the vendor dialect in pages of 10 whatever
 * `page_size` says, since the vendor documents none). One credit. 404 while
 * `switches.grantNeighbours` is off.
 */
export function registerGrantList(app: FastifyInstance, ctx: RouteContext): void {
  const vendor = ctx.state.dialect === 'vendor'
  const totals = totalsOf(ctx.state)
  app.get('/api/v2/funds/concessions/', (request) => {
    if (!ctx.switches.grantNeighbours) throw notFound()
    const user = userOf(ctx, request)
    requireCredit(ctx, user)
    const query = queryOf(request)
    const { search_by_text: text } = requestData(query)
    const search = typeof text === 'string' ? text : ''
    const rows = ctx.state.grants
      .filter((grant) => totals(grant).count > 0 && titleMatches(grant.title, search))
      .sort(newestFirst)
    const pages = pageRequest(query)
    const today = ctx.state.today
    const page = paginate(
      request,
      rows,
      vendor ? { ...pages, size: DEFAULT_PAGE_SIZE } : pages,
      (grant): GrantWithConcessionsRow => ({
        id: grant.id,
        slug: grant.slug,
        formatted_title: grant.title,
        status_text: statusTextOf(grant, today),
        total_amount: grant.totalAmount,
        concessions_count: totals(grant).count,
        concessions_amount: totals(grant).amount,
      }),
    )
    ctx.state.spendCredit(user.user.id)
    return page
  })
}
