import { z } from 'zod'
import { keyed } from '../validation'
import { wireInt, wireNullableNumber, wireText } from './wire'

/** An opportunity of the simulator; the vendor's carries the grant's `id` (SC-DIALECT-7), ours does not. */
export const OpportunitySchema = z.object({
  id: z.number().int().optional(),
  slug: z.string(),
  formatted_title: z.string(),
  status_text: z.string(),
  /** Null when the service did not send it: shown as «—», its export cell empty. */
  total_amount: z.number().nullable(),
  scope: z.string(),
})
export type Opportunity = z.infer<typeof OpportunitySchema>

/**
 * An opportunity as either reading sends it: the amount may be a numeric string, and any field may be
 * missing (SC-DIALECT-11). The app knows an opportunity by its `slug` (the simulator's pages, the
 * portfolio): a list leaves out one without it (`identified`).
 */
export const OpportunityWireSchema = z.object({
  id: wireInt
    .nullish()
    .transform((id) => id ?? undefined)
    .optional(),
  slug: z.string(),
  formatted_title: wireText,
  status_text: wireText,
  total_amount: wireNullableNumber,
  scope: wireText,
}) satisfies z.ZodType<Opportunity>

const idList = z.array(z.number().int().positive())

/** The simulator body of SC-SIM-1: province a number or a list; both lists non-empty. */
export const SimulatorProfileSchema = z.object({
  province: z.union([
    z.number().int().positive(),
    idList.min(1, keyed('validation.choose_province')),
  ]),
  applicants_v2: idList.min(1, keyed('validation.choose_applicant')),
  actions_v2: idList.min(1, keyed('validation.choose_action')),
})
export type SimulatorProfile = z.infer<typeof SimulatorProfileSchema>
