import { profileKey, SimulatorRunInputSchema } from '@shared/simulator'
import { type Command } from '../command'
import { confirmRequests } from '../confirm'
import { type CliContext } from '../cli-context'
import { opportunitiesDataset } from '../../export/write-exports'
import { isSpreadsheet, pagesOf, tableOf, writeSpreadsheet, writeTables } from '../file-output'
import { validated } from '../validated'
import { printPaged, printRows } from './paged-command'

type Simulate = Extract<Command, { name: 'simulate' }>

/**
 * Every page through the app's simulator service and its 24-hour cost cache. Above 20 requests
 * the first page (asked to count them) is kept and the rest waits for --yes.
 */
async function everyOpportunity(ctx: CliContext, command: Simulate) {
  const { simulator } = await ctx.services()
  const input = (all: boolean) =>
    validated(SimulatorRunInputSchema, { profile: command.profile, all }, 'simulate')
  const first = await simulator.run(input(false))
  if (first.complete) return first
  confirmRequests(first.totalPages - first.loadedPages, command.yes, 'first page')
  return simulator.run(input(true))
}

/** SC-SIM-2: the profile simulator; page N is the same POST with `?page=N`. */
export async function simulate(ctx: CliContext, command: Simulate): Promise<void> {
  ctx.requireSignedIn()
  const { output } = command
  if (command.all) {
    const { rows } = await everyOpportunity(ctx, command)
    if (!isSpreadsheet(output)) return printRows(ctx, rows, output)
    return writeTables(ctx, output, [tableOf(ctx, output, opportunitiesDataset, rows)])
  }
  // One page as the service sent it, through the same cost cache.
  const { cachedPages } = await ctx.services()
  const profile = validated(SimulatorRunInputSchema, { profile: command.profile }, 'simulate')
  const paged = cachedPages(
    `simulator:${profileKey(profile.profile)}`,
    ctx.api.simulate(profile.profile),
  )
  if (isSpreadsheet(output)) {
    return writeSpreadsheet(ctx, output, opportunitiesDataset, pagesOf(ctx, paged, command))
  }
  await printPaged(ctx, paged, command)
}
