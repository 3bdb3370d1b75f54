import { z } from 'zod'
import { OpportunitySchema, SimulatorProfileSchema } from './wire/opportunity'

export const SimulatorRunInputSchema = z.object({
  profile: SimulatorProfileSchema,
  /** Pages wanted so far: the screen asks for more as the user scrolls (SC-SIM-2, «as needed»). */
  pages: z.number().int().min(1).max(10_000).default(1),
  /** Every page (the user agreed when it takes more than 20 requests). */
  all: z.boolean().default(false),
  refresh: z.boolean().default(false),
})
export type SimulatorRunInput = z.input<typeof SimulatorRunInputSchema>

export const SimulatorResultSchema = z.object({
  key: z.string(),
  rows: z.array(OpportunitySchema),
  count: z.number(),
  loadedPages: z.number(),
  totalPages: z.number(),
  complete: z.boolean(),
  requestsForAll: z.number(),
  fetchedAt: z.number(),
  source: z.enum(['network', 'cache']),
  stale: z.boolean(),
})
export type SimulatorResult = z.infer<typeof SimulatorResultSchema>

/** The same profile always gives the same cache key, whatever the order of the ids. */
export function profileKey(profile: z.infer<typeof SimulatorProfileSchema>): string {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',')
  const provinces = Array.isArray(profile.province) ? profile.province : [profile.province]
  return `p=${sorted(provinces)};a=${sorted(profile.applicants_v2)};x=${sorted(profile.actions_v2)}`
}
