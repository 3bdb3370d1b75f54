import { type ClientListFilters } from '@shared/wire/client'
import { DEFAULT_AID_YEARS, MAX_AID_YEARS } from '@shared/portfolio-constants'
import { integerInRange } from '../coerce'
import { DEADLINE_FORMATS, type FlagValues, filtersOf, type OutputChoice, outputOf } from '../flags'
import { usageError } from '../usage-error'

export type PortfolioCommand =
  | {
      name: 'portfolio opportunities'
      filters: ClientListFilters | null
      active: boolean
      /** `--profile-only`: the NIF-and-CNAE clients are left incomplete, as before SC-NIFSIM-4. */
      profileOnly: boolean
      yes: boolean
      maxRequests: number | null
      output: OutputChoice
    }
  | {
      name: 'portfolio aid'
      filters: ClientListFilters | null
      active: boolean
      years: number
      threshold: number | null
      yes: boolean
      maxRequests: number | null
      output: OutputChoice
    }
  | { name: 'portfolio deadlines'; yes: boolean; maxRequests: number | null; output: OutputChoice }

/** --max-requests N: the most requests the command may send (1 or more). */
function maxRequestsOf(raw: string | undefined): number | null {
  return raw === undefined ? null : integerInRange('--max-requests', raw, 1, 1_000_000)
}

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
        yes: values.yes ?? false,
        maxRequests: maxRequestsOf(values['max-requests']),
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
        yes: values.yes ?? false,
        maxRequests: maxRequestsOf(values['max-requests']),
        output: outputOf(values, name),
      }
    case 'portfolio deadlines':
      return {
        name,
        yes: values.yes ?? false,
        maxRequests: maxRequestsOf(values['max-requests']),
        output: outputOf(values, name, DEADLINE_FORMATS),
      }
  }
}
