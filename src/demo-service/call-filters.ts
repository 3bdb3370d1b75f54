import { isIsoDate } from '@shared/format'
import { foldText } from '@shared/text'
import { provincesOfCommunity } from '@shared/catalogues/provinces'
import { ApiError } from './error-answers'
import { titleMatches } from './routes/grant-list-routes'
import { facetsOf } from './seed/call-facets'
import { type Grant } from './seed/grants'

/**
 * `requestData` of `GET funds/` read as the vendor documents it («Listado de subvenciones»):
 * every key optional, each one given narrowing the list. A date that is not `YYYY-MM-DD`, a
 * `bdns` that is not an integer, or an inverted range of dates or amounts is a 400 with the one
 * body the vendor documents, `{"errors": "…"}`.
 */

const invalid = (errors: string) => new ApiError(400, { errors })

const INVALID_DATES = 'Rango de fechas inválidas'
const INVALID_AMOUNTS = 'Rango de montos inválidos'

const ORDER_KEYS = [
  'order_score',
  'total_amount',
  'start_date',
  'end_date',
  'final_period_start_date',
  'final_period_end_date',
] as const
type OrderKey = (typeof ORDER_KEYS)[number]

export interface CallQuery {
  matches(grant: Grant): boolean
  /** How well the grant answers the search by meaning (0 without one). */
  score(grant: Grant): number
  order: { key: OrderKey; descending: boolean }
}

const given = (value: unknown) => value !== undefined && value !== null && value !== ''

function ids(data: Record<string, unknown>, key: string): readonly number[] | null {
  const value = data[key]
  if (!Array.isArray(value) || value.length === 0) return null
  return value.filter((id): id is number => Number.isInteger(id))
}

function date(data: Record<string, unknown>, key: string): string | null {
  const value = data[key]
  if (!given(value)) return null
  if (!isIsoDate(value)) throw invalid(`Formato de fecha inválido en ${key}: use AAAA-MM-DD`)
  return value
}

function amount(data: Record<string, unknown>, key: string): number | null {
  const value = data[key]
  if (!given(value)) return null
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`${key} no es un número`)
  return value
}

function flag(data: Record<string, unknown>, key: string): boolean | null {
  const value = data[key]
  return typeof value === 'boolean' ? value : null
}

const STOP_WORDS = new Set(
  'para con las los del por una uno que sus como ayuda ayudas subvencion subvenciones convocatoria'.split(
    ' ',
  ),
)

/** A word's stem, roughly: folded, without a plural ending, cut to five letters. */
function stemsOf(text: string): Set<string> {
  const stems = new Set<string>()
  for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue
    const singular = word.length > 4 ? word.replace(/(es|s)$/, '') : word
    stems.add(singular.slice(0, 5))
  }
  return stems
}

/** The query's stems found in the grant's title and description. */
function meaningScore(grant: Grant, wanted: ReadonlySet<string>): number {
  const own = stemsOf(`${grant.title} ${facetsOf(grant).description}`)
  let found = 0
  for (const stem of wanted) if (own.has(stem)) found += 1
  return found
}

const overlaps = (own: readonly number[], wanted: readonly number[] | null) =>
  wanted === null || own.some((id) => wanted.includes(id))

function inRange(
  value: string | number,
  low: string | number | null,
  high: string | number | null,
) {
  return (low === null || value >= low) && (high === null || value <= high)
}

function orderOf(raw: unknown): CallQuery['order'] {
  const text = typeof raw === 'string' ? raw.trim() : ''
  const descending = text.startsWith('-')
  const key = ORDER_KEYS.find((k) => k === (descending ? text.slice(1) : text))
  return key ? { key, descending } : { key: 'order_score', descending: true }
}

