import { z } from 'zod'
import { isIsoDate } from './format'
import { FIELD_LIMITS } from './limits'
import { keyed } from './validation'
import { CALL_ORDERS, CALL_STATES } from './call-choices'

/**
 * «Convocatorias»: the search of calls (`GET funds/`, the vendor's «Listado de subvenciones»),
 * searches kept under a name, and the clients that fit a call. What the screen, the bridge and
 * the command line share.
 */

/** The most ids a filter takes (there are 52 provinces; catalogues of tens). */
const MAX_FILTER_IDS = 100

const ids = z.array(z.number().int().min(1).max(1_000_000)).min(1).max(MAX_FILTER_IDS)
const isoDate = z.string().refine(isIsoDate, keyed('validation.calls_date'))
const euros = z.number().min(0).max(1e13)

/**
 * The filters of a search; each one left out is not sent (no state is assumed). `text` searches
 * words of the title; `meaning` the search by meaning: one or the other.
 */
export const CallFiltersSchema = z
  .object({
    text: z.string().trim().min(1).max(FIELD_LIMITS.search).optional(),
    meaning: z.string().trim().min(1).max(FIELD_LIMITS.search).optional(),
    bdns: z.number().int().min(1).max(99_999_999).optional(),
    provinces: ids.optional(),
    communities: ids.optional(),
    applicants: ids.optional(),
    actions: ids.optional(),
    activities: ids.optional(),
    types: ids.optional(),
    state: z.enum(CALL_STATES).optional(),
    closingFrom: isoDate.optional(),
    closingTo: isoDate.optional(),
    minAmount: euros.optional(),
    maxAmount: euros.optional(),
    minimis: z.boolean().optional(),
    order: z.enum(CALL_ORDERS).default('closing'),
  })
  .strict()
  .superRefine((filters, ctx) => {
    if (filters.text !== undefined && filters.meaning !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['meaning'], message: keyed('validation.calls_text') })
    }
    const { closingFrom, closingTo, minAmount, maxAmount } = filters
    if (closingFrom !== undefined && closingTo !== undefined && closingFrom > closingTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['closingTo'],
        message: keyed('validation.calls_closing_range'),
      })
    }
    if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxAmount'],
        message: keyed('validation.calls_amount_range'),
      })
    }
  })
export type CallFilters = z.output<typeof CallFiltersSchema>
export type CallFiltersInput = z.input<typeof CallFiltersSchema>

/** A call as a list shows it; `closesOn` read from the service's `status_text` when it names it. */
export const CallSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** Read from `status_text`; null when it says none the app knows. */
  state: z.enum(CALL_STATES).nullable(),
  /** YYYY-MM-DD, from `status_text` («Abierta hasta el 31/12/2026»); null when it names none. */
  closesOn: z.string().nullable(),
  amount: z.number().nullable(),
  statusText: z.string().nullable(),
  /** The service's `new_entity`: published lately. */
  recent: z.boolean(),
})
export type Call = z.infer<typeof CallSchema>

export const CallSearchInputSchema = z.object({
  filters: CallFiltersSchema,
  page: z.number().int().min(1).max(10_000).default(1),
})
export type CallSearchInput = z.input<typeof CallSearchInputSchema>

/** One page of a search: `count` the service's total; kept 24 hours, offline at any age. */
export const CallPageSchema = z.object({
  count: z.number(),
  page: z.number(),
  /** Pages of the search at the size the service sends. */
  pages: z.number(),
  hasMore: z.boolean(),
  results: z.array(CallSchema),
  fetchedAt: z.number(),
  fromCache: z.boolean(),
  /** Kept more than 24 hours: shown because the service cannot be reached. */
  stale: z.boolean(),
})
export type CallPage = z.infer<typeof CallPageSchema>

/** What a page costs before it is asked: 0 when kept. */
export const CallCostSchema = z.object({ requests: z.number(), kept: z.boolean() })

export const SavedSearchNameSchema = z.string().trim().min(1).max(80)

export const SavedSearchSchema = z.object({
  name: z.string(),
  filters: CallFiltersSchema,
  createdAt: z.number(),
  /** When it last ran, and how many calls it found then; null before its first run. */
  lastRunAt: z.number().nullable(),
  lastCount: z.number().nullable(),
})
export type SavedSearch = z.infer<typeof SavedSearchSchema>

export const SaveSearchInputSchema = z.object({
  name: SavedSearchNameSchema,
  filters: CallFiltersSchema,
})

export const SavedSearchRefSchema = z.object({ name: SavedSearchNameSchema })

/** A call of a saved search's run: `isNew` when the previous run did not list it. */
const RunCallSchema = CallSchema.extend({ isNew: z.boolean() })

/**
 * A run of a saved search: every page (at most `maxPages`, else `complete: false`), each call
 * marked against the previous run, and those of the previous run no longer listed (`gone`).
 * On its first run nothing is new.
 */
export const SavedRunSchema = z.object({
  name: z.string(),
  count: z.number(),
  results: z.array(RunCallSchema),
  gone: z.array(CallSchema),
  firstRun: z.boolean(),
  complete: z.boolean(),
  requests: z.number(),
  ranAt: z.number(),
  previousRunAt: z.number().nullable(),
})
export type SavedRun = z.infer<typeof SavedRunSchema>

export const SavedRunInputSchema = z.object({
  name: SavedSearchNameSchema,
  /** The most pages the run may ask (beyond page 1 the cost is asked first). */
  maxPages: z.number().int().min(1).max(1000).default(1),
})

/** The criteria a call's kept detail can be compared with a client's profile on. */
const FIT_CRITERIA = ['applicants', 'territory', 'actions', 'activities', 'cnae'] as const
export type FitCriterion = (typeof FIT_CRITERIA)[number]

const FittingClientSchema = z.object({
  id: z.number(),
  name: z.string(),
  nif: z.string(),
  /** Criteria the client meets, and how many of those compared. */
  matched: z.array(z.enum(FIT_CRITERIA)),
  score: z.number(),
})
export type FittingClient = z.infer<typeof FittingClientSchema>

export const FitsInputSchema = z.object({ grantId: z.number().int().min(1) })

/**
 * The clients of the replica whose profile matches the call's kept detail, best first.
 * `unknown`: criteria the detail does not name, or names in words the app cannot compare.
 * `notKept`: the detail is not kept yet (its section costs a request).
 */
export const FitsSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    grantId: z.number(),
    /** How many fit; `clients` lists the first 500. */
    total: z.number(),
    clients: z.array(FittingClientSchema),
    compared: z.array(z.enum(FIT_CRITERIA)),
    unknown: z.array(z.enum(FIT_CRITERIA)),
  }),
  z.object({ status: z.literal('notKept'), grantId: z.number() }),
])
export type Fits = z.infer<typeof FitsSchema>
