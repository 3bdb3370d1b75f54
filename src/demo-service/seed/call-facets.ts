import { deriveSeed } from '../random'
import { ACTION_NAMES, APPLICANT as A } from './catalogue-seed'
import { applicantsOf, bdnsOf, programmeTitle, traitsOf } from './grant-details'
import { type Grant } from './grants'

/**
 * What `funds/` filters a grant by beyond its own fields, derived from the grant alone so the same
 * grant always answers the same: ids of the catalogue of `data-filters/` (`types_fund`,
 * `regions_types`, `origins`, `credits`, `activities`), company sizes, the aid per beneficiary
 * («presupuesto de la ayuda»), de minimis and the BDNS code as `fund-normative/` and
 * `fund-evaluation/` give them, and a description for the search by meaning.
 */
export interface CallFacets {
  types: readonly number[]
  regionTypes: readonly number[]
  origins: readonly number[]
  creditTypes: readonly number[]
  /** 1 micro, 2 small, 3 medium, 4 large: from the applicant types. */
  sizes: readonly number[]
  activities: readonly number[]
  budget: number
  minimis: boolean
  bdns: number
  description: string
}

/** Activities (sectors) each action belongs to, by the action's range of ids. */
function activitiesOf(actions: readonly number[], bits: number): readonly number[] {
  const found = new Set<number>()
  for (const action of actions) {
    if (action <= 8) found.add(8)
    else if (action <= 16) found.add(10)
    else if (action <= 21) found.add(3)
    else if (action <= 24) found.add(action === 24 ? 5 : 3)
    else if (action <= 32) found.add(9)
    else if (action <= 35) found.add(5)
    else if (action <= 38) found.add(2)
    else found.add(6)
  }
  // Now and then a sector of its own too, so sectors are not just the actions again.
  if (bits % 4 === 0) found.add(1 + (bits % 12))
  return [...found].sort((a, b) => a - b)
}

function sizesOf(applicants: readonly number[]): readonly number[] {
  const sizes = new Set<number>()
  for (const applicant of applicants) {
    if (applicant === A.micro || applicant === A.autonomo) sizes.add(1)
    if (applicant === A.pyme) [1, 2, 3].forEach((size) => sizes.add(size))
    if (applicant === A.large) sizes.add(4)
  }
  return [...sizes].sort((a, b) => a - b)
}

/** National calls are State-funded or Next Generation; regional ones FEDER or the community's. */
function originsOf(grant: Grant, bits: number): readonly number[] {
  if (grant.scope === 'Nacional') return bits % 2 === 0 ? [1] : [5]
  if (grant.provinces?.length === 1) return [7]
  return bits % 3 === 0 ? [2, 6] : [6]
}

const regionTypesOf = (grant: Grant): readonly number[] =>
  grant.scope === 'Nacional' ? [1] : grant.provinces?.length === 1 ? [3] : [2]

/** Most calls are grants («Subvención»); a few are loans, each with a credit line. */
function typesOf(grant: Grant, bits: number): { types: number[]; creditTypes: number[] } {
  if (grant.actions.some((action) => action >= 25 && action <= 27) || bits % 7 === 0) {
    return { types: [2], creditTypes: [1 + (bits % 3)] }
  }
  return { types: [1], creditTypes: [] }
}

const facetsCache = new WeakMap<Grant, CallFacets>()

export function facetsOf(grant: Grant): CallFacets {
  let facets = facetsCache.get(grant)
  if (facets) return facets
  const bits = deriveSeed(grant.id, 'call-facets')
  const actions = grant.actions.map((id) => ACTION_NAMES.get(id)).filter(Boolean)
  facets = {
    ...typesOf(grant, bits),
    regionTypes: regionTypesOf(grant),
    origins: originsOf(grant, bits),
    sizes: sizesOf(grant.applicants),
    activities: activitiesOf(grant.actions, bits),
    budget: grant.award[1],
    minimis: traitsOf(grant).minimis,
    bdns: Number(bdnsOf(grant)),
    description: `Apoyar a ${applicantsOf(grant).toLowerCase()} en ${programmeTitle(grant)}. Actuaciones: ${actions.join(', ')}.`,
  }
  facetsCache.set(grant, facets)
  return facets
}
