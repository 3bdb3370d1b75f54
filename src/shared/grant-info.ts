import { z } from 'zod'
import { FIELD_LIMITS } from './limits'
import { GRANT_SECTIONS } from './grant-section-ids'
import { MarkedOpportunitySchema } from './simulator'

/** `fund-details/{identifier}/`: every text as the service wrote it; none when missing. */
export const GrantDetailsSchema = z.object({
  /** The grant's id, which the vendor's schema declares (SC-GRANT-9): a grant known by slug learns it. */
  id: z.number().nullable().default(null),
  slug: z.string().nullable(),
  title: z.string().nullable(),
  goal: z.string().nullable(),
  statusText: z.string().nullable(),
  scope: z.string().nullable(),
  totalAmount: z.number().nullable(),
  requestAmount: z.number().nullable(),
  publisher: z.string().nullable(),
  applicants: z.string().nullable(),
  term: z.string().nullable(),
  helpType: z.string().nullable(),
  expenses: z.string().nullable(),
  executionPeriod: z.string().nullable(),
  line: z.string().nullable(),
  /**
   * Text in the vendor's schema (SC-GRANT-10): a number when it is a plain one (shown in euros),
   * else the text as the service wrote it.
   */
  extraLimit: z.union([z.number(), z.string()]).nullable(),
  infoExtra: z.string().nullable(),
})
export type GrantDetails = z.infer<typeof GrantDetailsSchema>

/** An official document; `url` only when it is on an allowed host (else shown without a link). */
const GrantFileSchema = z.object({
  id: z.number().nullable(),
  title: z.string(),
  filename: z.string().nullable(),
  primary: z.boolean(),
  documentType: z.string().nullable(),
  url: z.string().nullable(),
})
export type GrantFile = z.infer<typeof GrantFileSchema>

/** `funds/fund-required-documents/{id}/`. */
export const GrantDocumentsSchema = z.object({
  requiredDocuments: z.string().nullable(),
  templates: z.array(GrantFileSchema),
})

/** `funds/fund-evaluation/{id}/`. */
export const GrantEvaluationSchema = z.object({
  requirements: z.string().nullable(),
  minimis: z.boolean().nullable(),
})

/** `funds/fund-normative/{id}/`: the official PDFs (bases, call, extract…) and the BDNS codes. */
export const GrantNormativeSchema = z.object({
  office: z.string().nullable(),
  department: z.string().nullable(),
  files: z.array(GrantFileSchema),
  bdns: z.array(z.string()),
  competitive: z.boolean().nullable(),
  nonCompetitive: z.boolean().nullable(),
  minimis: z.boolean().nullable(),
})

/** An earlier edition (`funds/fund-related/{id}/`), with its published concessions. */
const GrantEditionSchema = z.object({
  /** When the service sends it (the vendor's schema does not): orders the editions (SC-GRANT-11). */
  id: z.number().nullable().default(null),
  /** The id of the edition before this one (`previous`), when sent. */
  previous: z.number().nullable().default(null),
  slug: z.string(),
  title: z.string(),
  statusText: z.string().nullable(),
  totalAmount: z.number().nullable(),
  scope: z.string().nullable(),
  concessionsCount: z.number().nullable(),
  concessionsAmount: z.number().nullable(),
  startDate: z.string().nullable(),
  office: z.string().nullable(),
})
export type GrantEdition = z.infer<typeof GrantEditionSchema>

export const GrantRelatedSchema = z.object({ editions: z.array(GrantEditionSchema) })

/**
 * Where a grant's links may open: its public page, the vendor's storage of the official PDFs (under
 * `/media.fandit.es/`), and its other media host (`experts/current/`'s example, SC-GRANT-6).
 */
export const GRANT_LINK_HOSTS = [
  'fandit.es',
  's3.eu-west-1.amazonaws.com',
  'fandit-media.s3.amazonaws.com',
] as const

export const GrantSectionContentSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('details'), data: GrantDetailsSchema }),
  z.object({ section: z.literal('documents'), data: GrantDocumentsSchema }),
  z.object({ section: z.literal('evaluation'), data: GrantEvaluationSchema }),
  z.object({ section: z.literal('normative'), data: GrantNormativeSchema }),
  z.object({ section: z.literal('related'), data: GrantRelatedSchema }),
])

