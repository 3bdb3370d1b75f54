import { communityName } from '@shared/catalogues/communities'
import { provinceName, provincesOfCommunity } from '@shared/catalogues/provinces'
import { dayOf, isoOf, yearOf } from '../dates'
import { createRandom, deriveSeed, type Random } from '../random'
import { PROGRAMMES, type Programme, type Territory } from './programmes'
import { type DatePublishing } from './status-texts'

export { statusTextOf } from './status-texts'

/** A call for grants (a «convocatoria»): what concessions and the simulator refer to. */
export interface Grant {
  id: number
  slug: string
  title: string
  startDate: string
  endDate: string
  /** Whether its status text shows its dates (see status-texts.ts). */
  publishing: DatePublishing
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

/** The id of the Kit Digital edition of the current year, the example id of SC-CONC-2. */
export const KIT_DIGITAL_ID = 916430

export function scopeOf(territory: Territory): string {
  switch (territory.kind) {
    case 'national':
      return 'Nacional'
    case 'community':
      return communityName(territory.code)
    case 'province':
      return provinceName(territory.code)
  }
}

export function provincesOf(territory: Territory): readonly number[] | null {
  switch (territory.kind) {
    case 'national':
      return null
    case 'community':
      return provincesOfCommunity(territory.code).map((p) => p.code)
    case 'province':
      return [territory.code]
  }
}

/**
 * A programme's yearly calendar, the same whatever `today` is: each year's edition opens near
 * `openDay` (days after 1 January), stays open about `length` days, and is announced `lead`
 * days before it opens (once the previous one has closed). So moving `today` opens, closes and
 * announces calls.
 */
interface Cycle {
  openDay: number
  length: number
  lead: number
}

/** Kit Digital is open all year, every year: the demo always has a large open grant. */
const KIT_DIGITAL_CYCLE: Cycle = { openDay: 0, length: 364, lead: 0 }

function cycleOf(seed: number, programme: Programme, index: number): Cycle {
  if (index === 0) return KIT_DIGITAL_CYCLE
  const random = createRandom(deriveSeed(seed, `grant-cycle:${programme.slug}`))
  return { openDay: random.int(0, 364), length: random.int(90, 330), lead: random.int(60, 150) }
}

function editionsOf(programme: Programme): number {
  if (programme.weight >= 3) return 3
  return 2
}

/** A non-empty part of `ids`: now and then an edition leaves one of its programme's out. */
function narrowed(random: Random, ids: readonly number[], probability: number): readonly number[] {
  if (ids.length < 2 || !random.chance(probability)) return ids
  const dropped = random.pick(ids)
  return ids.filter((id) => id !== dropped)
}

interface Edition {
  programme: Programme
  index: number
  year: number
  start: number
  end: number
  random: Random
}

/** The edition of `year`: its days drift a little from the cycle, and its terms vary. */
function editionOf(
  seed: number,
  programme: Programme,
  index: number,
  cycle: Cycle,
  year: number,
): Edition {
  const random = createRandom(deriveSeed(seed, `grant:${programme.slug}:${year}`))
  const jitter = index === 0 ? 0 : 10
  const start = dayOf(`${year}-01-01`) + cycle.openDay + random.int(-jitter, jitter)
  const end =
    index === 0 ? dayOf(`${year}-12-31`) : start + cycle.length + random.int(-jitter, jitter)
  return { programme, index, year, start, end, random }
}

/**
 * Ids in 700000–999999, one per programme and year, whatever else is in the catalogue: `today`
 * moves which editions are listed, not their ids. Kit Digital's edition of the current year takes
 * KIT_DIGITAL_ID (and gives its own to the edition that had that one, if any).
 */
function idsOf(seed: number, year: number) {
  const span = 300_000
  const step = Math.floor(span / (100 * PROGRAMMES.length))
  const offset = deriveSeed(seed, 'grant-ids') % span
  const plain = (index: number, editionYear: number) =>
    700_000 + ((((editionYear % 100) * PROGRAMMES.length + index) * step + offset) % span)
  const kitDigital = plain(0, year)
  return (index: number, editionYear: number): number => {
    if (index === 0 && editionYear === year) return KIT_DIGITAL_ID
    const id = plain(index, editionYear)
    return id === KIT_DIGITAL_ID ? kitDigital : id
  }
}

/**
 * The grant catalogue: for every programme, its latest announced edition and one or two before.
 * Dates follow each programme's yearly calendar, not `today`.
 */
export function generateGrants(seed: number, todayIso: string): Grant[] {
  const today = dayOf(todayIso)
  const year = yearOf(todayIso)
  const idOf = idsOf(seed, year)
  const grants: Grant[] = []
  PROGRAMMES.forEach((programme, index) => {
    const cycle = cycleOf(seed, programme, index)
    const editionIn = (editionYear: number) => editionOf(seed, programme, index, cycle, editionYear)
    // The next call is announced `lead` days before it opens, but never while the current one is
    // still open: a programme offers one call at a time.
    let latest = year + 1
    let edition = editionIn(latest)
    while (Math.max(edition.start - cycle.lead, editionIn(latest - 1).end + 1) > today) {
      latest -= 1
      edition = editionIn(latest)
    }
    for (let back = 0; back < editionsOf(programme); back++) {
      const editionYear = latest - back
      if (back > 0) edition = editionIn(editionYear)
      grants.push(grantOf(edition, idOf(index, editionYear)))
    }
  })
  return grants
}

function grantOf({ programme, year, start, end, random }: Edition, id: number): Grant {
  const [min, max] = programme.budgetMillions
  const totalAmount = Math.round(random.amount(min, max) * 1000) * 1000
  const roll = random.next()
  const publishing: DatePublishing =
    roll < 0.75 ? 'dates' : roll < 0.87 ? 'no-dates' : 'until-funds'
  return {
    id,
    slug: `${programme.slug}-${year}`,
    title: `${programme.title} (convocatoria ${year})`,
    startDate: isoOf(start),
    endDate: isoOf(end),
    publishing,
    scope: scopeOf(programme.territory),
    totalAmount,
    applicants: narrowed(random, programme.applicants, 0.25),
    actions: narrowed(random, programme.actions, 0.3),
    provinces: provincesOf(programme.territory),
    award: programme.award,
    weight: programme.weight,
  }
}
