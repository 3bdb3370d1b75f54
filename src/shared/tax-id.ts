import { z } from 'zod'
import { type Lang, type MessageRef, messageRef, renderRef } from './messages/catalogue-lookup'
import { keyed, keyedRef } from './validation'

export type TaxIdKind = 'nif' | 'nie' | 'cif'

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const CIF_LETTERS = 'JABCDEFGHI'
const NIE_PREFIXES = ['X', 'Y', 'Z'] as const
export type NiePrefix = (typeof NIE_PREFIXES)[number]

const NIF_PATTERN = /^(\d{8})([A-Z])$/
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/
const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/

/** Which control character each CIF organisation letter takes (Orden EHA/451/2008). */
export type CifControlKind = 'digit' | 'letter' | 'either'

const CIF_CONTROL_KIND: Readonly<Record<string, CifControlKind>> = {
  A: 'digit',
  B: 'digit',
  E: 'digit',
  H: 'digit',
  N: 'letter',
  P: 'letter',
  Q: 'letter',
  R: 'letter',
  S: 'letter',
  W: 'letter',
  C: 'either',
  D: 'either',
  F: 'either',
  G: 'either',
  J: 'either',
  U: 'either',
  V: 'either',
}

export function cifControlKind(orgLetter: string): CifControlKind | null {
  return CIF_CONTROL_KIND[orgLetter.toUpperCase()] ?? null
}

export function normalizeTaxId(raw: string): string {
  const id = raw
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '')
  if (id.startsWith('ES') && kindByFormat(id.slice(2))) return id.slice(2)
  return id
}

function kindByFormat(id: string): TaxIdKind | null {
  if (NIF_PATTERN.test(id)) return 'nif'
  if (NIE_PATTERN.test(id)) return 'nie'
  if (CIF_PATTERN.test(id)) return 'cif'
  return null
}

/** The kind an id has by its shape alone; the control character is not checked. */
export function taxIdKind(id: string): TaxIdKind | null {
  return kindByFormat(normalizeTaxId(id))
}

export function controlLetterFor(dniNumber: number): string {
  if (!Number.isInteger(dniNumber) || dniNumber < 0 || dniNumber > 99_999_999) {
    throw new RangeError(`Número de DNI fuera de rango: ${dniNumber}`)
  }
  return DNI_LETTERS.charAt(dniNumber % 23)
}

/** The control digit (0–9) of the seven digits of a CIF. */
export function cifControlDigit(digits7: string): number {
  if (!/^\d{7}$/.test(digits7)) throw new RangeError(`Un CIF lleva 7 cifras: ${digits7}`)
  let sum = 0
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits7.charAt(i))
    if (i % 2 === 0) {
      // Positions 1, 3, 5 and 7 are doubled and their digits added.
      const doubled = digit * 2
      sum += Math.floor(doubled / 10) + (doubled % 10)
    } else {
      sum += digit
    }
  }
  return (10 - (sum % 10)) % 10
}

/** The control letter (A–J) of the seven digits of a CIF. */
export function cifControlLetter(digits7: string): string {
  return CIF_LETTERS.charAt(cifControlDigit(digits7))
}

export function isValidNif(id: string): boolean {
  const match = NIF_PATTERN.exec(id)
  if (!match) return false
  return controlLetterFor(Number(match[1])) === match[2]
}

export function isValidNie(id: string): boolean {
  const match = NIE_PATTERN.exec(id)
  if (!match) return false
  const prefix = NIE_PREFIXES.indexOf(match[1] as NiePrefix)
  return controlLetterFor(Number(`${prefix}${match[2]}`)) === match[3]
}

export function isValidCif(id: string): boolean {
  const match = CIF_PATTERN.exec(id)
  if (!match) return false
  const [, org = '', digits = '', control = ''] = match
  const digit = String(cifControlDigit(digits))
  const letter = cifControlLetter(digits)
  switch (cifControlKind(org)) {
    case 'digit':
      return control === digit
    case 'letter':
      return control === letter
    case 'either':
      return control === digit || control === letter
    default:
      return false
  }
}

export function isValidTaxId(raw: string): boolean {
  return taxIdError(raw) === null
}

/** What is wrong with the id, as a catalogue reference, or null when it is valid. */
export function taxIdProblem(raw: string): MessageRef | null {
  const id = normalizeTaxId(raw)
  if (id === '') return messageRef('validation.tax_id.empty')
  switch (kindByFormat(id)) {
    case 'nif':
      return isValidNif(id) ? null : messageRef('validation.tax_id.nif_control')
    case 'nie':
      return isValidNie(id) ? null : messageRef('validation.tax_id.nie_control')
    case 'cif':
      return isValidCif(id) ? null : cifProblem(id)
    default:
      return messageRef('validation.tax_id.format')
  }
}

/** A sentence (Spanish unless `lang` says) saying what is wrong with the id, or null when it is valid. */
export function taxIdError(raw: string, lang: Lang = 'es'): string | null {
  const problem = taxIdProblem(raw)
  return problem ? renderRef(lang, problem) : null
}

function cifProblem(id: string): MessageRef {
  const org = id.charAt(0)
  const control = id.charAt(8)
  const kind = cifControlKind(org)
  if (kind === 'letter' && /\d/.test(control)) {
    return messageRef('validation.tax_id.cif_needs_letter', { org })
  }
  if (kind === 'digit' && /[A-Z]/.test(control)) {
    return messageRef('validation.tax_id.cif_needs_digit', { org })
  }
  return messageRef('validation.tax_id.cif_control')
}

export function makeNif(n: number): string {
  return `${String(n).padStart(8, '0')}${controlLetterFor(n)}`
}

export function makeNie(prefix: NiePrefix, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9_999_999) {
    throw new RangeError(`Número de NIE fuera de rango: ${n}`)
  }
  const digits = String(n).padStart(7, '0')
  return `${prefix}${digits}${controlLetterFor(Number(`${NIE_PREFIXES.indexOf(prefix)}${digits}`))}`
}

/** Organisations that accept either control character get the digit. */
export function makeCif(orgLetter: string, provinceAndNumber7Digits: number): string {
  const org = orgLetter.toUpperCase()
  const kind = cifControlKind(org)
  if (!kind) throw new RangeError(`Letra de organización de CIF no válida: ${orgLetter}`)
  const n = provinceAndNumber7Digits
  if (!Number.isInteger(n) || n < 0 || n > 9_999_999) {
    throw new RangeError(`Un CIF lleva 7 cifras: ${n}`)
  }
  const digits = String(n).padStart(7, '0')
  const control = kind === 'letter' ? cifControlLetter(digits) : String(cifControlDigit(digits))
  return `${org}${digits}${control}`
}

/** Accepts any written form and outputs the normalised id. */
export const TaxIdSchema = z
  .string({ error: keyed('validation.tax_id.empty') })
  .transform(normalizeTaxId)
  .superRefine((id, ctx) => {
    const problem = taxIdProblem(id)
    if (problem) ctx.addIssue({ code: 'custom', message: keyedRef(problem) })
  })
