import { type ClientListFilters } from '@shared/wire/client'
import { DEFAULT_AID_YEARS, MAX_AID_YEARS } from '@shared/portfolio/portfolio-constants'
import { integerInRange } from '../coerce'
import { DEADLINE_FORMATS, type FlagValues, filtersOf, type OutputChoice, outputOf } from '../flags'
import { usageError } from '../usage-error'
import { costFlagsOf, type CostFlags } from './cost-args'

export type PortfolioCommand =
  | ({
      name: 'portfolio opportunities'
      filters: ClientListFilters | null
      active: boolean
      /** `--profile-only`: the NIF-and-CNAE clients are left incomplete, as before SC-NIFSIM-4. */
      profileOnly: boolean
      output: OutputChoice
    } & CostFlags)
  | ({
      name: 'portfolio aid'
      filters: ClientListFilters | null
      active: boolean
      years: number
      threshold: number | null
      output: OutputChoice
    } & CostFlags)
  | ({ name: 'portfolio deadlines'; output: OutputChoice } & CostFlags)

/** --threshold: euros, a plain number («300000» or «300000.50»). */
function thresholdOf(raw: string | undefined): number | null {
  if (raw === undefined) return null
  const text = raw.trim()
  const value = Number(text)
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text) || !Number.isFinite(value)) {
    throw usageError('cli.usage.threshold', { raw }, 'portfolio aid')
  }
  return value
}

/** A «portfolio» command from its flags. */
export function portfolioCommand(
  name: 'portfolio opportunities' | 'portfolio aid' | 'portfolio deadlines',
  values: FlagValues,
): PortfolioCommand {
  switch (name) {
    case 'portfolio opportunities':
      return {
        name,
        filters: filtersOf(values.filters, name),
        active: values.active ?? false,
        profileOnly: values['profile-only'] ?? false,
        ...costFlagsOf(values),
        output: outputOf(values, name),
      }
    case 'portfolio aid':
      return {
        name,
        filters: filtersOf(values.filters, name),
        active: values.active ?? false,
        years:
          values.years === undefined
            ? DEFAULT_AID_YEARS
            : integerInRange('--years', values.years, 1, MAX_AID_YEARS),
        threshold: thresholdOf(values.threshold),
        ...costFlagsOf(values),
        output: outputOf(values, name),
      }
    case 'portfolio deadlines':
      return {
        name,
        ...costFlagsOf(values),
        output: outputOf(values, name, DEADLINE_FORMATS),
      }
  }
}
