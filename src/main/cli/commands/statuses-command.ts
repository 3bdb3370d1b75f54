import { statusesDataset, statusRows } from '../../export/export-parts'
import { type Command } from '../command'
import { type CliContext } from '../cli-context'
import { isSpreadsheet, tableOf, writeTables } from '../file-output'
import { printRows } from './paged-command'

/** SC-STAT-1: every case-file status group, in server order, through the app's service and its cost cache. */
export async function statuses(
  ctx: CliContext,
  command: Extract<Command, { name: 'statuses' }>,
): Promise<void> {
  ctx.requireSignedIn()
  const { groups } = await (await ctx.services()).statuses.list(false)
  const { output } = command
  if (!isSpreadsheet(output)) return printRows(ctx, groups, output)
  // One row per status, as the app exports them.
  return writeTables(ctx, output, [tableOf(ctx, output, statusesDataset, statusRows(groups))])
}
