import { CONFIRM_ABOVE_REQUESTS } from '@shared/concession-costs'
import { type ClientData, type ClientListFilters } from '@shared/wire/client'
import { type AidRun, type OpportunitiesRun } from '@shared/portfolio/portfolio'
import { groupByGrant } from '@shared/portfolio/portfolio-groups'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { deadlinesOf } from '@shared/portfolio/portfolio-deadlines'
import { walkAll } from '../../api/page-walker'
import {
  portfolioAidDataset,
  portfolioClientsDataset,
  portfolioDeadlinesDataset,
  portfolioGrantsDataset,
  portfolioIncompleteDataset,
} from '../../export/export-parts'
import { deadlinesCalendar } from '../../portfolio/ics'
import { type Command } from '../command'
import { costBudget } from '../cost-budget'
import { type CostFlags } from './cost-args'
import { type CliContext } from '../cli-context'
import { isSpreadsheet, printJson, tableOf, writeTables, writeTextFile } from '../file-output'

/** SC-PAGE-4: the clients of the scope are read 200 a page, as the app's sync does. */
const CLIENTS_PAGE_SIZE = 200

type Opportunities = Extract<Command, { name: 'portfolio opportunities' }>
type Aid = Extract<Command, { name: 'portfolio aid' }>
type Deadlines = Extract<Command, { name: 'portfolio deadlines' }>

/** The clients of the command's scope, from the service (the CLI keeps no replica). */
async function clientsInScope(
  ctx: CliContext,
  filters: ClientListFilters | null,
  active: boolean,
): Promise<ClientData[]> {
  const paged = ctx.api.listClients({
    isActive: active ? 1 : 0,
    pageSize: CLIENTS_PAGE_SIZE,
    ...(filters ? { filters } : {}),
  })
  const { rows } = await walkAll(paged, { signal: ctx.signal })
  return rows
}

/**
 * The app's run of one kind. SC-COST-3: above «No preguntar por menos de N consultas» it needs
 * --yes; without it the command says how many and stops (exit 2) before any request that costs.
 * With --yes, when page 1 of each profile or NIF shows more pages, the run goes on up to
 * --max-requests (exit 3 past it, what it fetched kept for 24 hours).
 */
async function runOf(
  ctx: CliContext,
  clients: readonly ClientData[],
  command: CostFlags & { profileOnly?: boolean },
  kind: PortfolioKind,
  aid: { years?: number; threshold?: number } = {},
) {
  const budget = costBudget(ctx, command)
  const portfolio = (await ctx.services()).portfolio(clients, {
    profileOnly: command.profileOnly ?? false,
    whenMoreNeeded: budget.whenMoreNeeded,
    ...(command.maxRequests === null ? {} : { maxRequests: command.maxRequests }),
  })
  // Ctrl-C or SIGTERM cancels the run: nothing of it is stored.
  ctx.signal.addEventListener('abort', () => portfolio.cancelAll(), { once: true })
  const scope = { filter: null }
  const plan = await portfolio.plan({ kind, scope, refresh: false })
  budget.ask(plan.requests)
  // Above the cap from the start: nothing is sent, and it says what finishing takes (exit 3).
  budget.refuseAbove(plan.requests)
  // The service's own confirmation, as the app's (the command line's answer was given above).
  const confirmed =
    plan.requests > CONFIRM_ABOVE_REQUESTS ? { confirmedRequests: plan.requests } : {}
  const run = await portfolio.run({ kind, scope, refresh: false, ...confirmed, ...aid })
  budget.report(run.requests)
  return run
}

async function opportunitiesRun(
  ctx: CliContext,
  command: {
    filters: ClientListFilters | null
    active: boolean
    profileOnly: boolean
  } & CostFlags,
): Promise<OpportunitiesRun> {
  ctx.requireSignedIn()
  const clients = await clientsInScope(ctx, command.filters, command.active)
  const run = await runOf(ctx, clients, command, 'opportunities')
  if (run.kind !== 'opportunities') throw new Error('portfolio: unexpected run kind')
  return run
}

/** The JSON of `portfolio opportunities` (issue 13, item 6), field by field. */
function opportunitiesDocument(run: OpportunitiesRun) {
  return {
    run_at: new Date(run.runAt).toISOString(),
    clients: run.clients,
    incomplete: run.incomplete.map((client) => client.id),
    nif_not_found: run.incomplete.filter((client) => client.nifNotFound).map((client) => client.id),
    requests: run.requests,
    confirmed_requests: run.confirmedRequests,
    opportunities: run.rows.map((row) => ({
      client_id: row.client_id,
      client_name: row.client_name,
      nif: row.nif,
      slug: row.slug,
      formatted_title: row.formatted_title,
      status_text: row.status_text,
      total_amount: row.total_amount,
      scope: row.scope,
      new: row.new,
      origin: row.origin,
    })),
  }
}

