import { z } from 'zod'
import { DeMinimisSummarySchema } from './de-minimis'
import { MinimisGroupSchema } from './minimis-group-schemas'
import { TaxIdSchema } from '../tax-id'
import { isIsoDate } from '../format'

/** `bdns.minimis`: a NIF's de minimis (with its group's), as of a day (today by default). */
export const ClientMinimisInputSchema = z.object({
  nif: TaxIdSchema,
  asOf: z.string().refine(isIsoDate).optional(),
  /** «Actualizar»: ask the registry even if its answer is younger than a day. */
  refresh: z.boolean().default(false),
})

export const ClientMinimisSchema = z.object({
  nif: z.string(),
  asOf: z.string(),
  /** The «empresa única» group the NIF is in: every member's aid is summed. */
  group: MinimisGroupSchema.nullable(),
  summary: DeMinimisSummarySchema,
  /** Each NIF asked: when the registry's answer was read, and whether it is older than a day. */
  sources: z.array(z.object({ nif: z.string(), fetchedAt: z.number(), stale: z.boolean() })),
})
export type ClientMinimis = z.infer<typeof ClientMinimisSchema>
