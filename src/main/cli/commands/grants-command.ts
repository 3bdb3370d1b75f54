import { appError, AppFailure } from '@shared/errors'
import { GrantSearchInputSchema } from '@shared/grant-info'
import { type Command } from '../command'
import { onePaidRequest } from '../cost-budget'
import { type CliContext } from '../cli-context'
import { validated } from '../validated'

type Grants = Extract<Command, { name: 'grants' }>

/**
 * SC-GRANTS-1: one page of `funds/concessions/` (the text as `search_by_text`) through the app's
 * service and its 24-hour cache; one paid request, confirmed as every paid one. `count` is the
 * service's; `concession_requests`, what listing a grant's concessions would take. A 404 on page 1
 * means the service lacks the list (exit 1).
 */
export async function grants(ctx: CliContext, command: Grants): Promise<void> {
  ctx.requireSignedIn()
  const { neighbours } = await ctx.services()
  const input = validated(
    GrantSearchInputSchema,
    { text: command.search, page: command.page },
    'grants',
  )
  const budget = onePaidRequest(ctx, command)
  const result = await neighbours.search(input)
  if (result.status === 'unavailable') {
    throw new AppFailure(appError('error.not_found.no_grants_search', {}))
  }
  budget.report()
  const rows = result.rows.map((grant) => ({
    id: grant.id,
    slug: grant.slug,
    title: grant.title,
    status_text: grant.statusText,
    total_amount: grant.totalAmount,
    concessions_count: grant.concessionsCount,
    concessions_amount: grant.concessionsAmount,
    concession_requests: grant.concessionRequests,
  }))
  ctx.output.json({ count: result.count, results: rows })
}
