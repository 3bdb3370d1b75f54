import { type SimulatorProfile, SimulatorProfileSchema } from '@shared/wire/opportunity'
import { firstIssueOf } from '@shared/validation'
import { idList, integerInRange } from '../coerce'
import {
  type FlagValues,
  goesWith,
  nifOf,
  type OutputChoice,
  outputOf,
  type PageChoice,
  pageChoice,
} from '../flags'
import { costFlagsOf, type CostFlags } from './cost-args'
import { UsageError, usageError } from '../usage-error'

export type SimulateCommand =
  | ({
      name: 'simulate'
      profile: SimulatorProfile
      output: OutputChoice
    } & PageChoice &
      CostFlags)
  | ({
      name: 'simulate'
      /** SC-NIFSIM-1: one request, at most 20 opportunities, no pages. */
      byNif: NifSimulationQuery
      output: OutputChoice
    } & CostFlags)

/** «Simular por NIF y CNAE» from the command line: the NIF as given, the CNAE's digits, a province. */
interface NifSimulationQuery {
  nif: string
  cnae: string
  province: number
}

/** The flags of a simulation by profile, which a simulation by NIF and CNAE does not take. */
const PROFILE_FLAGS = ['applicants', 'actions', 'all', 'page'] as const

/** Provinces by INE code: 1 to 52. */
const MAX_PROVINCE = 52

/**
 * `simulate --nif NIF --cnae CODE --province N` (SC-NIFSIM-1): all three, one province, the CNAE
 * class code (1 to 4 digits, as the vendor takes it), and none of the profile's flags.
 */
function nifSimulationOf(values: FlagValues): NifSimulationQuery {
  const mixed = PROFILE_FLAGS.filter((flag) => values[flag] !== undefined)
  if (mixed.length > 0) {
    const flags = mixed.map((flag) => `--${flag}`).join(', ')
    throw usageError('cli.usage.nif_simulation_flags', { flags }, 'simulate')
  }
  if (values.nif === undefined) throw goesWith('--nif', '--cnae', 'simulate')
  if (values.cnae === undefined) throw goesWith('--cnae', '--nif', 'simulate')
  if (values.province === undefined) throw usageError('cli.usage.province_missing', {}, 'simulate')
  const cnae = values.cnae.trim()
  if (!/^\d{1,4}$/.test(cnae)) throw usageError('cli.usage.cnae', { raw: values.cnae }, 'simulate')
  return {
    nif: nifOf(values.nif, 'simulate'),
    cnae,
    province: integerInRange('--province', values.province, 1, MAX_PROVINCE),
  }
}

function profileOf(values: FlagValues): SimulatorProfile {
  const missing = (['province', 'applicants', 'actions'] as const).find((f) => !values[f])
  if (missing) throw usageError('cli.usage.flag_missing', { flag: `--${missing}` }, 'simulate')
  const provinces = idList('--province', values.province ?? '')
  const result = SimulatorProfileSchema.safeParse({
    province: provinces.length === 1 ? provinces[0] : provinces,
    applicants_v2: idList('--applicants', values.applicants ?? ''),
    actions_v2: idList('--actions', values.actions ?? ''),
  })
  if (!result.success) throw new UsageError(firstIssueOf(result.error), 'simulate')
  return result.data
}

/** «simulate» from its flags: by profile, or by NIF and CNAE (SC-NIFSIM-1). */
export function simulateCommand(name: 'simulate', values: FlagValues): SimulateCommand {
  if (values.nif !== undefined || values.cnae !== undefined) {
    return {
      name,
      byNif: nifSimulationOf(values),
      ...costFlagsOf(values),
      output: outputOf(values, name),
    }
  }
  return {
    name,
    profile: profileOf(values),
    ...costFlagsOf(values),
    output: outputOf(values, name),
    ...pageChoice(values, name),
  }
}
