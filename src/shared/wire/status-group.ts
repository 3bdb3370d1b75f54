import { z } from 'zod'
import { wireFlag, wireInt, wireNullableInt, wireText } from './wire'
import { identified, wireList } from './wire-list'

/** Case-file status groups (SC-STAT-1). */
export const StatusGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.array(
    z.object({
      id: z.number(),
      initial_state: z.boolean(),
      name: z.string(),
      /** Null when the service did not say: the export's cell stays empty. */
      template: z.number().nullable(),
    }),
  ),
})
export type StatusGroup = z.infer<typeof StatusGroupSchema>
export type CaseStatus = StatusGroup['status'][number]

/**
 * A status group as a server sends it (SC-DIALECT-11): any field may be missing. A group or a status
 * without its id cannot be chosen for a case file, so it is left out; names read as '' (shown as
 * «—»), `initial_state` as false (not the initial one), `template` as null.
 */
export const StatusGroupWireSchema = z.object({
  id: wireInt,
  name: wireText,
  status: wireList(
    identified(
      z.object({
        id: wireInt,
        initial_state: wireFlag,
        name: wireText,
        template: wireNullableInt,
      }),
    ),
  ),
}) satisfies z.ZodType<StatusGroup>
