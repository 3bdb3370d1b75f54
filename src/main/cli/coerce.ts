import { CLIENT_EDITABLE_FIELDS, type ClientEditableField } from '@shared/wire/client-editable'
import { cliText } from './cli-text'
import { usageError } from './usage-error'

/** How a `--set field=value` text becomes the JSON value the PATCH sends (SC-EDIT-1). */
type FieldKind = 'text' | 'nullableText' | 'integer' | 'amount' | 'boolean' | 'id' | 'idList'

const KINDS: Record<ClientEditableField, FieldKind> = {
  nif: 'text',
  business_name: 'text',
  email: 'text',
  phone: 'nullableText',
  public: 'boolean',
  status: 'integer',
  reference: 'nullableText',
  notes: 'nullableText',
  contacts: 'text',
  address: 'text',
  postal_code: 'text',
  location: 'text',
  province: 'id',
  legal_representative_name: 'text',
  legal_representative_nif: 'text',
  legal_representation_type: 'text',
  cnaes: 'idList',
  provinces_to_work: 'idList',
  applicant_types: 'idList',
  action_items: 'idList',
  employees_quantity: 'integer',
  constitution_date: 'text',
  last_year_billing: 'amount',
  investment_budget: 'amount',
  project_description: 'text',
}

function isEditable(field: string): field is ClientEditableField {
  return (CLIENT_EDITABLE_FIELDS as readonly string[]).includes(field)
}

/**
 * A whole number ≥ 1, written with digits only. Here and below, `what` names the value in the
 * message: a flag as written, or a `cli.subject.*` sentence.
 */
export function positiveInteger(what: string, raw: string): number {
  const text = raw.trim()
  const value = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    throw usageError('cli.usage.positive_integer', { what, raw })
  }
  return value
}

/** A whole number from `min` to `max`, written with digits only. */
export function integerInRange(what: string, raw: string, min: number, max: number): number {
  const text = raw.trim()
  const value = Number(text)
  if (!/^\d{1,9}$/.test(text) || value < min || value > max) {
    throw usageError('cli.usage.integer_range', { what, raw, min: String(min), max: String(max) })
  }
  return value
}

/** «1,2, 3» → [1, 2, 3]: ids are whole numbers ≥ 1; an empty text is an empty list. */
export function idList(what: string, raw: string): number[] {
  if (raw.trim() === '') return []
  return raw.split(',').map((part) => {
    const text = part.trim()
    const value = Number(text)
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
      throw usageError('cli.usage.id_list', { what, raw })
    }
    return value
  })
}

function integer(what: string, raw: string): number {
  const text = raw.trim()
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw usageError('cli.usage.integer', { what, raw })
  }
  return Number(text)
}

/** Euros: «1234.5», or «1234,5» with a decimal comma; no thousands separators. */
function amount(what: string, raw: string): number {
  const text = raw.trim()
  if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) {
    throw usageError('cli.usage.amount', { what, raw })
  }
  return Number(text.replace(',', '.'))
}

/** The value of one editable field, typed as the service expects it. */
export function coerceField(field: string, raw: string): unknown {
  if (!isEditable(field)) {
    throw usageError('cli.usage.not_editable', {
      field,
      fields: CLIENT_EDITABLE_FIELDS.join(', '),
    })
  }
  const what = cliText('cli.subject.field_value', { field })
  switch (KINDS[field]) {
    case 'text':
      return raw
    case 'nullableText':
      return raw === 'null' ? null : raw
    case 'integer':
      return integer(what, raw)
    case 'amount':
      return amount(what, raw)
    case 'boolean':
      if (raw === 'true') return true
      if (raw === 'false') return false
      throw usageError('cli.usage.boolean', { what, raw })
    case 'id':
      return positiveInteger(what, raw)
    case 'idList':
      return idList(what, raw)
  }
}

/** Every `--set field=value` as one PATCH body; a field given twice is a usage error. */
export function parseSetFlags(sets: readonly string[]): Record<string, unknown> {
  if (sets.length === 0) throw usageError('cli.usage.set_missing', {})
  const patch: Record<string, unknown> = {}
  for (const set of sets) {
    const equals = set.indexOf('=')
    if (equals <= 0) throw usageError('cli.usage.set_form', { set })
    const field = set.slice(0, equals).trim()
    if (Object.hasOwn(patch, field)) throw usageError('cli.usage.set_twice', { field })
    patch[field] = coerceField(field, set.slice(equals + 1))
  }
  return patch
}
