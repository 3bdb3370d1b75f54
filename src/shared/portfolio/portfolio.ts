import { z } from 'zod'
import { ClientQuerySchema } from '../clients/clients'
import { MAX_AID_YEARS, PORTFOLIO_KINDS } from './portfolio-constants'
import { ReceivedSchema } from '../received'

/** The filter part of the clients list's query: the same fields, the same meaning. */
const PortfolioFilterSchema = ClientQuerySchema.pick({
  text: true,
  status: true,
  province: true,
  cnae: true,
  expert: true,
  public: true,
})
export type PortfolioFilter = z.infer<typeof PortfolioFilterSchema>

/** Which clients a run covers: those of a clients filter, or (null) every client of the replica. */
const PortfolioScopeSchema = z.object({
  filter: PortfolioFilterSchema.nullable().default(null),
})
export type PortfolioScope = z.input<typeof PortfolioScopeSchema>

/** Where a «Cartera» opportunity comes from: the client's profile, or its NIF and CNAE. */
const PORTFOLIO_ORIGINS = ['profile', 'nif-cnae'] as const
export type PortfolioOrigin = (typeof PORTFOLIO_ORIGINS)[number]

/** The profile fields a client may lack; without any of them it is «Perfil incompleto». */
export const PROFILE_PARTS = ['province', 'applicant_types', 'action_items'] as const
export type ProfilePart = (typeof PROFILE_PARTS)[number]

export const PortfolioPlanInputSchema = z.object({
  kind: z.enum(PORTFOLIO_KINDS),
  scope: PortfolioScopeSchema.default({ filter: null }),
  /** The run will ask the service again for what the 24-hour cache holds. */
  refresh: z.boolean().default(false),
})

/**
 * What a run will cost before anything is sent. `requests`: the most the run sends before it
 * asks again: page 1 of each distinct normalised profile (opportunities) or distinct NIF (aid)
 * the 24-hour cache does not hold, and the pages left of those it holds in part. Page 1 counts
 * the others; when the run would then go past what was confirmed, it asks again (SC-COST-3).
 * Above CONFIRM_ABOVE_REQUESTS the user confirms.
 */
export const PortfolioPlanSchema = z.object({
  kind: z.enum(PORTFOLIO_KINDS),
  /** Clients in scope, incomplete ones included. */
  clients: z.number(),
  /** Clients left out: no province, applicant type or action (opportunities) or no NIF (aid). */
  incomplete: z.number(),
  requests: z.number(),
  /** Profiles or NIFs the cache answers whole: no request. */
  cachedRequests: z.number(),
  /** Profiles or NIFs whose pages are not counted yet: one may have more than page 1. */
  uncounted: z.number(),
  /**
   * The most the run is expected to take (SC-COST-8): `requests`, with each uncounted one at the
   * pages its last kept answer had. What «Cartera» asks for once.
   */
  estimate: z.number(),
})
export type PortfolioPlan = z.infer<typeof PortfolioPlanSchema>

export const PortfolioRunInputSchema = z.object({
  kind: z.enum(PORTFOLIO_KINDS),
  scope: PortfolioScopeSchema.default({ filter: null }),
  /** The requests the user agreed to; needed (≥ the estimate) when the plan takes more than 20. */
  confirmedRequests: z.number().int().min(0).optional(),
  /** Aid only: calendar years to split into (default 3). */
  years: z.number().int().min(1).max(MAX_AID_YEARS).optional(),
  /** Aid only: the threshold for this run; default the setting `aidThreshold`. */
  threshold: z.number().min(0).max(1e12).optional(),
  /** Ask the service again even within the 24 hours. */
  refresh: z.boolean().default(false),
})
export type PortfolioRunInput = z.input<typeof PortfolioRunInputSchema>

const IncompleteClientSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Kept runs of an older version lack it. */
  nif: z.string().default(''),
  missing: z.array(z.enum(PROFILE_PARTS)),
  /** Simulated by NIF and CNAE, the service answered 404 for its NIF (SC-NIFSIM-5). */
  nifNotFound: z.boolean().default(false),
})
export type IncompleteClient = z.infer<typeof IncompleteClientSchema>

