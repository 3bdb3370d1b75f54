import { z } from 'zod'

/** BDNS's official address (bdns.md §1): the setting `bdnsUrl`, `--bdns-url`, `GRANTS_DESK_BDNS_URL`. */
export const DEFAULT_BDNS_URL = 'https://www.infosubvenciones.es/bdnstrans/api'

/** An answer of the official registry as kept here: when it was read, and whether it is old. */
export const bdnsKeptSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    /** Epoch ms of the read. */
    fetchedAt: z.number(),
    source: z.enum(['network', 'cache']),
    /** Older than a day, shown because the registry cannot be reached. */
    stale: z.boolean(),
  })

export interface BdnsKept<T> {
  value: T
  fetchedAt: number
  source: 'network' | 'cache'
  stale: boolean
}
