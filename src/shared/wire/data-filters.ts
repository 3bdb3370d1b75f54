import { z } from 'zod'

const named = z.object({ id: z.number(), name: z.string() })

/**
 * `GET data-filters/` (SC-CAT-3): the service's catalogue. Every key is optional because the client must
 * work with a server that lacks some (or the whole operation); unknown keys are ignored.
 */
export const DataFiltersSchema = z.object({
  applicants: z.array(named).optional(),
  activities: z.array(named).optional(),
  action_items: z
    .array(
      z.object({
        name: z.string(),
        action_groups: z.array(z.object({ name: z.string(), action_items: z.array(named) })),
      }),
    )
    .optional(),
  communities: z.array(named.extend({ provinces: z.array(named).optional() })).optional(),
  provinces: z.array(named).optional(),
  origins: z.array(named).optional(),
  types_fund: z.array(named).optional(),
  regions_types: z.array(named).optional(),
  groups: z.array(named).optional(),
  /** The vendor's (SC-CAT-5): its CNAE ids, each with a code; any field of an entry may be missing. */
  cnaes: z
    .array(
      z.object({
        id: z.number(),
        code: z.string().nullish(),
        code2009: z.string().nullish(),
        title: z.string().nullish(),
      }),
    )
    .optional(),
})
export type DataFilters = z.infer<typeof DataFiltersSchema>
