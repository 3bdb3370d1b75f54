import { cnaeById } from '@shared/catalogues/cnae'
import { isVendorCnaeId } from './seed/vendor-cnaes'
import { type Client } from '@shared/wire/client'
import { type ClientEditableField, CLIENT_EDITABLE_FIELDS } from '@shared/wire/client-editable'
import { isIsoDate } from '@shared/format'
import { normalizeTaxId, taxIdError } from '@shared/tax-id'
import { type Dialect } from './dialect'
import { fieldErrors } from './error-answers'
import { ACTION_IDS, APPLICANTS } from './seed/catalogue-seed'

type Check<T> = (value: unknown) => { value: T } | { error: string }

const MSG = {
  notNull: 'Este campo no puede ser nulo.',
  notString: 'No es una cadena válida.',
  blank: 'Este campo no puede estar en blanco.',
  email: 'Introduzca una dirección de correo electrónico válida.',
  boolean: 'Debe ser un valor booleano válido.',
  integer: 'Introduzca un número entero válido.',
  number: 'Se requiere un número válido.',
  nonNegative: 'Asegúrese de que este valor es mayor o igual a 0.',
  date: 'Fecha con formato erróneo. Use el formato AAAA-MM-DD.',
  postalCode: 'El código postal debe tener 5 cifras.',
  province: 'Provincia no válida: envíe un código INE entre 1 y 52, o una lista con uno solo.',
  provinceNumber: 'Provincia no válida: envíe un código INE entre 1 y 52.',
  list: 'Se esperaba una lista de números enteros.',
} as const

const tooLong = (max: number) => `Asegúrese de que este campo no tenga más de ${max} caracteres.`

function text(max: number, options: { blank?: boolean } = {}): Check<string> {
  return (value) => {
    if (value === null || value === undefined) return { error: MSG.notNull }
    if (typeof value !== 'string') return { error: MSG.notString }
    const trimmed = value.trim()
    if (trimmed === '' && options.blank === false) return { error: MSG.blank }
    if (trimmed.length > max) return { error: tooLong(max) }
    return { value: trimmed }
  }
}

function nullableText(max: number): Check<string | null> {
  const check = text(max)
  return (value) => (value === null ? { value: null } : check(value))
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const email: Check<string> = (value) => {
  const result = text(254, { blank: false })(value)
  if ('error' in result) return result
  return EMAIL.test(result.value) ? result : { error: MSG.email }
}

function taxId(allowBlank: boolean): Check<string> {
  return (value) => {
    const result = text(20, { blank: allowBlank })(value)
    if ('error' in result || (allowBlank && result.value === '')) return result
    const error = taxIdError(result.value)
    return error ? { error: `${error}.` } : { value: normalizeTaxId(result.value) }
  }
}

const boolean: Check<boolean> = (value) =>
  typeof value === 'boolean' ? { value } : { error: value === null ? MSG.notNull : MSG.boolean }

function integerOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value)
  return null
}

const count: Check<number> = (value) => {
  const n = integerOf(value)
  if (n === null) return { error: value === null ? MSG.notNull : MSG.integer }
  return n < 0 ? { error: MSG.nonNegative } : { value: n }
}

/** Euros: a number or a numeric string, kept to cents. */
const amount: Check<number> = (value) => {
  let n: number | null = null
  if (typeof value === 'number' && Number.isFinite(value)) n = value
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) n = Number(value)
  if (n === null) return { error: value === null ? MSG.notNull : MSG.number }
  if (n < 0) return { error: MSG.nonNegative }
  return { value: Math.round(n * 100) / 100 }
}

const status: Check<number> = (value) => {
  const n = integerOf(value)
  if (n === null) return { error: value === null ? MSG.notNull : MSG.integer }
  if (![1, 2, 3].includes(n)) {
    return { error: `Elija una opción válida. ${n} no es una de las opciones disponibles.` }
  }
  return { value: n }
}

const isProvince = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 52

