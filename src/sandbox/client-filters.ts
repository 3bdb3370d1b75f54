import { CLIENT_ORDER_FIELDS } from '@shared/domain/client'
import { foldText } from '@shared/text'
import { detailError } from './errors'
import { isPlainObject } from './json'
import { type ClientRecord, type SearchText } from './seed/clients'
import { type ClientOrder, type OrderField } from './store/clients'

export interface ClientQuery {
  order: ClientOrder
  matches: (record: ClientRecord) => boolean
}

const DEFAULT_ORDER: ClientOrder = { field: 'id', descending: false }

/** Records are replaced, never mutated, on change: the cached texts follow each version. */
function searchTextOf(record: ClientRecord): SearchText {
  if (record.search) return record.search
  const { client } = record
  const reference = client.reference ?? ''
  record.search = {
    folded: foldText(
      [client.business_name, client.nif, client.email, reference, client.contacts].join('\n'),
    ),
    nif: client.nif.toLowerCase(),
    businessName: client.business_name.toLowerCase(),
    reference: reference.toLowerCase(),
    contacts: client.contacts.toLowerCase(),
  }
  return record.search
}

type Predicate = (record: ClientRecord) => boolean

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

/** A list filter: an array of ids or a comma-separated string (G9). */
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
      return ({ client }) => wanted.has(client.status)
    }
    case 'general_text': {
      const needle = foldText(text(key, value).trim())
      return needle === '' ? null : (record) => searchTextOf(record).folded.includes(needle)
    }
    case 'nif__icontains': {
      const needle = text(key, value).toLowerCase()
      return (record) => searchTextOf(record).nif.includes(needle)
    }
    case 'business_name__icontains': {
      const needle = text(key, value).toLowerCase()
      return (record) => searchTextOf(record).businessName.includes(needle)
    }
    case 'email__contains': {
      // Django's `contains` is case-sensitive, unlike `icontains`.
      const needle = text(key, value)
      return ({ client }) => client.email.includes(needle)
    }
    case 'reference__icontains': {
      const needle = text(key, value).toLowerCase()
      return (record) =>
        record.client.reference !== null && searchTextOf(record).reference.includes(needle)
    }
    case 'contacts__icontains': {
      const needle = text(key, value).toLowerCase()
      return (record) => searchTextOf(record).contacts.includes(needle)
    }
    case 'province_id__in': {
      const wanted = new Set(idList(key, value))
      return ({ client }) => anyOf(client.province, wanted)
    }
    case 'cnaes__id__in': {
      const wanted = new Set(idList(key, value))
      return ({ client }) => anyOf(client.cnaes, wanted)
    }
    case 'provinces_to_work__id__in': {
      const wanted = new Set(idList(key, value))
      return ({ client }) => anyOf(client.provinces_to_work, wanted)
    }
    case 'expert__in': {
      const wanted = new Set(idList(key, value))
      return ({ client }) => anyOf(client.experts, wanted)
    }
    default:
      // Like django-filter, keys it does not know are ignored.
      return null
  }
}

/** `filters` (JSON object, G9) and `isActive` of `GET clients/`; bad input → 400. */
export function parseClientQuery(query: URLSearchParams): ClientQuery {
  const predicates: Predicate[] = []
  const isActive = query.get('isActive') ?? ''
  if (isActive === '1') predicates.push(({ client }) => client.status === 1)
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
  return { order, matches: (record) => predicates.every((predicate) => predicate(record)) }
}