/**
 * A grant as the places that show one know it: its id and its slug, or only its slug (the
 * simulator's and «Cartera»'s rows in our description carry no id: then only its details can be
 * asked, by slug).
 */
const GrantRefSchema = z
  .object({
    id: z.number().int().positive().optional(),
    slug: z.string().trim().min(1).max(300).optional(),
  })
  .refine((grant) => grant.id !== undefined || grant.slug !== undefined, {
    message: 'A grant needs its id or its slug',
  })
export type GrantRef = z.infer<typeof GrantRefSchema>

export const GrantSectionInputSchema = z.object({
  grant: GrantRefSchema,
  section: z.enum(GRANT_SECTIONS),
  /**
   * Only what this account keeps (any age): no request. Without it, a missing or stale answer is
   * asked (one request, the user's word given by opening the section).
   */
  cachedOnly: z.boolean().default(false),
  /** «Actualizar»: asked again even when kept. */
  refresh: z.boolean().default(false),
})

/** Which of a grant's sections this account keeps (any age): what «Cargar todo» need not ask. */
export const GrantKeptInputSchema = z.object({ grant: GrantRefSchema })
export const GrantKeptSchema = z.object({ sections: z.array(z.enum(GRANT_SECTIONS)) })

/**
 * `ok`: the section, from the service or kept. `not-cached`: nothing kept and `cachedOnly` (it costs
 * `requests`). `closed`: the grant is no longer active (details only: 404 where `fund-related` knows
 * it); its concessions can still be seen. `unavailable`: this service does not offer the section
 * (404 to the operation, SC-GRANT-*).
 */
export const GrantSectionResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    /** The section's data, told apart by `content.section`. */
    content: GrantSectionContentSchema,
    fetchedAt: z.number(),
    source: z.enum(['network', 'cache']),
    stale: z.boolean(),
  }),
  z.object({
    status: z.literal('not-cached'),
    section: z.enum(GRANT_SECTIONS),
    requests: z.number(),
  }),
  z.object({ status: z.literal('closed'), section: z.enum(GRANT_SECTIONS) }),
  z.object({ status: z.literal('unavailable'), section: z.enum(GRANT_SECTIONS) }),
])
export type GrantSectionResult = z.infer<typeof GrantSectionResultSchema>

/** `funds/concessions/`: grants with published concessions, found by words of their title. */
export const GrantSearchInputSchema = z.object({
  text: z.string().trim().min(1).max(FIELD_LIMITS.search),
  page: z.number().int().min(1).max(1000).default(1),
})

const GrantWithConcessionsSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  statusText: z.string().nullable(),
  totalAmount: z.number().nullable(),
  concessionsCount: z.number().nullable(),
  concessionsAmount: z.number().nullable(),
  /** The requests its concessions take, at the service's page size. */
  concessionRequests: z.number().nullable(),
})
export type GrantWithConcessions = z.infer<typeof GrantWithConcessionsSchema>

export const GrantSearchResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    rows: z.array(GrantWithConcessionsSchema),
    count: z.number(),
    page: z.number(),
    hasMore: z.boolean(),
    fetchedAt: z.number(),
    source: z.enum(['network', 'cache']),
  }),
  z.object({ status: z.literal('unavailable') }),
])
export type GrantSearchResult = z.infer<typeof GrantSearchResultSchema>

/** «Simular por NIF y CNAE» (`funds/opportunities-by-cif/`): for a profile without types or actions. */
export const NifSimulationInputSchema = z.object({
  nif: z.string().trim().min(1).max(40),
  /** The CNAE-2009 code as text (`0111`), as the vendor takes it. */
  cnae: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/),
  province: z.number().int().min(1).max(52),
  refresh: z.boolean().default(false),
})

export const NifSimulationResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    rows: z.array(MarkedOpportunitySchema),
    fetchedAt: z.number(),
    source: z.enum(['network', 'cache']),
    stale: z.boolean(),
  }),
  z.object({ status: z.literal('unavailable') }),
])
export type NifSimulationResult = z.infer<typeof NifSimulationResultSchema>