/** One opportunity of one client: the client × grant row. */
export const PortfolioRowSchema = z.object({
  client_id: z.number(),
  client_name: z.string(),
  nif: z.string(),
  slug: z.string(),
  /** The grant's id, when the service sends it (SC-DIALECT-7): «Ya recibida» matches by it. */
  grant_id: z.number().int().optional(),
  formatted_title: z.string(),
  status_text: z.string(),
  total_amount: z.number().nullable(),
  scope: z.string(),
  /** Not in the previous run of this account; a first run (no previous) marks none. */
  new: z.boolean(),
  /** «Ya recibida» by the client, from the concessions stored when the run is read. */
  received: ReceivedSchema.nullable().default(null),
  /**
   * How the client was simulated: its whole profile, or its NIF and CNAE because its profile lacks
   * applicant types or actions (SC-NIFSIM-4, «por NIF y CNAE»). Kept runs of an older version lack it.
   */
  origin: z.enum(PORTFOLIO_ORIGINS).default('profile'),
})
export type PortfolioRow = z.infer<typeof PortfolioRowSchema>

/** A client × grant pair of the previous run that this run no longer has. */
const DisappearedRowSchema = PortfolioRowSchema.pick({
  client_id: true,
  client_name: true,
  nif: true,
  slug: true,
  formatted_title: true,
})
export type DisappearedRow = z.infer<typeof DisappearedRowSchema>

const OpportunitiesRunSchema = z.object({
  kind: z.literal('opportunities'),
  /** Epoch ms. */
  runAt: z.number(),
  previousRunAt: z.number().nullable(),
  /** Clients in scope, incomplete ones included. */
  clients: z.number(),
  /** Requests made (pages fetched from the service; the cache's answers are not counted). */
  requests: z.number(),
  /** The requests the user agreed to, in all (SC-COST-3); null when the run needed no word. */
  confirmedRequests: z.number().nullable().default(null),
  incomplete: z.array(IncompleteClientSchema),
  rows: z.array(PortfolioRowSchema),
  disappeared: z.array(DisappearedRowSchema),
})
export type OpportunitiesRun = z.infer<typeof OpportunitiesRunSchema>

/**
 * The days the de minimis threshold is held against (YYYY-MM-DD, both included): the three years
 * that end on `to`, the day of the run in Madrid (`deMinimisWindow`).
 */
export const AidWindowSchema = z.object({ from: z.string(), to: z.string() })
export type AidWindow = z.infer<typeof AidWindowSchema>

const AidClientSchema = z.object({
  client_id: z.number(),
  nif: z.string(),
  name: z.string(),
  /** Awarded per calendar year (Europe/Madrid), keyed by the year: every year of `years`, 0 included. */
  by_year: z.record(z.string(), z.number()),
  /** Every concession, undated ones included. */
  total: z.number(),
  count: z.number(),
  /** YYYY-MM-DD of the latest dated concession. */
  last_date: z.string().nullable(),
  /** Awarded within the run's `window`; null in a run kept by an older version, which had none. */
  window_total: z.number().nullable().default(null),
  /** Concessions without a (readable) date: in `total`, never in a year nor in the window. */
  undated_count: z.number().default(0),
  undated_total: z.number().default(0),
  /**
   * `window_total` reaches the threshold: a warning only (the service does not say which aids are
   * de minimis).
   */
  over_threshold: z.boolean(),
  /**
   * Aid in the window known to be de minimis (issue 36): the registry's rows when kept for the
   * NIF (`de_minimis_source: 'registry'`), else the concessions of grants «Sujeta a minimis: Sí».
   * 0 in a run kept by an older version.
   */
  de_minimis_total: z.number().default(0),
  /** Concessions in the window whose grant is not known to be de minimis or not. */
  de_minimis_unknown: z.number().default(0),
  de_minimis_source: z.enum(['registry', 'grants']).nullable().default(null),
  /** `de_minimis_total` reaches the threshold: what «Ayudas recibidas» flags. */
  over_de_minimis: z.boolean().default(false),
  /**
   * What each source misses (issue 36, point 7), when the registry's rows of the NIF are kept:
   * concessions the grants service lists and the registry's de minimis does not, and the other way
   * round. Null when the registry was not read for it (or a run kept by an older version).
   */
  only_grants: z.number().int().nullable().default(null),
  only_registry: z.number().int().nullable().default(null),
})
export type AidClient = z.infer<typeof AidClientSchema>

