import { type Command } from '../command'
import { type CliContext } from '../context'
import { printPaged } from './paged'

/** G6/G9: the full sync asks for 200 rows a page, and never assumes it got them. */
const ALL_PAGE_SIZE = 200

export async function listClients(
  ctx: CliContext,
  command: Extract<Command, { name: 'clients list' }>,
): Promise<void> {
  ctx.requireSignedIn()
  const pageSize = command.pageSize ?? (command.all ? ALL_PAGE_SIZE : null)
  const paged = ctx.api.listClients({
    isActive: command.active ? 1 : 0,
    ...(pageSize ? { pageSize } : {}),
    ...(command.filters ? { filters: command.filters } : {}),
  })
  await printPaged(ctx, paged, command)
}

export async function getClient(ctx: CliContext, id: number): Promise<void> {
  ctx.requireSignedIn()
  ctx.output.json(await ctx.api.getClient(id))
}

/** G11: the PATCH carries only the given fields; field errors are printed one per line. */
export async function updateClient(
  ctx: CliContext,
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  ctx.requireSignedIn()
  ctx.output.json(await ctx.api.updateClient(id, patch))
}
