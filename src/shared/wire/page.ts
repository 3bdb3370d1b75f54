import { z } from 'zod'

/** The page envelope of every paginated list (SC-PAGE-1). `next`/`previous` are absolute URLs. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}
