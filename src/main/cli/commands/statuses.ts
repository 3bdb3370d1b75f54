import { statusesDataset, statusRows } from '../../export'
import { type Command } from '../command'
import { type CliContext } from '../context'
import { isSpreadsheet, mapped, pagesOf, writeSpreadsheet } from '../file-output'
import { printAll } from './paged'

const PAGE_SIZE = 100

/** SC-STAT-1: every case-file status group, in server order. */
export async function statuses(
  ctx: CliContext,
  command: Extract<Command, { name: 'statuses' }>,
): Promise<void> {
  ctx.requireSignedIn()
  const paged = ctx.api.statusGroups(PAGE_SIZE)
  if (isSpreadsheet(command.output)) {
    // One row per status, as the app exports them.
    const rows = mapped(pagesOf(ctx, paged, { all: true, page: 1 }), (groups) => statusRows(groups))
    return writeSpreadsheet(ctx, command.output, statusesDataset, rows)
  }
  await printAll(ctx, paged, command.output)
}
