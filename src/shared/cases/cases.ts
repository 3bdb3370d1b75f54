import { z } from 'zod'
import { CASE_BATCH_MAX, CASE_SORT_FIELDS, CASE_WINDOW_MAX } from './case-list-limits'
import { CaseFileSchema } from '../wire/case-file'
import { StatusGroupSchema } from '../wire/status-group'
import { AppErrorSchema } from '../errors'
import { FIELD_LIMITS } from '../limits'

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const ids = z.array(z.number().int()).max(200).optional()

/**
 * A query over the local replica of the case files: answered from SQLite, online or offline.
 * Without `archived` only the active case files; with it only the archived ones.
 */
export const CaseQuerySchema = z.object({
  /**
   * Matches identifier, title, client name and NIF, reference and expert, and the advisor's notes on
   * the case file, ignoring accents and case.
   */
  text: z.string().max(FIELD_LIMITS.search).default(''),
  /** `identity`: the words only in the identifier or the title (the palette's search). */
  textIn: z.enum(['all', 'identity']).optional(),
  /** «Solo los míos»: the signed-in advisor is the case file's expert. */
  mine: z.boolean().default(false),
  archived: z.boolean().default(false),
  client: z.number().int().positive().optional(),
  /** Status group ids (the vendor's «estado»). */
  statusGroups: ids,
  /** Status ids (the vendor's «subestado»); a row matches when either list names it. */
  statuses: ids,
  /** Case files that have no status yet (a new one whose status waits). */
  withoutStatus: z.boolean().default(false),
  presentedFrom: isoDay.optional(),
  presentedTo: isoDay.optional(),
  concededFrom: isoDay.optional(),
  concededTo: isoDay.optional(),
  /** On the requested amount, in euros, both ends included. */
  amountMin: z.number().min(0).optional(),
  amountMax: z.number().min(0).optional(),
  sort: z
    .object({ field: z.enum(CASE_SORT_FIELDS), direction: z.enum(['asc', 'desc']) })
    .default({ field: 'presentation_date', direction: 'desc' }),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(CASE_WINDOW_MAX).default(200),
})
export type CaseQuery = z.input<typeof CaseQuerySchema>
export type CaseQueryInput = z.output<typeof CaseQuerySchema>

const NamedSchema = z.object({ id: z.number(), name: z.string() })

/** What waits in the outbox for a case file: nothing, a change to send, a conflict, a refusal. */
const CasePendingSchema = z.enum(['none', 'pending', 'conflict', 'failed'])

/** A row of the case-files table. */
const CaseRowSchema = z.object({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  /** Named by it when the client has no name (created with only its NIF). */
  clientNif: z.string(),
  statusGroup: NamedSchema.nullable(),
  status: NamedSchema.nullable(),
  requestedAmount: z.number().nullable(),
  awardedAmount: z.number().nullable(),
  presentationDate: z.string().nullable(),
  concessionDate: z.string().nullable(),
  expertId: z.number(),
  expertName: z.string(),
  archived: z.boolean(),
  pending: CasePendingSchema,
  /** The last day of its nearest deadline still running (the advisor's, ARCH-FLOW-12); null without one. */
  nextDeadline: z.string().nullable(),
})
export type CaseRow = z.infer<typeof CaseRowSchema>

/**
 * Whether the service has case files (SC-CASE-5): `no` once `forms/` answered 404 (the screen says
 * so in one sentence, the client tab and «Abrir expediente» are hidden); `unknown` before the first
 * sync of this account.
 */
const CaseAvailabilitySchema = z.enum(['yes', 'no', 'unknown'])
export type CaseAvailability = z.infer<typeof CaseAvailabilitySchema>

export const CasePageSchema = z.object({
  availability: CaseAvailabilitySchema,
  rows: z.array(CaseRowSchema),
  /** Every case file the query selects. */
  total: z.number(),
  /** Epoch ms of the last full sync of the case files; null before the first. */
  syncedAt: z.number().nullable(),
  /** True while a sync of the case files is under way. */
  syncing: z.boolean(),
  /** «Desarchivar» offered: false once this service refused it in this session (SC-CASE-13). */
  unarchive: z.boolean().default(true),
  /**
   * For a search among the active case files: how many archived ones the same query selects (the
   * list says so when only they match); null for the archived list or without words.
   */
  archivedMatches: z.number().nullable().default(null),
})
export type CasePage = z.infer<typeof CasePageSchema>

export const CaseIdSchema = z.object({ id: z.number().int().positive() })

/** One case file as the detail shows it: the server copy with waiting changes laid over it. */
/** The grant a case file was opened for, as its template named it (SC-CASE-10). */
const CaseGrantSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().nullable(),
})
export type CaseGrant = z.infer<typeof CaseGrantSchema>

/** A status the service refused for a case file, and its words (SC-CASE-12). */
const CaseRefusalSchema = z.object({
  group: NamedSchema,
  status: NamedSchema,
  error: AppErrorSchema,
})
export type CaseRefusal = z.infer<typeof CaseRefusalSchema>

export const CaseDetailSchema = z.object({
  caseFile: CaseFileSchema,
  archived: z.boolean(),
  pending: CasePendingSchema,
  syncedAt: z.number().nullable(),
  /** Known only for a case file opened here from a template that names its grant. */
  grant: CaseGrantSchema.nullable(),
  /** The last status the service refused, waiting until another is chosen; null when none. */
  refused: CaseRefusalSchema.nullable().default(null),
  /** «Desarchivar» offered: false once this service refused it in this session (SC-CASE-13). */
  unarchive: z.boolean().default(true),
})
export type CaseDetail = z.infer<typeof CaseDetailSchema>

const CaseTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The grant the template is for, when it names one (`fund_data`). */
  fundId: z.number().nullable(),
  fundTitle: z.string().nullable(),
})
export type CaseTemplate = z.infer<typeof CaseTemplateSchema>

/** What the «Nuevo expediente» form offers: the catalogue, its initial status, templates, experts. */
export const CaseFormOptionsSchema = z.object({
  availability: CaseAvailabilitySchema,
  catalogue: z.array(StatusGroupSchema),
  /** The first status marked `initial_state` in the catalogue's order (SC-STAT-2); null when none. */
  initial: z.object({ group: NamedSchema, status: NamedSchema }).nullable(),
  templates: z.array(CaseTemplateSchema),
  experts: z.array(NamedSchema),
  /** The signed-in advisor's id: the expert preselected. */
  me: z.number().nullable(),
})
export type CaseFormOptions = z.infer<typeof CaseFormOptionsSchema>

const text = (max: number) => z.string().trim().max(max)

export const CaseCreateInputSchema = z.object({
  client: z.number().int().positive(),
  title: text(FIELD_LIMITS.caseTitle).min(1),
  templateId: z.number().int().positive().optional(),
  expertId: z.number().int().positive().optional(),
  reference: text(FIELD_LIMITS.caseReference).optional(),
  additionalData: text(FIELD_LIMITS.caseNote).optional(),
  statusGroup: z.number().int(),
  status: z.number().int(),
  observation: text(FIELD_LIMITS.caseNote).optional(),
})
export type CaseCreateInput = z.input<typeof CaseCreateInputSchema>

/**
 * `created`: both steps done. `status_queued`: the case file exists, its status waits in the outbox
 * (the second call failed); `error` says why.
 */
export const CaseCreateResultSchema = z.object({
  status: z.enum(['created', 'status_queued']),
  id: z.number(),
  identifier: z.string().nullable(),
  error: AppErrorSchema.nullable(),
})
export type CaseCreateResult = z.infer<typeof CaseCreateResultSchema>

export const CaseStatusInputSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(CASE_BATCH_MAX),
  statusGroup: z.number().int(),
  status: z.number().int(),
  observation: text(FIELD_LIMITS.caseNote).optional(),
})
export type CaseStatusInput = z.input<typeof CaseStatusInputSchema>

export const CaseArchiveInputSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(CASE_BATCH_MAX),
  action: z.enum(['archive', 'unarchive']),
})
export type CaseArchiveInput = z.input<typeof CaseArchiveInputSchema>

/** «Asignar a…»: the case files and the expert they are given to (SC-CASE-15). */
export const CaseAssignInputSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(CASE_BATCH_MAX),
  expertId: z.number().int().positive(),
})
export type CaseAssignInput = z.input<typeof CaseAssignInputSchema>

/** The case files a change of status is for: the statuses offered are those every one may take. */
export const CaseStatusOptionsInputSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(CASE_BATCH_MAX),
})

/** The catalogue narrowed to the statuses offered for those case files' templates (SC-CASE-11). */
export const CaseStatusOptionsSchema = z.object({ catalogue: z.array(StatusGroupSchema) })
export type CaseStatusOptions = z.infer<typeof CaseStatusOptionsSchema>

/** `saved`: on the service now; `queued`: offline, waiting in the outbox in order. */
export const CaseChangeResultSchema = z.object({
  status: z.enum(['saved', 'queued']),
  count: z.number(),
})
export type CaseChangeResult = z.infer<typeof CaseChangeResultSchema>

/** How many of the advisor's active case files are in each status (the statuses screen). */
/** Which case files the statuses screen counts: the same «Solo los míos» as the list it opens. */
export const CaseCountsInputSchema = z.object({ mine: z.boolean().default(false) })

export const CaseCountsSchema = z.object({
  availability: CaseAvailabilitySchema,
  byStatus: z.array(z.object({ statusGroup: z.number(), status: z.number(), count: z.number() })),
  withoutStatus: z.number(),
  /** Whether only the advisor's own were counted. */
  mine: z.boolean(),
  syncedAt: z.number().nullable(),
})
export type CaseCounts = z.infer<typeof CaseCountsSchema>

export const CaseSyncResultSchema = z.object({
  availability: CaseAvailabilitySchema,
  count: z.number(),
  syncedAt: z.number().nullable(),
})
export type CaseSyncResult = z.infer<typeof CaseSyncResultSchema>

/** Whose case files `cases.byGrant` lists: one client's, or every client's («Cartera»). */
export const CaseGrantLinksInputSchema = z.object({
  client: z.number().int().positive().optional(),
})

/**
 * A case file whose grant is known (SC-CASE-20): opened here for it (`opened`, SC-CASE-10), or known
 * by the grant of the template its status belongs to (`status`, SC-CASE-11 and SC-CASE-9).
 */
export const CaseGrantLinkSchema = z.object({
  caseId: z.number(),
  identifier: z.string(),
  clientId: z.number(),
  grantId: z.number(),
  grantTitle: z.string().nullable(),
  statusGroup: NamedSchema.nullable(),
  status: NamedSchema.nullable(),
  archived: z.boolean(),
  via: z.enum(['opened', 'status']),
})
export type CaseGrantLink = z.infer<typeof CaseGrantLinkSchema>
