import { type Call, type CallFilters, type SavedSearch } from '@shared/calls'
import { appError, AppFailure } from '@shared/errors'
import { type ClientData } from '@shared/wire/client'
import { walkAll } from '../../api/page-walker'
import { callsDataset, savedRunDataset } from '../../export/export-parts'
import { type CallsService } from '../../services/calls/calls-service'
import { type Command } from '../command'
import { type CliContext } from '../cli-context'
import { costBudget } from '../cost-budget'
import { isSpreadsheet, printJson, tableOf, writeTables } from '../file-output'
import { type OutputChoice } from '../flags'

type Calls = Extract<Command, { name: 'calls' }>
type Mode<M extends Calls['mode']> = Extract<Calls, { mode: M }>

/** A call as the command line prints it: snake_case, `closes_on` read from `status_text`. */
const rowOf = (call: Call) => ({
  id: call.id,
  slug: call.slug,
  title: call.title,
  state: call.state,
  closes_on: call.closesOn,
  amount: call.amount,
  status_text: call.statusText,
  recent: call.recent,
})

const savedOf = (search: SavedSearch) => ({
  name: search.name,
  filters: search.filters,
  created_at: new Date(search.createdAt).toISOString(),
  last_run_at: search.lastRunAt === null ? null : new Date(search.lastRunAt).toISOString(),
  last_count: search.lastCount,
})

/**
 * Page 1 (asked as any paid request, nothing when kept), then the pages up to `last` not kept,
 * asked again above «No preguntar por menos de N consultas» and capped by --max-requests.
 */
async function firstThenRest(
  ctx: CliContext,
  command: Mode<'search'> | Mode<'saved'>,
  service: CallsService,
  filters: CallFilters,
  all: boolean,
) {
  const budget = costBudget(ctx, command)
  budget.asked(service.cost({ filters, page: 1 }).requests)
  const first = await service.search({ filters, page: 1 })
  if (!all) return { budget, first, rows: first.results }
  const later = Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => i + 2)
  const unkept = later.filter((page) => service.cost({ filters, page }).requests > 0).length
  budget.ask(unkept, 'first page')
  budget.refuseAbove(unkept)
  const rows = new Map(first.results.map((call) => [call.id, call]))
  for (const page of later) {
    const next = await service.search({ filters, page })
    for (const call of next.results) if (!rows.has(call.id)) rows.set(call.id, call)
    if (!next.hasMore) break
  }
  return { budget, first, rows: [...rows.values()] }
}

async function search(ctx: CliContext, command: Mode<'search'>): Promise<void> {
  const service = (await ctx.services()).calls()
  const page = command.all ? 1 : command.page
  const filters = command.filters
  const found = command.all
    ? await firstThenRest(ctx, command, service, filters, true)
    : await (async () => {
        const budget = costBudget(ctx, command)
        budget.asked(service.cost({ filters, page }).requests)
        const first = await service.search({ filters, page })
        return { budget, first, rows: first.results }
      })()
  found.budget.report()
  const { output } = command
  if (isSpreadsheet(output)) {
    return writeTables(ctx, output, [tableOf(ctx, output, callsDataset, found.rows)])
  }
  printJson(
    ctx,
    output,
    { count: found.first.count, results: found.rows.map(rowOf) },
    found.rows.length,
  )
}

async function runSaved(ctx: CliContext, command: Mode<'saved'>): Promise<void> {
  const service = (await ctx.services()).calls()
  const saved = service.saved.find(command.savedName)
  const before = ctx.paidRequests()
  const { budget, first } = await firstThenRest(ctx, command, service, saved.filters, true)
  const run = await service.saved.run({ name: saved.name, maxPages: Math.max(1, first.pages) })
  budget.report()
  const output: OutputChoice = command.output
  if (isSpreadsheet(output)) {
    return writeTables(ctx, output, [tableOf(ctx, output, savedRunDataset, run.results)])
  }
  printJson(
    ctx,
    output,
    {
      name: run.name,
      count: run.count,
      first_run: run.firstRun,
      complete: run.complete,
      requests: ctx.paidRequests() - before,
      results: run.results.map((call) => ({ ...rowOf(call), new: call.isNew })),
      gone: run.gone.map(rowOf),
    },
    run.results.length,
  )
}

/** The clients the command fits a call against: the service's list (free; no replica here). */
async function clientsOfService(ctx: CliContext): Promise<ClientData[]> {
  const paged = ctx.api.listClients({ isActive: 1, pageSize: 200 })
  const { rows } = await walkAll(paged, { signal: ctx.signal })
  return rows
}

/**
 * SC-CALLS-7: the clients that fit a call, from its kept detail; when it is not kept, its one
 * request asked as any paid one (`"requests": 1`).
 */
async function fits(ctx: CliContext, command: Mode<'fits'>): Promise<void> {
  const services = await ctx.services()
  const { identifier } = command
  const ref = typeof identifier === 'number' ? { id: identifier } : { slug: identifier }
  let requests = 0
  if ((await services.calls().fits(ref)).status === 'notKept') {
    const budget = costBudget(ctx, command)
    budget.asked(1)
    const result =
      typeof identifier === 'number'
        ? await services.grants.section({
            grant: { id: identifier },
            section: 'details',
            cachedOnly: false,
            refresh: false,
          })
        : await services.grants.detailsBySlug(identifier)
    budget.report()
    requests = 1
    if (result.status === 'closed') {
      throw new AppFailure(appError('error.not_found.call_closed', { grant: String(identifier) }))
    }
    if (result.status !== 'ok')
      throw new AppFailure(appError('error.not_found.no_grant_detail', {}))
  }
  const fitting = await services.calls(await clientsOfService(ctx)).fits(ref)
  if (fitting.status === 'notKept') {
    throw new AppFailure(appError('error.not_found.no_grant_detail', {}))
  }
  ctx.output.json({
    grant: fitting.grantId,
    requests,
    total: fitting.total,
    clients: fitting.clients,
    compared: fitting.compared,
    unknown: fitting.unknown,
  })
}

/** «Convocatorias» from the command line (SC-CALLS-1..7): a search, the saved searches, fits. */
export async function calls(ctx: CliContext, command: Calls): Promise<void> {
  ctx.requireSignedIn()
  switch (command.mode) {
    case 'search':
      return search(ctx, command)
    case 'save': {
      const saved = (await ctx.services()).calls().saved.save({
        name: command.saveAs,
        filters: command.filters,
      })
      return ctx.output.json({ saved: savedOf(saved) })
    }
    case 'saved':
      return runSaved(ctx, command)
    case 'list-saved': {
      const list = (await ctx.services()).calls().saved.list()
      return ctx.output.json({ count: list.length, results: list.map(savedOf) })
    }
    case 'delete-saved':
      ;(await ctx.services()).calls().saved.delete({ name: command.savedName })
      return ctx.output.json({ deleted: command.savedName })
    case 'fits':
      return fits(ctx, command)
  }
}
