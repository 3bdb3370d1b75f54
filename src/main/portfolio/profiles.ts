import { type ClientData } from '@shared/wire/client'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { clientProfile, clientProvinces } from '@shared/client-profile'
import { type IncompleteClient, type ProfilePart } from '@shared/portfolio'
import { profileKey } from '@shared/simulator'

/** The parts of the profile a client lacks, in the form's order. */
export function missingParts(client: ClientData): ProfilePart[] {
  const missing: ProfilePart[] = []
  if (clientProvinces(client).length === 0) missing.push('province')
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
