import { z } from 'zod'
import { OpportunitySchema, SimulatorProfileSchema } from './wire/opportunity'
import { ReceivedSchema } from './received'

export const SimulatorRunInputSchema = z.object({
  profile: SimulatorProfileSchema,
  /** Pages wanted so far: the screen asks for more as the user scrolls (SC-SIM-2, «as needed»). */
  pages: z.number().int().min(1).max(10_000).default(1),
  /** Every page (the user agreed when it takes more than 20 requests). */
  all: z.boolean().default(false),
  refresh: z.boolean().default(false),
  /** The client's NIF when the profile is a client's: its grants already received are marked. */
  nif: z.string().max(40).optional(),
  /**
   * The answer stored for this profile, at any age, marked again (SC-SIM-5): no request. Without
   * one stored, it is asked as usual.
   */
  stored: z.boolean().default(false),
})

/**
 * An opportunity with «Ya recibida» for the client simulated: null when not received, absent when
 * no client was named.
 */
export const MarkedOpportunitySchema = OpportunitySchema.extend({
  received: ReceivedSchema.nullable().optional(),
})
export type MarkedOpportunity = z.infer<typeof MarkedOpportunitySchema>

export const SimulatorResultSchema = z.object({
  key: z.string(),
  rows: z.array(MarkedOpportunitySchema),
  count: z.number(),
  loadedPages: z.number(),
  totalPages: z.number(),
  complete: z.boolean(),
  requestsForAll: z.number(),
  fetchedAt: z.number(),
  source: z.enum(['network', 'cache']),
  stale: z.boolean(),
  /**
   * For a client's simulation, whether this account has stored its NIF's concessions, which
   * «Ya recibida» reads; null when no NIF was given.
   */
  concessionsStored: z.boolean().nullable(),
})
export type SimulatorResult = z.infer<typeof SimulatorResultSchema>
