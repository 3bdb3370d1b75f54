import { type ClientData } from '@shared/wire/client'
import { type SimulatorProfile } from '@shared/wire/opportunity'
import { clientProfile, clientProvinces } from '@shared/clients/client-profile'
import { type IncompleteClient, type ProfilePart } from '@shared/portfolio/portfolio'
import { profileKey } from '@shared/simulator-key'
import { normalizeTaxId } from '@shared/tax-id'
import { nifKey, nifQuery, type NifQuery } from '../services/grants/nif-query'

/** The parts of the profile a client lacks, in the form's order. */
function missingParts(client: ClientData): ProfilePart[] {
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

/**
 * Clients of one NIF simulated by NIF and CNAE (SC-NIFSIM-4): asked once, with the first client's
 * CNAE and province; `incomplete` is how they are listed if the service lacks the operation.
 */
export interface NifCnaeGroup {
  key: string
  query: NifQuery
  clients: ClientData[]
  incomplete: IncompleteClient[]
}

/**
 * What a client without applicant types or actions is simulated by: its NIF, its own province (else
 * the first it works in) and its first CNAE the catalogue knows; null when one is missing.
 */
function nifCnaeQuery(
  client: ClientData,
  cnaeCode: (id: number) => string | null,
): NifQuery | null {
  const nif = normalizeTaxId(client.nif)
  const province = client.province[0] ?? client.provinces_to_work[0]
  const cnae = client.cnaes.map(cnaeCode).find((code) => code !== null)
  if (nif === '' || province === undefined || cnae === undefined) return null
  return nifQuery({ nif, cnae, province })
}

/**
 * Clients grouped by normalised profile (asked once each), those simulated by NIF and CNAE instead
 * (once per distinct NIF; only with `cnaeCode`), and those left with an incomplete profile.
 */
export function groupProfiles(
  clients: readonly ClientData[],
  cnaeCode: ((id: number) => string | null) | null = null,
): {
  groups: ProfileGroup[]
  byNif: NifCnaeGroup[]
  incomplete: IncompleteClient[]
} {
  const groups = new Map<string, ProfileGroup>()
  const byNif = new Map<string, NifCnaeGroup>()
  const incomplete: IncompleteClient[] = []
  for (const client of clients) {
    const profile = clientProfile(client)
    if (!profile) {
      const listed: IncompleteClient = {
        id: client.id,
        name: client.business_name,
        nif: client.nif,
        missing: missingParts(client),
        nifNotFound: false,
      }
      const query = cnaeCode ? nifCnaeQuery(client, cnaeCode) : null
      if (!query) {
        incomplete.push(listed)
        continue
      }
      const nifGroup = byNif.get(query.nif)
      if (nifGroup) {
        nifGroup.clients.push(client)
        nifGroup.incomplete.push(listed)
      } else {
        byNif.set(query.nif, {
          key: nifKey(query),
          query,
          clients: [client],
          incomplete: [listed],
        })
      }
      continue
    }
    const key = profileKey(profile)
    const group = groups.get(key)
    if (group) group.clients.push(client)
    else groups.set(key, { key, profile, clients: [client] })
  }
  return { groups: [...groups.values()], byNif: [...byNif.values()], incomplete }
}
