import { z } from 'zod'

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An item known by its `key` (a client by its id, an opportunity by its slug). Without it (absent or
 * null) the item cannot be stored, keyed or chosen: it reads as null, and the list it is in
 * (`wireList`, a page's results) leaves it out, keeping the rest (SC-DIALECT-11). A single resource
 * asked for by itself reads its identity strictly instead: an answer without it is no answer.
 */
export function identified<T extends z.ZodType>(item: T, key = 'id') {
  return z.unknown().transform((value, ctx): z.output<T> | null => {
    if (isPlain(value) && (value[key] === undefined || value[key] === null)) return null
    const parsed = item.safeParse(value)
    if (parsed.success) return parsed.data
    for (const { message, path } of parsed.error.issues) {
      ctx.issues.push({ code: 'custom', message, path, input: value })
    }
    return z.NEVER
  })
}

/** A list of an answer: null or absent reads as empty; items without their identity are left out. */
export function wireList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((items) =>
      (items ?? []).filter((value): value is NonNullable<z.output<T>> => value !== null),
    )
}