export function readCallQuery(data: Record<string, unknown>, today: string): CallQuery {
  const opening = [date(data, 'start_date'), date(data, 'end_date')] as const
  const closing = [
    date(data, 'final_period_start_date'),
    date(data, 'final_period_end_date'),
  ] as const
  for (const [low, high] of [opening, closing]) {
    if (low !== null && high !== null && low > high) throw invalid(INVALID_DATES)
  }
  const total = [amount(data, 'min_total_amount'), amount(data, 'max_total_amount')] as const
  const budget = [amount(data, 'min_budget'), amount(data, 'max_budget')] as const
  for (const [low, high] of [total, budget]) {
    if (low !== null && high !== null && low > high) throw invalid(INVALID_AMOUNTS)
  }
  const bdns = data.bdns
  if (given(bdns) && !Number.isInteger(bdns)) throw invalid('bdns debe ser un número entero')
  const statusCode = data.status_code
  if (given(statusCode) && statusCode !== 0 && statusCode !== 1 && statusCode !== 2) {
    throw invalid('status_code debe ser 0, 1 o 2')
  }
  const provinces = ids(data, 'provinces')
  const communities = ids(data, 'communities')
  const places =
    provinces === null && communities === null
      ? null
      : [
          ...(provinces ?? []),
          ...(communities ?? []).flatMap((c) => provincesOfCommunity(c).map((p) => p.code)),
        ]
  const lists = {
    applicants: ids(data, 'applicants_v2'),
    actions: ids(data, 'actions_v2'),
    activities: ids(data, 'activities_v2'),
    types: ids(data, 'types'),
    regionTypes: ids(data, 'region_types'),
    origins: ids(data, 'origins'),
    creditTypes: ids(data, 'credit_types'),
    sizes: ids(data, 'sizes'),
  }
  const isOpen = flag(data, 'is_open')
  const minimis = flag(data, 'minimis')
  const text = typeof data.search_by_text === 'string' ? data.search_by_text : ''
  const meaning =
    typeof data.search_by_vectorized_text === 'string'
      ? stemsOf(data.search_by_vectorized_text)
      : new Set<string>()
  const stateOf = (grant: Grant) => (grant.startDate > today ? 0 : grant.endDate < today ? 2 : 1)

  return {
    order: orderOf(data.order),
    score: (grant) => (meaning.size === 0 ? 0 : meaningScore(grant, meaning)),
    matches(grant) {
      const facets = facetsOf(grant)
      // A national call (no provinces of its own) applies in every province and community.
      if (places !== null && grant.provinces !== null) {
        if (!grant.provinces.some((p) => places.includes(p))) return false
      }
      return (
        overlaps(grant.applicants, lists.applicants) &&
        overlaps(grant.actions, lists.actions) &&
        overlaps(facets.activities, lists.activities) &&
        overlaps(facets.types, lists.types) &&
        overlaps(facets.regionTypes, lists.regionTypes) &&
        overlaps(facets.origins, lists.origins) &&
        overlaps(facets.creditTypes, lists.creditTypes) &&
        overlaps(facets.sizes, lists.sizes) &&
        (isOpen === null || (stateOf(grant) === 1) === isOpen) &&
        (!given(statusCode) || stateOf(grant) === statusCode) &&
        inRange(grant.startDate, ...opening) &&
        inRange(grant.endDate, ...closing) &&
        inRange(grant.totalAmount, ...total) &&
        inRange(facets.budget, ...budget) &&
        (minimis === null || facets.minimis === minimis) &&
        (!given(bdns) || facets.bdns === bdns) &&
        (text.trim() === '' || titleMatches(grant.title, text)) &&
        (meaning.size === 0 || meaningScore(grant, meaning) > 0)
      )
    },
  }
}

const FIELD: Record<Exclude<OrderKey, 'order_score'>, (grant: Grant) => string | number> = {
  total_amount: (grant) => grant.totalAmount,
  start_date: (grant) => grant.startDate,
  end_date: (grant) => grant.startDate,
  final_period_start_date: (grant) => grant.endDate,
  final_period_end_date: (grant) => grant.endDate,
}

/**
 * The order `query` asks for; ties by closing date, then id. `end_date` is the end of the
 * opening range the filters name, so it orders by the opening date as `start_date` does; the
 * relevance of a list without a search by meaning is the programme's weight.
 */
export function sortCalls(grants: Grant[], query: CallQuery): Grant[] {
  const { key, descending } = query.order
  const value =
    key === 'order_score' ? (grant: Grant) => query.score(grant) * 1000 + grant.weight : FIELD[key]
  const sign = descending ? -1 : 1
  return grants.sort((a, b) => {
    const va = value(a)
    const vb = value(b)
    if (va !== vb) return (va < vb ? -1 : 1) * sign
    if (a.endDate !== b.endDate) return a.endDate < b.endDate ? -1 : 1
    return a.id - b.id
  })
}
