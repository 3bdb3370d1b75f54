import { integerInRange } from '../coerce'
import { type FlagValues } from '../flags'

/** The ceiling of --max-requests and --ask-above. */
const MOST_REQUESTS = 1_000_000

/**
 * What a command that costs credits was told about its cost (SC-COST-3): `--yes` answers every
 * question of the run; `--max-requests N` caps what it sends; `--ask-above N` asks only above N
 * requests (else the command line's setting «No preguntar por menos de N consultas»).
 */
export interface CostFlags {
  yes: boolean
  maxRequests: number | null
  askAbove: number | null
}

/** --max-requests N: the most requests the command may send (1 or more). */
function maxRequestsOf(raw: string | undefined): number | null {
  return raw === undefined ? null : integerInRange('--max-requests', raw, 1, MOST_REQUESTS)
}

/** --yes, --max-requests and --ask-above, for every command that costs. */
export function costFlagsOf(values: FlagValues): CostFlags {
  return {
    yes: values.yes ?? false,
    maxRequests: maxRequestsOf(values['max-requests']),
    askAbove:
      values['ask-above'] === undefined
        ? null
        : integerInRange('--ask-above', values['ask-above'], 0, MOST_REQUESTS),
  }
}
