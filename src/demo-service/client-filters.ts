import { CLIENT_ORDER_FIELDS } from '@shared/wire/client'
import { foldText } from '@shared/text'
import { type Dialect } from './dialect'
import { detailError } from './error-answers'
import { isPlainObject } from './json'
import { type StoredClient } from './seed/clients-seed'
import { type ClientOrder, type OrderField, type RowPredicate } from './store/clients-table'
import { needleOf } from './store/letter-pairs'

export interface ClientQuery {
  order: ClientOrder
  /** Null when nothing narrows the list. */
  matches: RowPredicate | null
  /** The same for every page of one listing: names its cached view. */
  key: string
}

const DEFAULT_ORDER: ClientOrder = { field: 'id', descending: false }

type Predicate = RowPredicate

/** All of `predicates`, or null when there is none. */
function allOf(predicates: readonly Predicate[]): Predicate | null {
  if (predicates.length === 0) return null
  return (row) => predicates.every((predicate) => predicate(row))
}

const bad = (text: string) => detailError(400, text)

function parseOrder(value: unknown): ClientOrder {
  if (value === undefined || value === '') return DEFAULT_ORDER
  const descending = typeof value === 'string' && value.startsWith('-')
  const field = typeof value === 'string' ? value.replace(/^-/, '') : ''
  if (!(CLIENT_ORDER_FIELDS as readonly string[]).includes(field)) {
    throw bad(
      `Campo de ordenación desconocido: «${typeof value === 'string' ? value : JSON.stringify(value)}». Use uno de: ${CLIENT_ORDER_FIELDS.join(', ')}.`,
    )
  }
  return { field: field as OrderField, descending }
}

/** A list filter: an array of ids or a comma-separated string (SC-CLIENT-1). */
function idList(key: string, value: unknown): number[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null
  const ids = items?.map((item: unknown) =>
    typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item,
  )
  if (!ids?.every((id) => Number.isSafeInteger(id))) {
    throw bad(`«${key}» debe ser una lista de números (array o texto separado por comas).`)
  }
  return ids as number[]
}

function text(key: string, value: unknown): string {
  if (typeof value !== 'string') throw bad(`«${key}» debe ser un texto.`)
  return value
}

const anyOf = (values: readonly number[], wanted: ReadonlySet<number>) =>
  values.some((value) => wanted.has(value))

/** The predicate of one filter key, or null when the key is unknown or its value empty. */
function predicateOf(key: string, value: unknown): Predicate | null {
  if (value === '' || value === null) return null
  switch (key) {
    case 'status__in': {
      const wanted = new Set(idList(key, typeof value === 'number' ? String(value) : value))
      return ({ facts }) => wanted.has(facts.status)
    }
    case 'general_text': {
      const folded = foldText(text(key, value).trim())
      if (folded === '') return null
      const needle = needleOf(folded)
      return (row) => row.containsFolded(needle)
    }
    case 'nif__icontains': {
      const needle = text(key, value).toLowerCase()
      return ({ facts }) => facts.nif.toLowerCase().includes(needle)
    }
    case 'business_name__icontains': {
      const needle = text(key, value).toLowerCase()
      return ({ text }) => text.name.toLowerCase().includes(needle)
    }
    case 'email__contains': {
      // Django's `contains` is case-sensitive, unlike `icontains`.
      const needle = text(key, value)
      return ({ text }) => text.email.includes(needle)
    }
    case 'reference__icontains': {
      const needle = text(key, value).toLowerCase()
      return ({ text }) => text.reference?.toLowerCase().includes(needle) ?? false
    }
    case 'contacts__icontains': {
      const needle = text(key, value).toLowerCase()
      return ({ text }) => text.contacts.toLowerCase().includes(needle)
    }
    case 'province_id__in': {
      const wanted = new Set(idList(key, value))
      return ({ facts }) => anyOf(facts.province, wanted)
    }
    case 'cnaes__id__in': {
      const wanted = new Set(idList(key, value))
      return ({ facts }) => anyOf(facts.cnaes, wanted)
    }
    case 'provinces_to_work__id__in': {
      const wanted = new Set(idList(key, value))
      return ({ facts }) => anyOf(facts.provinces_to_work, wanted)
    }
    case 'expert__in': {
      const wanted = new Set(idList(key, value))
      return ({ facts }) => anyOf(facts.experts, wanted)
    }
    default:
      // Like django-filter, keys it does not know are ignored.
      return null
  }
}