/** SC-EDIT-2: a number, or a one-element array; stored and returned as an array. */
const province: Check<number[]> = (value) => {
  if (isProvince(value)) return { value: [value] }
  if (Array.isArray(value) && value.length === 1 && isProvince(value[0]))
    return { value: [value[0]] }
  return { error: value === null ? MSG.notNull : MSG.province }
}

/** The vendor's PATCH body types `province` as a number: a list is refused. */
const provinceNumber: Check<number[]> = (value) => {
  if (isProvince(value)) return { value: [value] }
  return { error: value === null ? MSG.notNull : MSG.provinceNumber }
}

const postalCode: Check<string> = (value) => {
  const result = text(5)(value)
  if ('error' in result) return result
  return /^\d{5}$/.test(result.value) ? result : { error: MSG.postalCode }
}

const date: Check<string> = (value) => {
  if (value === null) return { error: MSG.notNull }
  return isIsoDate(value) ? { value } : { error: MSG.date }
}

function ids(known: (id: number) => boolean): Check<number[]> {
  return (value) => {
    if (!Array.isArray(value)) return { error: value === null ? MSG.notNull : MSG.list }
    if (!value.every((id) => Number.isSafeInteger(id))) return { error: MSG.list }
    const unknown = (value as number[]).find((id) => !known(id))
    if (unknown !== undefined) {
      return { error: `Clave primaria «${unknown}» inválida: el objeto no existe.` }
    }
    return { value: [...new Set(value as number[])] }
  }
}

const applicantIds = new Set(APPLICANTS.map((applicant) => applicant.id))
const actionIds = new Set(ACTION_IDS)

/** SC-EDIT-1: what a PATCH may change and how each field is checked. */
const CHECKS: { [K in ClientEditableField]: Check<Client[K]> } = {
  nif: taxId(false),
  business_name: text(255, { blank: false }),
  email,
  phone: nullableText(30),
  public: boolean,
  status,
  reference: nullableText(100),
  notes: nullableText(5000),
  contacts: text(2000),
  address: text(255),
  postal_code: postalCode,
  location: text(120),
  province,
  legal_representative_name: text(255),
  legal_representative_nif: taxId(true),
  legal_representation_type: text(100),
  cnaes: ids((id) => cnaeById(id) !== undefined),
  provinces_to_work: ids(isProvince),
  applicant_types: ids((id) => applicantIds.has(id)),
  action_items: ids((id) => actionIds.has(id)),
  employees_quantity: count,
  constitution_date: date,
  last_year_billing: amount,
  investment_budget: amount,
  project_description: text(5000),
}

/**
 * The vendor's PATCH body (SC-DIALECT-5) lists neither `reference`, `notes` nor `contacts`: they are
 * ignored like unknown keys, and the answer shows them unchanged. `phone` is not nullable there,
 * `province` a number, and CNAEs go by the vendor's ids (vendor-cnaes.ts).
 */
const VENDOR_IGNORED: ReadonlySet<ClientEditableField> = new Set(['reference', 'notes', 'contacts'])
const VENDOR_CHECKS: Partial<typeof CHECKS> = {
  phone: text(30),
  province: provinceNumber,
  cnaes: ids(isVendorCnaeId),
}

/**
 * The changes a PATCH body asks for. Read-only and unknown keys are ignored; any invalid value
 * rejects the whole body with field errors (400) and changes nothing.
 */
export function clientChanges(body: Record<string, unknown>, dialect: Dialect): Partial<Client> {
  const vendor = dialect === 'vendor'
  const changes: Record<string, unknown> = {}
  const errors: Record<string, string[]> = {}
  for (const field of CLIENT_EDITABLE_FIELDS) {
    if (!(field in body) || (vendor && VENDOR_IGNORED.has(field))) continue
    const check = (vendor ? VENDOR_CHECKS[field] : undefined) ?? CHECKS[field]
    const result = (check as Check<unknown>)(body[field])
    if ('error' in result) errors[field] = [result.error]
    else changes[field] = result.value
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return changes
}
