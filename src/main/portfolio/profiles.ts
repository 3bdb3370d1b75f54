import { type ClientData } from '@shared/wire/client'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { type IncompleteClient, type ProfilePart } from '@shared/portfolio'
import { profileKey } from '@shared/simulator'

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b)

/** The simulator profile of a client: its three lists sorted and without repeats; null if one is empty. */
export function clientProfile(client: ClientData): SimulatorProfile | null {
  const provinces = sortedIds(client.province)
  const applicants = sortedIds(client.applicant_types)
  const actions = sortedIds(client.action_items)
  if (provinces.length === 0 || applicants.length === 0 || actions.length === 0) return null
  return {
    province: provinces.length === 1 ? (provinces[0] ?? 0) : provinces,
    applicants_v2: applicants,
    actions_v2: actions,
  }
}

/** The parts of the profile a client lacks, in the form's order. */
export function missingParts(client: ClientData): ProfilePart[] {
  const missing: ProfilePart[] = []
  if (client.province.length === 0) missing.push('province')
  if (client.applicant_types.length === 0) missing.push('applicant_types')
  if (client.action_items.length === 0) missing.push('action_items')
  return missing
}

export interface ProfileGroup {
  key: string
  profile: SimulatorProfile
  clients: ClientData[]
}

/** Clients grouped by normalised profile (asked once each), and those with an incomplete one. */
export function groupProfiles(clients: readonly ClientData[]): {
  groups: ProfileGroup[]
  incomplete: IncompleteClient[]
} {
  const groups = new Map<string, ProfileGroup>()
  const incomplete: IncompleteClient[] = []
  for (const client of clients) {
    const profile = clientProfile(client)
    if (!profile) {
      incomplete.push({
        id: client.id,
        name: client.business_name,
        nif: client.nif,
        missing: missingParts(client),
      })
      continue
    }
    const key = profileKey(profile)
    const group = groups.get(key)
    if (group) group.clients.push(client)
    else groups.set(key, { key, profile, clients: [client] })
  }
  return { groups: [...groups.values()], incomplete }
}
