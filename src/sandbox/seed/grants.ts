import { communityName } from '@shared/catalogues/communities'
import { provinceName, provincesOfCommunity } from '@shared/catalogues/provinces'
import { dayOf, isoOf, spanishDate, yearOf } from '../dates'
import { type Random } from '../random'
import { PROGRAMMES, type Programme, type Territory } from './programmes'

/** A call for grants (a «convocatoria»): what concessions and the simulator refer to. */
export interface Grant {
  id: number
  slug: string
  title: string
  startDate: string
  endDate: string
  /** «Nacional», a community or a province name. */
  scope: string
  totalAmount: number
  applicants: readonly number[]
  actions: readonly number[]
  /** INE codes of the provinces it targets; null when national. */
  provinces: readonly number[] | null
  award: readonly [min: number, max: number]
  weight: number
}

/** The id of the current Kit Digital edition, the example id of gaps.md (G8). */
export const KIT_DIGITAL_ID = 916430

type Phase = 'open' | 'upcoming' | 'closed'

function scopeOf(territory: Territory): string {
  switch (territory.kind) {
    case 'national':
      return 'Nacional'
    case 'community':
      return communityName(territory.code)
    case 'province':
      return provinceName(territory.code)
  }
}

function provincesOf(territory: Territory): readonly number[] | null {
  switch (territory.kind) {
    case 'national':
      return null
    case 'community':
      return provincesOfCommunity(territory.code).map((p) => p.code)
    case 'province':
      return [territory.code]
  }
}

/** Start and end days of an edition `yearsBack` years before the current one. */
function editionDays(
  random: Random,
  today: number,
  phase: Phase,
  yearsBack: number,
): [number, number] {
  if (yearsBack > 0) {
    const start = today - 365 * yearsBack - random.int(0, 90)
    return [start, start + random.int(30, 180)]
  }
  switch (phase) {
    case 'open':
      return [today - random.int(15, 240), today + random.int(20, 300)]
    case 'upcoming': {
      const start = today + random.int(7, 100)
      return [start, start + random.int(30, 150)]
    }
    case 'closed': {
      const end = today - random.int(5, 60)
      return [end - random.int(30, 120), end]
    }
  }
}

function editionsOf(programme: Programme): number {
  if (programme.weight >= 3) return 3
  return 2
}

/** The grant catalogue: every programme's current edition and one or two past ones. */
export function generateGrants(random: Random, todayIso: string): Grant[] {
  const today = dayOf(todayIso)
  const year = yearOf(todayIso)
  const usedIds = new Set<number>([KIT_DIGITAL_ID])
  const grants: Grant[] = []
  for (const programme of PROGRAMMES) {
    for (let back = 0; back < editionsOf(programme); back++) {
      const first = grants.length === 0
      const phase: Phase = first
        ? 'open'
        : random.weighted<Phase>(['open', 'upcoming', 'closed'], [65, 25, 10])
      const [start, end] = editionDays(random, today, phase, back)
      let id = KIT_DIGITAL_ID
      if (!first) {
        do id = random.int(700_000, 999_999)
        while (usedIds.has(id))
        usedIds.add(id)
      }
      const [min, max] = programme.budgetMillions
      grants.push({
        id,
        slug: `${programme.slug}-${year - back}`,
        title: `${programme.title} (convocatoria ${year - back})`,
        startDate: isoOf(start),
        endDate: isoOf(end),
        scope: scopeOf(programme.territory),
        totalAmount: Math.round(random.amount(min, max) * 1000) * 1000,
        applicants: programme.applicants,
        actions: programme.actions,
        provinces: provincesOf(programme.territory),
        award: programme.award,
        weight: programme.weight,
      })
    }
  }
  return grants
}

/** «Abierta hasta el 31/12/2026», «Apertura el … y cierre el …» or «Cerrada el …», as of `today`. */
export function statusTextOf(grant: Grant, todayIso: string): string {
  if (grant.startDate > todayIso) {
    return `Apertura el ${spanishDate(grant.startDate)} y cierre el ${spanishDate(grant.endDate)}`
  }
  if (grant.endDate >= todayIso) return `Abierta hasta el ${spanishDate(grant.endDate)}`
  return `Cerrada el ${spanishDate(grant.endDate)}`
}
