import { z } from 'zod'
import { AidWindowSchema, PortfolioRowSchema, PROFILE_PARTS } from '../portfolio/portfolio'

/** `clients.summary`: the client, and its NIF as the record shows it (a pending edit included). */
export const ClientSummaryInputSchema = z.object({
  /** Below 0: a client added offline, not yet made by the service (SC-CLIENT-6). */
  clientId: z
    .number()
    .int()
    .refine((id) => id !== 0),
  nif: z.string().max(40),
})
export type ClientSummaryInput = z.infer<typeof ClientSummaryInputSchema>

/** Opportunities the summary lists; the rest are counted and shown in «Cartera». */
export const SUMMARY_OPPORTUNITIES = 5

/**
 * What the app keeps of the NIF's concessions (a search, or «Ayudas recibidas»), summed with the
 * same rule as «Ayudas recibidas» (SC-CONC-6) over the window that ends today.
 */
const ConcessionsDigestSchema = z.object({
  /** Epoch ms of the kept answer. */
  fetchedAt: z.number(),
  /** Older than the day the cache reuses an answer for: «Actualizar» asks again. */
  old: z.boolean(),
  /** Every page is kept; otherwise the sums are of the `loaded` rows of `count`. */
  complete: z.boolean(),
  count: z.number(),
  loaded: z.number(),
  window: AidWindowSchema,
  total: z.number(),
  last_date: z.string().nullable(),
  window_total: z.number(),
  undated_count: z.number(),
  undated_total: z.number(),
})
export type ConcessionsDigest = z.infer<typeof ConcessionsDigestSchema>

/** The client's opportunities in the latest «Cartera» run of this account. */
const OpportunitiesDigestSchema = z.object({
  runAt: z.number(),
  /** What the client's profile lacked, so the run did not ask for it; empty when it did. */
  missing: z.array(z.enum(PROFILE_PARTS)),
  count: z.number(),
  newCount: z.number(),
  /** The new ones first, then by amount, at most SUMMARY_OPPORTUNITIES. */
  rows: z.array(PortfolioRowSchema),
})
export type OpportunitiesDigest = z.infer<typeof OpportunitiesDigestSchema>

/** A client's page sums up what the app already keeps: it never sends a request. */
export const ClientSummarySchema = z.object({
  /** The NIF as the service compares it; empty when the client has none. */
  nif: z.string(),
  /** The setting `aidThreshold`, which the window's total is held against. */
  threshold: z.number(),
  /** Null: nothing kept for that NIF (or no NIF). */
  concessions: ConcessionsDigestSchema.nullable(),
  /** Null: no «Cartera» run of opportunities yet. */
  opportunities: OpportunitiesDigestSchema.nullable(),
})
export type ClientSummary = z.infer<typeof ClientSummarySchema>
