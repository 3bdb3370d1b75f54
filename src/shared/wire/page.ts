import { z } from 'zod'
import { wireInt } from './wire'
import { wireList } from './wire-list'

/** A `next`/`previous` link: absent, null or empty means there is none. */
const link = z
  .string()
  .nullish()
  .transform((url) => (url ? url : null))

/**
 * The page envelope of every paginated list (SC-PAGE-1). `next`/`previous` are absolute URLs.
 * Every field may be missing (SC-DIALECT-11): `results` reads as an empty page, the links as none,
 * and `count` as the rows of this page — which says nothing of the pages after it, so a walk then
 * ends by `next` and its other rules, not by the count (see `walkPages`).
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z
    .object({
      count: wireInt.pipe(z.number().nonnegative()).nullish(),
      next: link,
      previous: link,
      results: wireList(item),
    })
    .transform(({ count, next, previous, results }) => ({
      count: count ?? results.length,
      next,
      previous,
      results,
    }))
}

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}
