import { z } from 'zod'
import { REPORT_LANGUAGES } from './client-report'
import { REPORT_SECTIONS, SECTION_STATES, STALE_DAYS_DEFAULT } from './report-sections'

/**
 * The bridge's shapes of the client's «Informe de ayudas» (issue 37): what refreshing each section
 * costs, refreshing them, and writing one file per client as a job that can be cancelled.
 */
const ClientIdsSchema = z.array(z.number().int().positive()).min(1).max(500)
const StaleDaysSchema = z.number().int().min(1).max(3650).default(STALE_DAYS_DEFAULT)

export const ClientReportPlanInputSchema = z.object({
  clientIds: ClientIdsSchema,
  /** A section kept longer ago than this is `stale`; the setting of «Ajustes → Informes». */
  staleDays: StaleDaysSchema,
})

const SectionPlanSchema = z.object({
  section: z.enum(REPORT_SECTIONS),
  state: z.enum(SECTION_STATES),
  /** Epoch ms of what is kept; null when nothing is. */
  keptAt: z.number().nullable(),
  /** Paid requests refreshing it takes (0 for the official registry, which is free). */
  requests: z.number().int().min(0),
})
export type SectionPlan = z.infer<typeof SectionPlanSchema>

export const ClientReportPlanSchema = z.object({
  clients: z.array(
    z.object({
      clientId: z.number(),
      name: z.string(),
      sections: z.array(SectionPlanSchema),
      /** Refreshing every section of this client that is not `fresh`. */
      requests: z.number().int().min(0),
    }),
  ),
  /**
   * Refreshing every section not `fresh` of every client; the case files are one list for the
   * whole account, so their sync counts once.
   */
  requests: z.number().int().min(0),
})
export type ClientReportPlan = z.infer<typeof ClientReportPlanSchema>

export const ClientReportRefreshInputSchema = z.object({
  clientIds: ClientIdsSchema,
  sections: z.array(z.enum(REPORT_SECTIONS)).min(1),
  /** The requests the user agreed to (SC-COST-3); needed when the refresh takes more than 20. */
  confirmedRequests: z.number().int().min(0).optional(),
})

export const ClientReportRefreshSchema = z.discriminatedUnion('status', [
  /** Nothing was asked: above 20 requests, `confirmedRequests` must reach `requests`. */
  z.object({ status: z.literal('needs-confirmation'), requests: z.number() }),
  z.object({
    status: z.literal('done'),
    /** Paid requests made. */
    requests: z.number(),
    /** What could not be refreshed, with the reason in the user's language. */
    failed: z.array(
      z.object({ clientId: z.number(), section: z.enum(REPORT_SECTIONS), message: z.string() }),
    ),
  }),
])
export type ClientReportRefresh = z.infer<typeof ClientReportRefreshSchema>

export const ClientReportGenerateInputSchema = z.object({
  /** Chosen by the renderer, so it can follow progress and cancel while the call runs. */
  jobId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  clientIds: ClientIdsSchema,
  format: z.enum(['docx', 'pdf']),
  language: z.enum(REPORT_LANGUAGES),
  /** The advisor's words for this report (the same for every client of a batch). */
  note: z.string().max(4000).default(''),
  staleDays: StaleDaysSchema,
})

export const ClientReportGenerateSchema = z.object({
  /** `cancelled`: the dialog was closed, or the job was stopped (the files written stay). */
  status: z.enum(['done', 'cancelled']),
  /** Every file written, in the order of `clientIds`. */
  paths: z.array(z.string()),
})
export type ClientReportGenerate = z.infer<typeof ClientReportGenerateSchema>

/** `reports.clientProgress`: after each file (`done` of `total`), naming the client just written. */
export const ClientReportProgressSchema = z.object({
  jobId: z.string(),
  done: z.number(),
  total: z.number(),
  client: z.string(),
})
export type ClientReportProgress = z.infer<typeof ClientReportProgressSchema>

export const ClientReportCancelInputSchema = z.object({ jobId: z.string().max(64) })
export const ClientReportCancelSchema = z.object({ cancelled: z.boolean() })
