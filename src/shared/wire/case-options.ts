import { z } from 'zod'
import { wireInt, wireNestedId, wireText } from './wire'

/**
 * A case-file template of `templates/`: only what the form offers is read; a missing title reads as
 * '', a missing grant (`fund_data`) as none. Unknown keys are dropped.
 */
export const CaseTemplateWireSchema = z.object({
  id: wireInt,
  title: wireText,
  fund_data: z
    .object({ id: wireNestedId, title: wireText })
    .nullish()
    .transform((fund) => fund ?? null),
})
export type CaseTemplateWire = z.infer<typeof CaseTemplateWireSchema>

/** An expert of `experts/available-experts/`: the name is `first_name` and `last_name`. */
export const AvailableExpertWireSchema = z.object({
  id: wireInt,
  first_name: wireText,
  last_name: wireText,
  email: wireText,
})
export type AvailableExpert = z.infer<typeof AvailableExpertWireSchema>
