import { type ConcessionQuery, ConcessionSearchInputSchema } from '@shared/concessions'
import { type GrantSelector } from '@shared/wire/concession'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { normalizeTaxId, taxIdError } from '@shared/tax-id'
import { type Command } from '../command'
import { confirmRequests } from '../confirm'
import { costBudget, onePaidRequest } from '../cost-budget'
import { type CliContext } from '../cli-context'
import { type CostFlags } from './cost-args'
import { concessionsByGrantDataset, concessionsByNifDataset } from '../../export/export-parts'
import { normaliseQuery } from '../../services/concessions/concession-query'
import { isSpreadsheet, pagesOf, tableOf, writeSpreadsheet, writeTables } from '../file-output'
import { validated } from '../validated'
import { printPaged, printRows } from './paged-command'

type Concessions = Extract<Command, { name: 'concessions' }>

function queryOf(selector: { nif: string } | GrantSelector): ConcessionQuery {
  if ('nif' in selector) return { kind: 'nif', nif: selector.nif }
  if ('fund_id' in selector) return { kind: 'grant-id', fundId: selector.fund_id }
  return { kind: 'grant-slug', fundSlug: selector.fund_slug }
}

/**
 * Every concession through the app's service and its 24-hour cost cache. Above «No preguntar por
 * menos de N consultas» the first page (asked to count them) is kept and the rest waits for --yes,
 * which answers every question of the run: a list grown meanwhile is read on, up to --max-requests
 * (exit 3 past it; a cap below the pages counted sends nothing more).
 */
export async function everyConcession(ctx: CliContext, flags: CostFlags, query: ConcessionQuery) {
  const { concessions } = await ctx.services()
  const budget = costBudget(ctx, flags)
  const input = (confirmedRequests?: number) =>
    validated(
      ConcessionSearchInputSchema,
      confirmedRequests === undefined ? { query } : { query, loadAll: true, confirmedRequests },
      'concessions',
    )
  let result = await concessions.search(input())
  // A page 1 asked again may count more than when the command asked: asked once more.
  for (let attempt = 0; attempt < 2 && !result.complete; attempt++) {
    const more = result.requestsForAll - 1
    budget.ask(more, 'first page')
    budget.refuseAbove(more)
    result = await concessions.search(input(more), budget.walk())
  }
  if (!result.complete) confirmRequests(result.requestsForAll - 1, false, 'first page')
  budget.report()
  return result
}

/** SC-CONC-1/SC-CONC-2: by beneficiary NIF (normalised; a bad checksum warns but still searches) or by grant. */
export async function concessions(ctx: CliContext, command: Concessions): Promise<void> {
  ctx.requireSignedIn()
  const { selector, output } = command
  if ('nif' in selector) {
    const problem = taxIdError(selector.nif)
    if (problem) {
      ctx.output.warn(
        renderMessage('es', 'cli.warning.tax_id_searched_anyway', {
          problem,
          nif: normalizeTaxId(selector.nif),
        }),
      )
    }
  }
  if (command.all) {
    const result = await everyConcession(ctx, command, queryOf(command.selector))
    if (!isSpreadsheet(output)) return printRows(ctx, result.rows, output)
    if (result.kind === 'nif') {
      const dataset = concessionsByNifDataset(result.nif)
      return writeTables(ctx, output, [tableOf(ctx, output, dataset, result.rows)])
    }
    return writeTables(ctx, output, [tableOf(ctx, output, concessionsByGrantDataset, result.rows)])
  }
  // One page as the service sent it, through the same cost cache: one paid request.
  const budget = onePaidRequest(ctx, command)
  await onePage(ctx, command)
  budget.report()
}

async function onePage(ctx: CliContext, command: Concessions): Promise<void> {
  const { selector, output } = command
  const { cachedPages } = await ctx.services()
  const { key } = normaliseQuery(queryOf(selector))
  if ('nif' in selector) {
    const paged = cachedPages(`concessions:${key}`, ctx.api.concessionsByNif(selector.nif))
    if (!isSpreadsheet(output)) return printPaged(ctx, paged, command)
    const dataset = concessionsByNifDataset(selector.nif)
    return writeSpreadsheet(ctx, output, dataset, pagesOf(ctx, paged, command))
  }
  const paged = cachedPages(`concessions:${key}`, ctx.api.concessionsByGrant(selector))
  if (!isSpreadsheet(output)) return printPaged(ctx, paged, command)
  return writeSpreadsheet(ctx, output, concessionsByGrantDataset, pagesOf(ctx, paged, command))
}
