import { type ClientData } from '../wire/client'
import { type SimulatorProfile } from '../wire/opportunity'

type ProfileFields = Pick<
  ClientData,
  'province' | 'provinces_to_work' | 'applicant_types' | 'action_items'
>

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b)

/**
 * Where a client can get grants (SC-SIM-3): its address province and the provinces it works in,
 * together, sorted and once each.
 */
export function clientProvinces(client: Pick<ClientData, 'province' | 'provinces_to_work'>) {
  return sortedIds([...client.province, ...client.provinces_to_work])
}

/**
 * The simulator profile of a client (SC-SIM-1, SC-SIM-3): its provinces, applicant types and actions,
 * sorted and without repeats, so identical profiles are asked once; null when one is empty.
 */
export function clientProfile(client: ProfileFields): SimulatorProfile | null {
  const provinces = clientProvinces(client)
  const applicants = sortedIds(client.applicant_types)
  const actions = sortedIds(client.action_items)
  if (provinces.length === 0 || applicants.length === 0 || actions.length === 0) return null
  return {
    province: provinces.length === 1 ? (provinces[0] ?? 0) : provinces,
    applicants_v2: applicants,
    actions_v2: actions,
  }
}
