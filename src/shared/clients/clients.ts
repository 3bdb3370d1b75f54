import { z } from 'zod'
import { ClientDataSchema } from '../wire/client'
import { CLIENT_EDITABLE_FIELDS } from '../wire/client-editable'
import { ClientPatchSchema } from '../wire/client-edit'
import { AppErrorSchema } from '../errors'
import { FIELD_LIMITS } from '../limits'
import { normalizeTaxId, taxIdProblem } from '../tax-id'
import { keyed, keyedRef } from '../validation'

/** Columns the clients table can sort by. */
export const CLIENT_SORT_FIELDS = [
  'business_name',
  'nif',
  'province',
  'status',
  'cnae',
  'expert',
  'public',
  'employees_quantity',
  'last_year_billing',
] as const

const idFilter = z.array(z.number().int()).max(200).optional()

/** The most rows one `clients.query` answers: a window of the list, never the whole of it. */
const CLIENT_WINDOW_MAX = 1000

/**
 * A query over the local replica: answered from SQLite, online or offline, as the count and one
 * window of rows (`offset`, `limit`) in the query's order.
 */
export const ClientQuerySchema = z.object({
  /** Matches name, NIF, e-mail, reference and contacts, ignoring accents and case. */
  text: z.string().max(FIELD_LIMITS.search).default(''),
  status: idFilter,
  province: idFilter,
  cnae: idFilter,
  expert: idFilter,
  public: z.boolean().nullable().default(null),
  sort: z
    .object({ field: z.enum(CLIENT_SORT_FIELDS), direction: z.enum(['asc', 'desc']) })
    .default({ field: 'business_name', direction: 'asc' }),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(CLIENT_WINDOW_MAX).default(100),
})
export type ClientQuery = z.input<typeof ClientQuerySchema>

/** A row of the clients table: what the list shows, never the whole client. */
const ClientRowSchema = z.object({
  id: z.number(),
  businessName: z.string(),
  nif: z.string(),
  province: z.number().nullable(),
  status: z.number(),
  cnae: z.number().nullable(),
  expertId: z.number(),
  expertName: z.string(),
  public: z.boolean(),
  /** Edits waiting in the outbox, in conflict, refused, or answered without being saved (SC-EDIT-6). */
  pending: z.enum(['none', 'pending', 'conflict', 'failed', 'not_saved']),
})
export type ClientRow = z.infer<typeof ClientRowSchema>

/** How far a walk over pages has come (a sync's `clients.syncProgress`). */
export const ProgressSchema = z.object({ done: z.number(), total: z.number() })
export type SyncProgress = z.infer<typeof ProgressSchema>

export const ClientPageSchema = z.object({
  /** The window asked for. */
  rows: z.array(ClientRowSchema),
  /** Every client the query selects. */
  total: z.number(),
  /** Epoch ms of the last full sync; null before the first. */
  syncedAt: z.number().nullable(),
  /** The sync under way, for a screen opened after its last progress event; null when none runs. */
  syncProgress: ProgressSchema.nullable(),
})
export type ClientPage = z.infer<typeof ClientPageSchema>

/** The most rows `clients.lookup` answers: a palette shows a handful, never the whole list. */
const LOOKUP_MAX_ROWS = 20

/** `clients.lookup`: the words typed in the command palette. */
export const ClientLookupInputSchema = z.object({
  text: z.string().max(FIELD_LIMITS.search),
  limit: z.number().int().min(1).max(LOOKUP_MAX_ROWS).default(8),
})

const ClientLookupRowSchema = z.object({
  id: z.number(),
  businessName: z.string(),
  nif: z.string(),
  reference: z.string().nullable(),
})
export type ClientLookupRow = z.infer<typeof ClientLookupRowSchema>

export const ClientLookupSchema = z.object({
  rows: z.array(ClientLookupRowSchema),
  /** Every client matching, beyond the rows shown. */
  total: z.number(),
})
export type ClientLookup = z.infer<typeof ClientLookupSchema>

export const ClientFacetsSchema = z.object({
  experts: z.array(z.object({ id: z.number(), name: z.string() })),
  provinces: z.array(z.number()),
  statuses: z.array(z.number()),
  cnaes: z.array(z.number()),
})
export type ClientFacets = z.infer<typeof ClientFacetsSchema>

/** One client as the detail screen shows it: the server copy with pending edits laid over it. */
export const ClientDetailSchema = z.object({
  client: ClientDataSchema,
  /** Fields whose shown value is a local edit not yet on the server. */
  pendingFields: z.array(z.string()),
  conflict: z.boolean(),
  syncedAt: z.number().nullable(),
})
export type ClientDetail = z.infer<typeof ClientDetailSchema>

/**
 * `clients.update`: only the changed fields, and the values the user saw before changing them. The
 * base is a snapshot of what the server had: it may break today's rules (an old NIF with a bad
 * check character), so only its keys are checked.
 */
