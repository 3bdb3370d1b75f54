import { type Command } from '../command'
import { type CliContext } from '../context'
import { printPaged } from './paged'

/** G13: the profile simulator; page N is the same POST with `?page=N`. */
export async function simulate(
  ctx: CliContext,
  command: Extract<Command, { name: 'simulate' }>,
): Promise<void> {
  ctx.requireSignedIn()
  await printPaged(ctx, ctx.api.simulate(command.profile), command)
}
