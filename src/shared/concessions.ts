import { z } from 'zod'
import { ConcessionByGrantSchema, ConcessionByNifSchema } from './wire/concession'
import { MessageRefSchema } from './messages/catalogue-lookup'
import { keyed } from './validation'

export const ConcessionQuerySchema = z.discriminatedUnion('kind', [
  // An empty NIF is sent as it is: the service answers «Es necesario enviar el campo nif» (SC-CONC-1).
  z.object({ kind: z.literal('nif'), nif: z.string().max(40) }),
  z.object({
    kind: z.literal('grant-id'),
    fundId: z.number().int().positive(keyed('validation.grant_id')),
  }),
  z.object({
    kind: z.literal('grant-slug'),
    fundSlug: z.string().trim().min(1, keyed('validation.grant_slug')).max(300),
  }),
])
export type ConcessionQuery = z.infer<typeof ConcessionQuerySchema>

/** Pages of one search as they arrive. */
export const ConcessionProgressSchema = z.object({
  key: z.string(),
  done: z.number(),
  total: z.number(),
})

export const ConcessionSearchInputSchema = z.object({
  query: ConcessionQuerySchema,
  /** «Actualizar»: ask the service again even within the 24 hours. */
  refresh: z.boolean().default(false),
  /** The user agreed to fetch every page although it takes more than 20 requests. */
  loadAll: z.boolean().default(false),
  /**
   * With `loadAll`: the requests the user agreed to for the pages after the first (SC-COST-3).
   * Above 20, fewer than the rest takes are refused (`needs_confirmation`), or leave the answer
   * partial when page 1 had to be asked again; the walk never sends more.
   */
  confirmedRequests: z.number().int().min(0).optional(),
})

const common = {
  /** The normalised query, e.g. the NIF as the service compares it. */
  key: z.string(),
  count: z.number(),
  /** Every page is loaded: the summary and chart are over all rows. */
  complete: z.boolean(),
  /** Requests a full walk takes (SC-COST-3), for the confirmation. */
  requestsForAll: z.number(),
  fetchedAt: z.number(),
  source: z.enum(['network', 'cache']),
  /** True when the cached answer is older than a day but the service cannot be reached. */
  stale: z.boolean(),
}

export const ConcessionResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('nif'),
    ...common,
    nif: z.string(),
    /** What is wrong with the NIF, when it is (the search still runs, SC-CONC-1), in any language. */
    taxIdWarning: MessageRefSchema.nullable(),
    rows: z.array(ConcessionByNifSchema),
  }),
  z.object({ kind: z.literal('grant'), ...common, rows: z.array(ConcessionByGrantSchema) }),
])
export type ConcessionResult = z.infer<typeof ConcessionResultSchema>