const AidRunSchema = z.object({
  kind: z.literal('aid'),
  runAt: z.number(),
  /** The calendar years of `by_year`, newest first (the current year in Madrid first). */
  years: z.array(z.number()),
  /** The three years the threshold is held against; null in a run kept by an older version. */
  window: AidWindowSchema.nullable().default(null),
  threshold: z.number(),
  /** Clients in scope, those without a NIF included. */
  clientsInScope: z.number(),
  requests: z.number(),
  confirmedRequests: z.number().nullable().default(null),
  /** Clients in scope without a NIF: nothing to ask for. */
  withoutNif: z.array(z.object({ id: z.number(), name: z.string() })),
  clients: z.array(AidClientSchema),
})
export type AidRun = z.infer<typeof AidRunSchema>

export const PortfolioRunSchema = z.discriminatedUnion('kind', [
  OpportunitiesRunSchema,
  AidRunSchema,
])
export type PortfolioRun = z.infer<typeof PortfolioRunSchema>

export const PortfolioKindInputSchema = z.object({ kind: z.enum(PORTFOLIO_KINDS) })

/**
 * `portfolio.needsMore`: a run has page 1 of each profile or NIF and the pages left would take it
 * past what was confirmed: it waits for `portfolio.confirmMore` (or `portfolio.cancel`).
 */
export const PortfolioNeedsMoreSchema = z.object({
  kind: z.enum(PORTFOLIO_KINDS),
  /** Requests made so far. */
  spent: z.number(),
  /** What the user agreed to so far; null when the run needed no word yet (20 or fewer). */
  confirmed: z.number().nullable(),
  /** Requests the whole run takes now, the ones made included. */
  requests: z.number(),
})
export type PortfolioNeedsMore = z.infer<typeof PortfolioNeedsMoreSchema>

export const PortfolioConfirmMoreInputSchema = z.object({
  kind: z.enum(PORTFOLIO_KINDS),
  /** The requests agreed to in all: at least the `requests` asked for. */
  confirmedRequests: z.number().int().min(0),
})

export const PortfolioProgressSchema = z.object({
  kind: z.enum(PORTFOLIO_KINDS),
  /** Requests answered (or served from the cache) of `total` known so far. */
  done: z.number(),
  total: z.number(),
})
export type PortfolioProgress = z.infer<typeof PortfolioProgressSchema>

const DEADLINE_KINDS = ['close', 'open'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]

const DeadlineSchema = z.object({
  slug: z.string(),
  formatted_title: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  /** YYYY-MM-DD. */
  date: z.string(),
  client_ids: z.array(z.number()),
  client_names: z.array(z.string()),
})
export type Deadline = z.infer<typeof DeadlineSchema>

const UnparsedDeadlineSchema = z.object({
  slug: z.string(),
  formatted_title: z.string(),
  status_text: z.string(),
  client_ids: z.array(z.number()),
})
export type UnparsedDeadline = z.infer<typeof UnparsedDeadlineSchema>

/**
 * `portfolio.deadlines`: every parsed date of the latest opportunities run, past ones included,
 * sorted by date then slug; texts with a date the parser cannot read are listed as they are.
 */
export const DeadlinesViewSchema = z.object({
  runAt: z.number().nullable(),
  deadlines: z.array(DeadlineSchema),
  unparsed: z.array(UnparsedDeadlineSchema),
})
export type DeadlinesView = z.infer<typeof DeadlinesViewSchema>

export const IcsExportResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('cancelled') }),
  z.object({
    status: z.literal('done'),
    path: z.string(),
    fileName: z.string(),
    events: z.number(),
  }),
])
export type IcsExportResult = z.infer<typeof IcsExportResultSchema>

/** The key of a client × grant pair, to compare two runs. */
export function pairKey(row: { client_id: number; slug: string }): string {
  return `${row.client_id}|${row.slug}`
}
