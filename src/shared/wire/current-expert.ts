import { z } from 'zod'
import { wireFlag, wireInt } from './wire'

/** The most permissions kept of one answer. */
const MAX_PERMISSIONS = 500

/**
 * `experts/current/` (SC-CASE-6): the signed-in advisor as the service knows it, of which the app
 * keeps its expert `id` (required: without it the answer names no one), `is_super_expert` (missing:
 * false) and `permissions` (the vendor types their items as anything: texts are kept, others
 * written as JSON, at most MAX_PERMISSIONS). Unknown keys are dropped.
 */
export const CurrentExpertWireSchema = z
  .object({
    id: wireInt.pipe(z.number().positive()),
    is_super_expert: wireFlag,
    permissions: z.array(z.unknown()).nullish(),
  })
  .transform(({ id, is_super_expert, permissions }) => ({
    id,
    isSuperExpert: is_super_expert,
    permissions: (permissions ?? [])
      .slice(0, MAX_PERMISSIONS)
      .map((item) => (typeof item === 'string' ? item : JSON.stringify(item))),
  }))
export type CurrentExpert = z.infer<typeof CurrentExpertWireSchema>
