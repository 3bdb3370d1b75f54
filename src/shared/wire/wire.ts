import { z } from 'zod'

/**
 * Lenient readers for what a server sends (SC-DIALECT-3): the vendor's document types some numbers as
 * strings, marks fields nullable that our description does not, and requires no answer field at all.
 * Each reader turns the variants (a missing field included) into one value once, at the boundary, so
 * code downstream keeps a single type.
 */

/** A decimal as JSON numbers and Django's DecimalField write it: «850000», «850000.00», «-3.5». */
const NUMERIC = /^-?\d+(\.\d+)?$/

/** A finite number, or a numeric string read as one. */
export const wireNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(NUMERIC, 'se esperaba un número')
    .transform((text) => Number(text)),
])

/** An integer, or a string of one. */
export const wireInt = wireNumber.pipe(z.number().int())

/** A figure that may be missing: null, absent or an empty string all read as null. */
export const wireNullableNumber = z
  .union([wireNumber, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value))

/** «12.000,50», «12000,5 €»: an amount as a Spanish text writes it. */
const SPANISH_AMOUNT = /^(-?(?:\d{1,3}(?:\.\d{3})+|\d+))(?:,(\d+))?\s*€?$/

/** The amount a text holds, read as JSON or as Spanish writes it; null when it holds none. */
function amountOfText(text: string): number | null {
  const trimmed = text.trim()
  if (NUMERIC.test(trimmed)) return Number(trimmed)
  const spanish = SPANISH_AMOUNT.exec(trimmed)
  if (!spanish) return null
  const value = Number(`${(spanish[1] ?? '').replace(/\./g, '')}.${spanish[2] ?? '0'}`)
  return Number.isFinite(value) ? value : null
}

/**
 * An amount a schema may type as text (a case file's `awarded_amount`): a number, a numeric text,
 * a Spanish one («12.000,50 €»); missing, empty or a text that holds no amount reads as null,
 * failing nothing else (SC-DIALECT-12).
 */
export const wireNullableAmount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === undefined || value === null) return null
    if (typeof value === 'number') return Number.isFinite(value) ? value : null
    return amountOfText(value)
  })

/** An integer that may be missing: null or absent read as null. */
export const wireNullableInt = z
  .union([wireInt, z.null()])
  .optional()
  .transform((value) => value ?? null)

/**
 * What a nested object's missing id (a client's manager or platform) reads as. The service numbers
 * its records from 1, so 0 names none; whoever shows the object shows its name, «—» when empty.
 */
export const ABSENT_ID = 0

/** The id of a nested object; missing, it reads as ABSENT_ID. */
export const wireNestedId = z
  .union([wireInt, z.null()])
  .optional()
  .transform((value) => value ?? ABSENT_ID)

/** A list of ids; null or absent reads as an empty list, and a null in it names nothing. */
export const wireIds = z
  .array(z.union([wireInt, z.null()]))
  .nullish()
  .transform((ids) => (ids ?? []).filter((id) => id !== null))

/** A yes/no the app acts on: missing reads as false (not shared, not the initial status, …). */
export const wireFlag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false)

/** A yes/no the app only shows: missing reads as null, shown as «—». */
export const wireNullableFlag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? null)

/** Free text that the app treats as «nothing written» when empty: null or absent read as ''. */
export const wireText = z
  .string()
  .nullish()
  .transform((text) => text ?? '')

/** Text that is null when missing (an empty string stays as sent). */
export const wireNullableText = z
  .string()
  .nullish()
  .transform((text) => text ?? null)

/**
 * A date (YYYY-MM-DD on the wire, SC-CAT-4). Null, absent or '' read as null; a timestamp keeps its date
 * part; anything else is kept as sent, so the screens show what the service said.
 */
export const wireDate = z
  .string()
  .nullish()
  .transform((text) => {
    if (text === null || text === undefined || text.trim() === '') return null
    const date = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(text.trim())
    return date?.[1] ?? text
  })
