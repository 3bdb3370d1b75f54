import { z } from 'zod'

/** Case-file status groups (SC-STAT-1). */
export const StatusGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.array(
    z.object({
      id: z.number(),
      initial_state: z.boolean(),
      name: z.string(),
      template: z.number(),
    }),
  ),
})
export type StatusGroup = z.infer<typeof StatusGroupSchema>
export type CaseStatus = StatusGroup['status'][number]
