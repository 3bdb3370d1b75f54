import { type Command } from '../command'
import { type CliContext } from '../context'
import { opportunitiesDataset } from '../../export'
import { isSpreadsheet, pagesOf, writeSpreadsheet } from '../file-output'
import { printPaged } from './paged'

/** SC-SIM-2: the profile simulator; page N is the same POST with `?page=N`. */
export async function simulate(
  ctx: CliContext,
  command: Extract<Command, { name: 'simulate' }>,
): Promise<void> {
  ctx.requireSignedIn()
  const paged = ctx.api.simulate(command.profile)
  if (isSpreadsheet(command.output)) {
    return writeSpreadsheet(ctx, command.output, opportunitiesDataset, pagesOf(ctx, paged, command))
  }
  await printPaged(ctx, paged, command)
}
