import { type GrantSelector, GrantSelectorSchema } from '@shared/wire/concession'
import { positiveInteger } from '../coerce'
import {
  type FlagValues,
  nifOf,
  type OutputChoice,
  outputOf,
  type PageChoice,
  pageChoice,
} from '../flags'
import { costFlagsOf, type CostFlags } from './cost-args'
import { usageError } from '../usage-error'

export type ConcessionsCommand = {
  name: 'concessions'
  selector: { nif: string } | GrantSelector
  output: OutputChoice
} & PageChoice &
  CostFlags

function selectorOf(values: FlagValues): { nif: string } | GrantSelector {
  const given = (['nif', 'grant-id', 'grant-slug'] as const).filter((f) => values[f] !== undefined)
  if (given.length !== 1) {
    throw usageError('cli.usage.one_selector', {}, 'concessions')
  }
  if (values.nif !== undefined) return { nif: nifOf(values.nif) }
  const candidate =
    values['grant-id'] !== undefined
      ? { fund_id: positiveInteger('--grant-id', values['grant-id']) }
      : { fund_slug: values['grant-slug'] ?? '' }
  const result = GrantSelectorSchema.safeParse(candidate)
  if (!result.success) throw usageError('cli.usage.grant_slug', {}, 'concessions')
  return result.data
}

/** «concessions» from its flags: one selector (a NIF, a grant's id or slug). */
export function concessionsCommand(name: 'concessions', values: FlagValues): ConcessionsCommand {
  return {
    name,
    selector: selectorOf(values),
    ...costFlagsOf(values),
    output: outputOf(values, name),
    ...pageChoice(values, name),
  }
}
