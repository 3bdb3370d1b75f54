import { type CliContext } from '../context'
import { printAll } from './paged'

const PAGE_SIZE = 100

/** G12: every case-file status group, in server order. */
export async function statuses(ctx: CliContext): Promise<void> {
  ctx.requireSignedIn()
  await printAll(ctx, ctx.api.statusGroups(PAGE_SIZE))
}
