import { appError, AppFailure } from '@shared/errors'
import { NifSimulationInputSchema } from '@shared/grant-info'
import { SimulatorRunInputSchema } from '@shared/simulator'
import { profileKey } from '@shared/simulator-key'
import { type Command } from '../command'
import { costBudget, onePaidRequest } from '../cost-budget'
import { type CliContext } from '../cli-context'
import { clientOpportunitiesDataset, opportunitiesDataset } from '../../export/export-parts'
import { nifQuery } from '../../services/grants/nif-query'
import {
  isSpreadsheet,
  pagesOf,
  printJson,
  tableOf,
  writeSpreadsheet,
  writeTables,
} from '../file-output'
import { validated } from '../validated'
import { printPaged, printRows } from './paged-command'

type Simulate = Extract<Command, { name: 'simulate'; profile: unknown }>
type SimulateByNif = Extract<Command, { name: 'simulate'; byNif: unknown }>

/**
 * Every page through the app's simulator service and its 24-hour cost cache. Above «No preguntar
 * por menos de N consultas» the first page (asked to count them) is kept and the rest waits for
 * --yes; --max-requests N sends the pages N allows, kept for 24 hours, and stops there (exit 3).
 */
async function everyOpportunity(ctx: CliContext, command: Simulate) {
  const { simulator } = await ctx.services()
  const budget = costBudget(ctx, command)
  const input = (pages: number | 'all') =>
    validated(
      SimulatorRunInputSchema,
      pages === 'all'
        ? { profile: command.profile, all: true }
        : { profile: command.profile, pages },
      'simulate',
    )
  const first = await simulator.run(input(1))
  if (first.complete) {
    budget.report()
    return first
  }
  const more = first.totalPages - first.loadedPages
  budget.ask(more, 'first page')
  const left = budget.left()
  if (more > left) {
    if (left > 0) await simulator.run(input(first.loadedPages + left))
    throw budget.stopped(more - left)
  }
  const all = await simulator.run(input('all'))
  budget.report()
  return all
}

/**
 * SC-NIFSIM-1: `funds/opportunities-by-cif/` through the app's service, its 24-hour cache and its
 * «Ya recibida» (the NIF's concessions this account keeps): one request, confirmed as every paid
 * one. The JSON is a simulation's page, the only one. A 404 means the service lacks it (exit 1).
 */
async function simulateByNif(ctx: CliContext, command: SimulateByNif): Promise<void> {
  ctx.requireSignedIn()
  const { neighbours } = await ctx.services()
  const input = validated(NifSimulationInputSchema, command.byNif, 'simulate')
  const budget = costBudget(ctx, command)
  budget.asked(neighbours.nifRequests(nifQuery(input)))
  const result = await neighbours.runByNif(input)
  if (result.status === 'unavailable') {
    throw new AppFailure(appError('error.not_found.no_nif_simulation', {}))
  }
  budget.report()
  const { output } = command
  const { rows } = result
  if (isSpreadsheet(output)) {
    return writeTables(ctx, output, [tableOf(ctx, output, clientOpportunitiesDataset, rows)])
  }
  printJson(
    ctx,
    output,
    { count: rows.length, next: null, previous: null, results: rows },
    rows.length,
  )
}

/** SC-SIM-2: the profile simulator; page N is the same POST with `?page=N`. */
export async function simulate(
  ctx: CliContext,
  command: Extract<Command, { name: 'simulate' }>,
): Promise<void> {
  if ('byNif' in command) return simulateByNif(ctx, command)
  ctx.requireSignedIn()
  const { output } = command
  if (command.all) {
    const { rows } = await everyOpportunity(ctx, command)
    if (!isSpreadsheet(output)) return printRows(ctx, rows, output)
    return writeTables(ctx, output, [tableOf(ctx, output, opportunitiesDataset, rows)])
  }
  // One page as the service sent it, through the same cost cache: one paid request.
  const budget = onePaidRequest(ctx, command)
  const { cachedPages } = await ctx.services()
  const profile = validated(SimulatorRunInputSchema, { profile: command.profile }, 'simulate')
  const paged = cachedPages(
    `simulator:${profileKey(profile.profile)}`,
    ctx.api.simulate(profile.profile),
  )
  if (isSpreadsheet(output)) {
    await writeSpreadsheet(ctx, output, opportunitiesDataset, pagesOf(ctx, paged, command))
  } else await printPaged(ctx, paged, command)
  budget.report()
}
