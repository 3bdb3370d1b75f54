import { notSavedError, unsavedFields } from '@shared/wire/unsaved-fields'
import { AppFailure } from '@shared/errors'
import { type Command } from '../command'
import { type CliContext } from '../cli-context'
import { EMPTY_CATALOGUE } from '@shared/catalogue'
import { clientsDataset } from '../../export/export-parts'
import { catalogueFrom } from '../../services/catalogue-service'
import { askedNow, isSpreadsheet, pagesOf, writeSpreadsheet } from '../file-output'
import { printPaged } from './paged-command'

/** SC-PAGE-4: the full sync asks for 200 rows a page, and never assumes it got them. */
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
  if (isSpreadsheet(command.output)) {
    const pages = askedNow(pagesOf(ctx, paged, command))
    // Names of the catalogue's actions and applicant types when the service publishes them
    // (SC-CAT-3), asked for while the first page comes.
    const catalogue = await ctx.api.dataFilters().then(catalogueFrom, () => EMPTY_CATALOGUE)
    return writeSpreadsheet(ctx, command.output, clientsDataset({ catalogue }), pages)
  }
  await printPaged(ctx, paged, command)
}

export async function getClient(ctx: CliContext, id: number): Promise<void> {
  ctx.requireSignedIn()
  ctx.output.json(await ctx.api.getClient(id))
}

/**
 * SC-EDIT-5: the PATCH carries only the given fields; field errors are printed one per line. The answer
 * goes to stdout; fields it does not hold (the service ignored them, SC-EDIT-6) are named on stderr and
 * the command fails (exit 1): nothing is reported as saved that was not.
 */
export async function updateClient(
  ctx: CliContext,
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  ctx.requireSignedIn()
  const answer = await ctx.api.updateClient(id, patch)
  ctx.output.json(answer)
  const ignored = unsavedFields(patch, answer)
  if (ignored.length === 0) return
  const saved = Object.keys(patch).length > ignored.length
  throw new AppFailure(notSavedError(ignored, saved ? 'cli_partial' : 'cli'))
}

/** SC-CLIENT-6: `POST clients/` with the checked NIF; prints the client the service made. */
export async function createClient(
  ctx: CliContext,
  client: Extract<Command, { name: 'clients create' }>['client'],
): Promise<void> {
  ctx.requireSignedIn()
  ctx.output.json(await ctx.api.createClient(client, ctx.signal))
}
