import { z } from 'zod'
import { CallFiltersSchema } from './calls'
import { ClientQuerySchema } from './clients/clients'
import { CaseQuerySchema } from './cases/cases'
import { ConcessionQuerySchema } from './concessions'
import { SimulatorProfileSchema } from './wire/opportunity'
import { EXPORT_FORMATS } from './export-formats'

export { type ExportFormat, FORMAT_EXTENSIONS } from './export-formats'

/**
 * «Cartera»: grants with their clients, one row per client × grant (with «Nueva»), incomplete
 * profiles, the aid summary, the deadlines.
 */
const PORTFOLIO_DATASETS = [
  'portfolio-grants',
  'portfolio-clients',
  'portfolio-incomplete',
  'portfolio-aid',
  'portfolio-deadlines',
] as const
export type PortfolioDataset = (typeof PORTFOLIO_DATASETS)[number]

/** What a dossier does with the grants it names whose sections are not kept (see its source). */
const DOSSIER_GRANTS = ['ask', 'fetch', 'skip'] as const
export type DossierGrants = (typeof DOSSIER_GRANTS)[number]

/** What a list exports. «Todas las páginas»: the service's lists are walked to the end. */
const ExportSourceSchema = z.discriminatedUnion('kind', [
  /** The clients list as it is on screen (the replica: no request). */
  z.object({ kind: z.literal('clients'), query: ClientQuerySchema }),
  z.object({ kind: z.literal('concessions'), query: ConcessionQuerySchema }),
  /** The case files as they are on screen (the replica: no request). */
  z.object({ kind: z.literal('cases'), query: CaseQuerySchema }),
  z.object({ kind: z.literal('statuses') }),
  /** With a client's NIF, the grants it already received are marked («Ya recibida»). */
  z.object({
    kind: z.literal('simulator'),
    profile: SimulatorProfileSchema,
    nif: z.string().max(40).optional(),
  }),
  /**
   * XLSX with seven sheets: Cliente, Concesiones (by its NIF), Oportunidades (its profile),
   * Convocatoria (each opportunity's grant detail as kept, never asked), Expedientes, and the
   * advisor's Plazos and Documentación of its case files.
   */
  z.object({
    kind: z.literal('dossier'),
    clientId: z.number().int().positive(),
    /**
     * The opportunities' grants whose sections this account does not keep: `ask` answers
     * `grants-missing` with their price before anything is written; `fetch` asks for them first
     * (their requests count in the export's); `skip` writes what is kept.
     */
    grants: z.enum(DOSSIER_GRANTS).default('ask'),
  }),
  /** «Convocatorias»: every page of a search, each not kept a request (SC-CALLS-2). */
  z.object({ kind: z.literal('calls'), filters: CallFiltersSchema }),
  /** The clients that fit a call, from its kept summary (no request, SC-CALLS-7). */
  z.object({ kind: z.literal('call-fits'), grantId: z.number().int().min(1) }),
  /** A table of the latest stored portfolio run (no request). */
  z.object({ kind: z.literal('portfolio'), dataset: z.enum(PORTFOLIO_DATASETS) }),
])
export type ExportSource = z.infer<typeof ExportSourceSchema>

export const DATASET_KINDS = [
  'clients',
  'concessions-nif',
  'concessions-grant',
  'statuses',
  'cases',
  'simulator',
  /** A client's simulation: the opportunities with «Ya recibida». */
  'simulator-client',
  'calls',
  'call-fits',
  ...PORTFOLIO_DATASETS,
] as const
export type DatasetKind = (typeof DATASET_KINDS)[number]

export const ExportStartInputSchema = z.object({
  /** Chosen by the renderer, so it can cancel and follow progress while the call runs. */
  exportId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  format: z.enum(EXPORT_FORMATS).default('csv-excel'),
  /** Column keys in the user's order; all columns when absent. */
  columns: z.array(z.string().max(60)).max(100).optional(),
  source: ExportSourceSchema,
  /** The requests the user agreed to (SC-COST-3); needed when the export takes more than 20. */
  confirmedRequests: z.number().int().min(0).optional(),
})
export type ExportStartInput = z.input<typeof ExportStartInputSchema>

export const ExportStartResultSchema = z.discriminatedUnion('status', [
  /** A dossier whose grants are not all kept (`grants: 'ask'`): how many, at most how many requests. */
  z.object({ status: z.literal('grants-missing'), grants: z.number(), requests: z.number() }),
  z.object({ status: z.literal('needs-confirmation'), requests: z.number(), rows: z.number() }),
  z.object({ status: z.literal('cancelled') }),
  z.object({
    status: z.literal('done'),
    path: z.string(),
    fileName: z.string(),
    rows: z.number(),
    /** Paid requests the export made (SC-COST-3), against `confirmedRequests` when it needed the user's word. */
    requests: z.number(),
    confirmedRequests: z.number().nullable(),
  }),
])
export type ExportStartResult = z.infer<typeof ExportStartResultSchema>

export const ExportProgressSchema = z.object({
  exportId: z.string(),
  done: z.number(),
  total: z.number(),
})

export const ExportColumnSchema = z.object({ key: z.string(), header: z.string() })
export type ExportColumn = z.infer<typeof ExportColumnSchema>