/** «Cliente con perfil de solicitante completo»: what the simulator needs of a client. */
export function hasSimulatorProfile(
  client: Pick<StoredClient, 'province' | 'applicant_types' | 'action_items'>,
): boolean {
  return (
    client.province.length > 0 &&
    client.applicant_types.length > 0 &&
    client.action_items.length > 0
  )
}

const TRUE_WORDS = ['1', 'true', 'True']
const FALSE_WORDS = ['0', 'false', 'False']

/** The two filters only the vendor documents; the rest are shared with `filters` (SC-CLIENT-1). */
function vendorPredicateOf(key: string, value: string): Predicate | null {
  if (value === '') return null
  switch (key) {
    case 'applicant_types_v2__id__in': {
      const wanted = new Set(idList(key, value))
      return ({ facts }) => anyOf(facts.applicant_types, wanted)
    }
    case 'simulator_check': {
      if (TRUE_WORDS.includes(value)) return ({ facts }) => hasSimulatorProfile(facts)
      if (FALSE_WORDS.includes(value)) return ({ facts }) => !hasSimulatorProfile(facts)
      throw bad('«simulator_check» debe ser true o false.')
    }
    default:
      return predicateOf(key, value)
  }
}

/** Query parameters of the vendor's `GET clients/`, each a filter of its own (SC-DIALECT-2). */
const VENDOR_TEXT_FILTERS = [
  'general_text',
  'email__contains',
  'nif__icontains',
  'reference__icontains',
  'business_name__icontains',
  'contacts__icontains',
  'simulator_check',
] as const
const VENDOR_LIST_FILTERS = [
  'status__in',
  'expert__in',
  'provinces_to_work__id__in',
  'applicant_types_v2__id__in',
  'province_id__in',
  'cnaes__id__in',
] as const

/**
 * The vendor's form: `order` and every filter as its own parameter; a list comma-joined or
 * repeated (`expert__in=1&expert__in=2`); a repeated text keeps its last value, as Django does.
 * `filters` and `isActive` are not parameters of this form and are ignored.
 */
function parseVendorQuery(query: URLSearchParams): ClientQuery {
  const predicates: Predicate[] = []
  const used: [string, string][] = []
  const add = (key: string, value: string) => {
    used.push([key, value])
    const predicate = vendorPredicateOf(key, value)
    if (predicate) predicates.push(predicate)
  }
  for (const key of VENDOR_TEXT_FILTERS) {
    const value = query.getAll(key).at(-1)
    if (value !== undefined) add(key, value)
  }
  for (const key of VENDOR_LIST_FILTERS) {
    const values = query.getAll(key).filter((value) => value !== '')
    if (values.length > 0) add(key, values.join(','))
  }
  const order = parseOrder(query.get('order') ?? undefined)
  return {
    order,
    matches: allOf(predicates),
    key: JSON.stringify(used),
  }
}

/**
 * The filters of `GET clients/`; bad input → 400. The interface reads `filters` (a JSON object,
 * SC-CLIENT-1) and `isActive`; the vendor, one parameter per filter.
 */
export function parseClientQuery(query: URLSearchParams, dialect: Dialect): ClientQuery {
  return dialect === 'vendor' ? parseVendorQuery(query) : parseInterfaceQuery(query)
}

function parseInterfaceQuery(query: URLSearchParams): ClientQuery {
  const predicates: Predicate[] = []
  const isActive = query.get('isActive') ?? ''
  if (isActive === '1') predicates.push(({ facts }) => facts.status === 1)
  else if (isActive !== '' && isActive !== '0') throw bad('«isActive» debe ser 0 o 1.')

  const raw = query.get('filters') ?? ''
  let filters: unknown = {}
  if (raw.trim() !== '') {
    try {
      filters = JSON.parse(raw)
    } catch {
      throw bad('El parámetro «filters» no es un JSON válido.')
    }
  }
  if (!isPlainObject(filters)) throw bad('El parámetro «filters» debe ser un objeto JSON.')

  const order = parseOrder(filters.order)
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'order') continue
    const predicate = predicateOf(key, value)
    if (predicate) predicates.push(predicate)
  }
  return {
    order,
    matches: allOf(predicates),
    key: `${isActive}:${raw}`,
  }
}
