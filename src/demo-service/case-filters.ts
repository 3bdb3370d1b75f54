import { isIsoDate } from '@shared/format'
import { foldText, matchesWords } from '@shared/text'
import { detailError } from './error-answers'
import { isPlainObject } from './json'
import { type Readings } from './readings'
import { expertById, type Expert } from './seed/accounts'
import { type StoredCase } from './seed/cases-seed'
import { type StoredClient } from './seed/clients-seed'

/** A visible case file with the client it belongs to. */
export interface CaseView {
  record: StoredCase
  client: StoredClient
}

export type CasePredicate = (view: CaseView) => boolean

const bad = (text: string) => detailError(400, text)

const contains = (text: string | null, needle: string) =>
  text !== null && foldText(text).includes(foldText(needle.trim()))

function integer(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name) ?? ''
  if (raw === '') return null
  if (!/^\d{1,9}$/.test(raw)) throw bad(`«${name}» debe ser un número entero.`)
  return Number(raw)
}

function amount(query: URLSearchParams, name: string): number | null {
  const raw = (query.get(name) ?? '').trim()
  if (raw === '') return null
  const value = Number(raw)
  if (!Number.isFinite(value)) throw bad(`«${name}» debe ser un importe.`)
  return value
}

function date(query: URLSearchParams, name: string): string | null {
  const raw = query.get(name) ?? ''
  if (raw === '') return null
  if (!isIsoDate(raw)) throw bad(`«${name}» debe ser una fecha AAAA-MM-DD.`)
  return raw
}

/** A closed range on a nullable value: a null value is outside any range set. */
function range<T extends number | string>(
  low: T | null,
  high: T | null,
  read: (view: CaseView) => T | null,
): CasePredicate | null {
  if (low === null && high === null) return null
  return (view) => {
    const value = read(view)
    return value !== null && (low === null || value >= low) && (high === null || value <= high)
  }
}

function flag(query: URLSearchParams, name: string, values: readonly string[]): string {
  const raw = query.get(name) ?? ''
  if (raw !== '' && !values.includes(raw.toLowerCase())) {
    throw bad(`«${name}» debe ser ${values.join(' o ')}.`)
  }
  return raw.toLowerCase()
}

const textFilters: Readonly<Record<string, (view: CaseView, needle: string) => boolean>> = {
  general_text: ({ record, client }, needle) =>
    matchesWords(
      [
        record.title,
        record.identifier,
        record.reference ?? '',
        client.business_name,
        client.nif,
      ].join(' '),
      needle,
    ),
  client_name: ({ client }, needle) => contains(client.business_name, needle),
  guest_name: ({ client }, needle) => contains(client.business_name, needle),
  guest_email: ({ client }, needle) => contains(client.email, needle),
  expert_name: ({ record }, needle) => contains(expertById(record.expertId)?.name ?? '', needle),
  fund_title: ({ record }, needle) => contains(record.title, needle),
  reference: ({ record }, needle) => contains(record.reference, needle),
}

/**
 * The vendor's table lists one parameter per filter, its curl example sends them in a
 * `requestData` JSON object instead: both are read, a parameter of its own winning.
 */
function withRequestData(query: URLSearchParams): URLSearchParams {
  const raw = query.get('requestData') ?? ''
  if (raw.trim() === '') return query
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    throw bad('El parámetro «requestData» no es un JSON válido.')
  }
  if (!isPlainObject(data)) throw bad('El parámetro «requestData» debe ser un objeto JSON.')
  const merged = new URLSearchParams(query)
  for (const [key, value] of Object.entries(data)) {
    if (merged.has(key) || value === null) continue
    merged.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return merged
}

/**
 * The filters of `GET forms/`, one query parameter each or inside `requestData` (both dialects);
 * bad input → 400. `isActive`: 1 the active case files; 0 and absent as `readings` say (by
 * default the archived ones, and both).
 */
export function parseCaseQuery(
  raw: URLSearchParams,
  caller: Expert,
  readings: Readings,
): CasePredicate {
  const query = withRequestData(raw)
  const predicates: CasePredicate[] = []
  const push = (predicate: CasePredicate | null) => {
    if (predicate) predicates.push(predicate)
  }
  const active = flag(query, 'isActive', ['0', '1'])
  const activeOnly = active === '1' || (active === '' && readings.absentIsActive === 'active')
  if (activeOnly) push(({ record }) => !record.archived)
  if (active === '0' && readings.isActiveZero === 'archived') push(({ record }) => record.archived)
  const mine = flag(query, 'my_workflows', ['true', 'false', '1', '0'])
  const ignored = readings.ignoreMyWorkflows
  if (!ignored && (mine === 'true' || mine === '1')) {
    push(({ record }) => record.expertId === caller.id)
  }

  for (const [name, test] of Object.entries(textFilters)) {
    const needle = query.get(name) ?? ''
    if (needle.trim() !== '') push((view) => test(view, needle))
  }
  const group = integer(query, 'status')
  const status = integer(query, 'sub_status')
  if ((group !== null || status !== null) && readings.statusFilters === 'refused') {
    throw bad('«status» y «sub_status» deben ser el nombre del estado.')
  }
  const applied = readings.statusFilters === 'applied'
  if (applied && group !== null) push(({ record }) => record.statusGroupId === group)
  if (applied && status !== null) push(({ record }) => record.statusId === status)

  push(range(date(query, 'start_date'), date(query, 'end_date'), (v) => v.record.created))
  for (const field of ['presentation_date', 'concession_date'] as const) {
    const low = date(query, `${field}_start`)
    push(range(low, date(query, `${field}_end`), (v) => v.record[field]))
  }
  for (const field of ['requested_amount', 'awarded_amount'] as const) {
    const low = amount(query, `${field}_min`)
    push(range(low, amount(query, `${field}_max`), (v) => v.record[field]))
  }
  return (view) => predicates.every((predicate) => predicate(view))
}