export const ClientUpdateInputSchema = z.object({
  /** Below 0: a client added offline, not yet made by the service. */
  id: z
    .number()
    .int()
    .refine((id) => id !== 0),
  patch: ClientPatchSchema,
  base: z.partialRecord(z.enum(CLIENT_EDITABLE_FIELDS), z.unknown()),
})
export type ClientUpdateInput = z.input<typeof ClientUpdateInputSchema>

export const ClientUpdateResultSchema = z.object({
  /**
   * saved: on the server; queued: in the outbox, to be sent when the service is back; not_saved:
   * the service answered, but without some of the fields (`ignoredFields`, SC-EDIT-6); they wait in the
   * outbox as «El servicio no ha guardado: …» until retried or discarded.
   */
  status: z.enum(['saved', 'queued', 'not_saved']),
  /** The fields the service's answer does not hold (only with `not_saved`). */
  ignoredFields: z.array(z.enum(CLIENT_EDITABLE_FIELDS)),
  detail: ClientDetailSchema,
})
export type ClientUpdateResult = z.infer<typeof ClientUpdateResultSchema>

export const SyncResultSchema = z.object({
  count: z.number(),
  added: z.number(),
  updated: z.number(),
  removed: z.number(),
  syncedAt: z.number(),
})
export type SyncResult = z.infer<typeof SyncResultSchema>

/** A field in conflict: what the user wanted, what the server has now, what it had before. */
const ConflictFieldSchema = z.object({
  field: z.string(),
  mine: z.unknown(),
  theirs: z.unknown(),
  base: z.unknown(),
})

export const OutboxEntrySchema = z.object({
  id: z.number(),
  /**
   * `client`: an edit of a client (`fields` are its fields). `case`: a change of a case file
   * (`caseId`); `fields` is `['case_status']` or `['case_archived']`, and a conflict's values are
   * statuses `{ group: {id, name}, status: {id, name} } | null`. `create`: a client added offline
   * (`clientId` below 0 until the service makes it; `fields` are those it was given).
   */
  kind: z.enum(['client', 'case', 'create']).default('client'),
  /** The case file of a `case` entry; null for a client's edit. */
  caseId: z.number().nullable().default(null),
  /** How the drawer names a case file: «identifier · title»; null for a client's edit. */
  caseLabel: z.string().nullable().default(null),
  /** The client edited, or the client of the case file. */
  clientId: z.number(),
  /** Null when the client is not in the local copy (the screen names it by its id). */
  clientName: z.string().nullable(),
  fields: z.array(z.string()),
  status: z.enum(['pending', 'conflict', 'failed']),
  createdAt: z.number(),
  /**
   * Why a failed entry failed, said in the UI language: the service refused the change, or
   * answered without some of its fields (`error.not_saved.fields_ignored`, SC-EDIT-6).
   */
  error: AppErrorSchema.nullable(),
  /** `not_saved`: the service answered without these fields (SC-EDIT-6); `fields` names them. */
  reason: z.enum(['not_saved']).nullable(),
  conflicts: z.array(ConflictFieldSchema),
})
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>

export const OutboxSummarySchema = z.object({
  pending: z.number(),
  conflicts: z.number(),
  failed: z.number(),
})
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>

export const ResolveInputSchema = z.object({
  entryId: z.number().int(),
  /** Per conflicting field: «mantener mi cambio» or «usar el del servidor». */
  choices: z.record(z.string(), z.enum(['mine', 'theirs'])),
})

export const ConnectivitySchema = z.object({
  online: z.boolean(),
  /** Epoch ms of the last change. */
  since: z.number(),
  /** Epoch ms of the last full sync of the clients. */
  lastSyncedAt: z.number().nullable(),
})
export type Connectivity = z.infer<typeof ConnectivitySchema>

/**
 * «Añadir cliente» from a NIF (`POST clients/`, expert token): the NIF checked first (checksum), a
 * name, e-mail and phone when known (SC-CLIENT-6).
 */
export const ClientCreateInputSchema = z
  .object({
    nif: z.string().max(40),
    business_name: z.string().trim().max(FIELD_LIMITS.businessName).optional(),
    email: z.string().trim().max(FIELD_LIMITS.email).optional(),
    phone: z.string().trim().max(FIELD_LIMITS.phone).optional(),
  })
  .superRefine((input, ctx) => {
    const problem = taxIdProblem(input.nif)
    if (problem) ctx.addIssue({ code: 'custom', path: ['nif'], message: keyedRef(problem) })
    if (input.email && !z.email().safeParse(input.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: keyed('validation.email') })
    }
  })
  .transform((input) => ({
    nif: normalizeTaxId(input.nif),
    ...(input.business_name ? { business_name: input.business_name } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
  }))

/**
 * The client the service made, as the replica now holds it; `queued`: made offline, it waits in the
 * outbox and is shown under a placeholder id below 0 until the service makes it.
 */
export const ClientCreateResultSchema = z.object({
  client: ClientDataSchema,
  queued: z.boolean().default(false),
})
export type ClientCreateResult = z.infer<typeof ClientCreateResultSchema>
