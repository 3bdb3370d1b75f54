import { z } from 'zod'
import { wireDate, wireNumber } from './wire/wire'

/**
 * `GET users/usage-statistics/` (SC-COST-5): the vendor's credit figures. Not in our description, so a
 * server without it (404) is normal: the app then speaks of requests, not credits. The two monthly
 * figures are the answer itself: without either the balance is unknown, not 0 (a 0 would read as «no
 * credits left», SC-COST-6), so such an answer is refused and only the balance goes unshown
 * (SC-DIALECT-11). The rest may be missing.
 */
export const UsageStatisticsWireSchema = z.object({
  monthly_used_credits: wireNumber,
  max_credits: wireNumber,
  credits_bag: wireNumber.nullish().transform((bag) => bag ?? 0),
  credits_reset_date: wireDate,
})
export type UsageStatistics = z.infer<typeof UsageStatisticsWireSchema>

/** The balance as the screens show it. */
export const CreditBalanceSchema = z.object({
  /** Credits of this month not used yet. */
  monthLeft: z.number(),
  /** The month's allowance. */
  monthly: z.number(),
  /** Extra credits, spent once the month's are gone. */
  bag: z.number(),
  /** What is left in all: the rest of the month plus the bag. */
  left: z.number(),
  /** When the month's allowance starts again (YYYY-MM-DD), when the service says. */
  resetDate: z.string().nullable(),
})
export type CreditBalance = z.infer<typeof CreditBalanceSchema>

export function balanceOf(usage: UsageStatistics): CreditBalance {
  const monthly = Math.max(0, usage.max_credits)
  const monthLeft = Math.max(0, monthly - Math.max(0, usage.monthly_used_credits))
  const bag = Math.max(0, usage.credits_bag)
  return { monthLeft, monthly, bag, left: monthLeft + bag, resetDate: usage.credits_reset_date }
}

/** `credits.get`: the balance when the service offers it. */
export const CreditsViewSchema = z.discriminatedUnion('available', [
  /** The service has no `users/usage-statistics/`: costs are told in requests (SC-COST-5). */
  z.object({ available: z.literal(false) }),
  z.object({
    available: z.literal(true),
    balance: CreditBalanceSchema,
    fetchedAt: z.number(),
    /** `cache` when the service could not be reached and the last known balance is shown. */
    source: z.enum(['network', 'cache']),
  }),
])
export type CreditsView = z.infer<typeof CreditsViewSchema>
