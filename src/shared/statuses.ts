import { z } from 'zod'
import { StatusGroupSchema } from './wire/status-group'

export const StatusListInputSchema = z
  .object({ refresh: z.boolean().default(false) })
  .default({ refresh: false })

export const StatusListSchema = z.object({
  groups: z.array(StatusGroupSchema),
  fetchedAt: z.number(),
  source: z.enum(['network', 'cache']),
  stale: z.boolean(),
})
export type StatusList = z.infer<typeof StatusListSchema>
