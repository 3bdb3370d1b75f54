import { z } from 'zod'
import { wireInt, wireNullableText, wireText } from './wire'
import { identified, wireList } from './wire-list'

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

const wireNamed = identified(z.object({ id: wireInt, name: wireText }))

/**
 * `data-filters/` as a server sends it (SC-DIALECT-11): a missing or null list reads as empty, a missing
 * name as '' (the screens then show «#id»), and an item without its id names nothing, so its list
 * leaves it out.
 */
export const DataFiltersWireSchema = z.object({
  applicants: wireList(wireNamed),
  activities: wireList(wireNamed),
  action_items: wireList(
    z.object({
      name: wireText,
      action_groups: wireList(z.object({ name: wireText, action_items: wireList(wireNamed) })),
    }),
  ),
  communities: wireList(
    identified(z.object({ id: wireInt, name: wireText, provinces: wireList(wireNamed) })),
  ),
  provinces: wireList(wireNamed),
  origins: wireList(wireNamed),
  types_fund: wireList(wireNamed),
  regions_types: wireList(wireNamed),
  groups: wireList(wireNamed),
  // The vendor's CNAE ids and their codes (SC-CAT-5); a missing code or title is mapped without it.
  cnaes: wireList(
    identified(
      z.object({
        id: wireInt,
        code: wireNullableText,
        code2009: wireNullableText,
        title: wireNullableText,
      }),
    ),
  ),
}) satisfies z.ZodType<DataFilters>