/**
 * The JSON of `portfolio aid`: `window` is the three years that end on the run's day, both ends
 * included; `over_threshold` holds `window_total` against the threshold.
 */
function aidDocument(run: AidRun) {
  return {
    window: run.window,
    threshold: run.threshold,
    clients: run.clients.map((client) => ({
      client_id: client.client_id,
      nif: client.nif,
      name: client.name,
      by_year: client.by_year,
      window_total: client.window_total,
      total: client.total,
      count: client.count,
      undated_count: client.undated_count,
      undated_total: client.undated_total,
      last_date: client.last_date,
      over_threshold: client.over_threshold,
      de_minimis_total: client.de_minimis_total,
      de_minimis_unknown: client.de_minimis_unknown,
      de_minimis_source: client.de_minimis_source,
      over_de_minimis: client.over_de_minimis,
      only_grants: client.only_grants,
      only_registry: client.only_registry,
    })),
  }
}

/** The JSON of `portfolio deadlines`: every parsed date, sorted by date then slug. */
function deadlinesDocument(view: ReturnType<typeof deadlinesOf>) {
  return {
    deadlines: view.deadlines.map((deadline) => ({
      slug: deadline.slug,
      formatted_title: deadline.formatted_title,
      kind: deadline.kind,
      date: deadline.date,
      client_ids: deadline.client_ids,
    })),
  }
}

export async function portfolioOpportunities(
  ctx: CliContext,
  command: Opportunities,
): Promise<void> {
  const run = await opportunitiesRun(ctx, command)
  const { output } = command
  if (isSpreadsheet(output)) {
    const clients = tableOf(ctx, output, portfolioClientsDataset, run.rows)
    if (output.format === 'csv') return writeTables(ctx, output, [clients])
    return writeTables(ctx, output, [
      tableOf(ctx, output, portfolioGrantsDataset, groupByGrant(run.rows)),
      clients,
      tableOf(ctx, output, portfolioIncompleteDataset, run.incomplete),
    ])
  }
  printJson(ctx, output, opportunitiesDocument(run), run.rows.length)
}

export async function portfolioAid(ctx: CliContext, command: Aid): Promise<void> {
  ctx.requireSignedIn()
  const clients = await clientsInScope(ctx, command.filters, command.active)
  const run = await runOf(ctx, clients, command, 'aid', {
    years: command.years,
    ...(command.threshold === null ? {} : { threshold: command.threshold }),
  })
  if (run.kind !== 'aid') throw new Error('portfolio: unexpected run kind')
  if (run.withoutNif.length > 0) {
    ctx.output.warn(
      renderMessage('es', 'cli.warning.clients_without_nif', {
        count: run.withoutNif.length,
        ids: run.withoutNif.map((c) => c.id).join(', '),
      }),
    )
  }
  const { output } = command
  if (isSpreadsheet(output)) {
    return writeTables(ctx, output, [tableOf(ctx, output, portfolioAidDataset(run), run.clients)])
  }
  printJson(ctx, output, aidDocument(run), run.clients.length)
}

export async function portfolioDeadlines(ctx: CliContext, command: Deadlines): Promise<void> {
  const run = await opportunitiesRun(ctx, {
    filters: null,
    active: false,
    profileOnly: false,
    yes: command.yes,
    maxRequests: command.maxRequests,
    askAbove: command.askAbove,
  })
  const view = deadlinesOf(run)
  for (const grant of view.unparsed) {
    ctx.output.warn(
      renderMessage('es', 'cli.warning.unparsed_date', {
        title: grant.formatted_title,
        slug: grant.slug,
        text: grant.status_text,
      }),
    )
  }
  const { output } = command
  if (output.format === 'ics' && output.out) {
    return writeTextFile(
      ctx,
      { ...output, out: output.out },
      deadlinesCalendar(view, output.lang),
      view.deadlines.length,
    )
  }
  if (isSpreadsheet(output)) {
    return writeTables(ctx, output, [
      tableOf(ctx, output, portfolioDeadlinesDataset, view.deadlines),
    ])
  }
  printJson(ctx, output, deadlinesDocument(view), view.deadlines.length)
}
