import { z } from 'zod'

/**
 * Lenient readers for what a server sends (SC-DIALECT-3): the vendor's document types some numbers as
 * strings and marks fields nullable that our description does not. Each reader turns the variants
 * into one value once, at the boundary, so code downstream keeps a single type.
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

/** A list of ids; null or absent reads as an empty list. */
export const wireIds = z
  .array(wireInt)
  .nullish()
  .transform((ids) => ids ?? [])

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
