import { normalizeTaxId, taxIdError } from '@shared/tax-id'
import { type Command } from '../command'
import { type CliContext } from '../context'
import { concessionsByGrantDataset, concessionsByNifDataset } from '../../export'
import { isSpreadsheet, pagesOf, writeSpreadsheet } from '../file-output'
import { printPaged } from './paged'

/** Each page may cost a credit (SC-COST-1): --all asks for the largest page the sandbox serves. */
const ALL_PAGE_SIZE = 100

/** SC-CONC-1/SC-CONC-2: by beneficiary NIF (normalised; a bad checksum warns but still searches) or by grant. */
export async function concessions(
  ctx: CliContext,
  command: Extract<Command, { name: 'concessions' }>,
): Promise<void> {
  ctx.requireSignedIn()
  const pageSize = command.all ? ALL_PAGE_SIZE : undefined
  const { selector } = command
  if ('nif' in selector) {
    const problem = taxIdError(selector.nif)
    if (problem) {
      ctx.output.warn(`${problem} («${normalizeTaxId(selector.nif)}»); se busca igualmente.`)
    }
    const paged = ctx.api.concessionsByNif(selector.nif, pageSize)
    if (isSpreadsheet(command.output)) {
      return writeSpreadsheet(
        ctx,
        command.output,
        concessionsByNifDataset(selector.nif),
        pagesOf(ctx, paged, command),
      )
    }
    return printPaged(ctx, paged, command)
  }
  const paged = ctx.api.concessionsByGrant(selector, pageSize)
  if (isSpreadsheet(command.output)) {
    return writeSpreadsheet(
      ctx,
      command.output,
      concessionsByGrantDataset,
      pagesOf(ctx, paged, command),
    )
  }
  return printPaged(ctx, paged, command)
}
