import { type LocationQuery, type LocationQueryRaw, type RouteLocationRaw } from 'vue-router'
import { type ConcessionQuery } from '@shared/concessions'
import { type GrantRef, grantQueryOf } from '@shared/grant-ref'
import { clientProvinces } from '@shared/clients/client-profile'
import { type ClientData } from '@shared/wire/client'

/** The simulator form as the user fills it: lists that may still be empty (SC-SIM-1). */
export interface ProfileDraft {
  provinces: number[]
  applicants: number[]
  actions: number[]
}

function single(value: LocationQuery[string] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : null
}

function ids(value: LocationQuery[string] | undefined): number[] {
  const text = single(value)
  if (!text) return []
  const list = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0)
  return [...new Set(list)]
}

/** `?nif=…`, `?fundId=…` or `?fundSlug=…`: a search others can open («Ver concesiones»). */
export function concessionQueryToRoute(query: ConcessionQuery): LocationQueryRaw {
  switch (query.kind) {
    case 'nif':
      return { nif: query.nif }
    case 'grant-id':
      return { fundId: String(query.fundId) }
    case 'grant-slug':
      return { fundSlug: query.fundSlug }
  }
}

/** «Por convocatoria» filled with one grant and run: where a grant shown anywhere leads. */
export function grantConcessionsRoute(ref: GrantRef): RouteLocationRaw {
  return { name: 'concessions', query: concessionQueryToRoute(grantQueryOf(ref)) }
}

/** The search a route names, or null. A bad id is kept as 0 so the form can say what is wrong. */
export function concessionQueryFromRoute(query: LocationQuery): ConcessionQuery | null {
  const nif = single(query['nif'])
  if (nif !== null) return { kind: 'nif', nif }
  const fundId = single(query['fundId'])
  if (fundId !== null) {
    const id = Number(fundId)
    return { kind: 'grant-id', fundId: Number.isSafeInteger(id) && id > 0 ? id : 0 }
  }
  const fundSlug = single(query['fundSlug'])
  if (fundSlug !== null) return { kind: 'grant-slug', fundSlug }
  return null
}

export function sameConcessionQuery(a: ConcessionQuery | null, b: ConcessionQuery | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * `?provinces=28&applicants=2,3&actions=11,25`: «Simular para este cliente» prefills the form, and
 * adds `&client=1003` so the results can say whose profile it is.
 */
export function profileToRoute(profile: ProfileDraft, clientId?: number): LocationQueryRaw {
  return {
    provinces: profile.provinces.join(','),
    applicants: profile.applicants.join(','),
    actions: profile.actions.join(','),
    ...(clientId === undefined ? {} : { client: String(clientId) }),
  }
}

/** «Simular para este cliente»: its profile (SC-SIM-3), where it is and where it works. */
export function clientSimulatorRoute(
  client: Pick<
    ClientData,
    'id' | 'province' | 'provinces_to_work' | 'applicant_types' | 'action_items'
  >,
): RouteLocationRaw {
  const profile = {
    provinces: clientProvinces(client),
    applicants: client.applicant_types,
    actions: client.action_items,
  }
  return { name: 'simulator', query: profileToRoute(profile, client.id) }
}

/** The client a simulation was opened for, if the route names one. */
export function clientIdFromRoute(query: LocationQuery): number | null {
  const text = single(query['client'])
  const id = text === null ? NaN : Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export function profileFromRoute(query: LocationQuery): ProfileDraft | null {
  if (!('provinces' in query || 'applicants' in query || 'actions' in query)) return null
  return {
    provinces: ids(query['provinces']),
    applicants: ids(query['applicants']),
    actions: ids(query['actions']),
  }
}

export function sameProfile(a: ProfileDraft | null, b: ProfileDraft | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
