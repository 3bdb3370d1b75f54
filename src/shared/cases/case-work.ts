import { z } from 'zod'
import { DOCUMENT_NAME_MAX, FIELD_LIMITS } from '../limits'
import { CaseDeadlineSchema } from './case-deadlines'
import { AddedHolidaySchema, IsoDaySchema } from './added-holiday'

/**
 * The advisor's own work on a case file, kept on this computer per account: the documents the
 * client owes, notes, the case file's folder, facts the service cannot store, and its history.
 */
const caseId = z.number().int().positive()
const id = z.number().int().positive()

export const CaseRefSchema = z.object({ caseId })

const DOCUMENT_STATES = ['pending', 'received', 'not_applicable'] as const
export type DocumentState = (typeof DOCUMENT_STATES)[number]

/** One document of the checklist: what the client owes, and whether it came. */
export const CaseDocumentSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  name: z.string(),
  state: z.enum(DOCUMENT_STATES),
  receivedOn: IsoDaySchema.nullable(),
  /** The file of the case file's folder that is this document, when one was chosen. */
  file: z.string().nullable(),
  /** `grant`: from the grant's required documents; `advisor`: added by hand. */
  origin: z.enum(['grant', 'advisor']),
})
export type CaseDocument = z.infer<typeof CaseDocumentSchema>

const documentName = z.string().trim().min(1).max(DOCUMENT_NAME_MAX)
const fileName = z.string().min(1).max(255)

export const DocumentAddSchema = z.object({ caseId, name: documentName })
export const DocumentUpdateSchema = z.object({
  id,
  name: documentName.optional(),
  state: z.enum(DOCUMENT_STATES).optional(),
  /** With `received`: the day it came (today when not given). */
  receivedOn: IsoDaySchema.nullable().optional(),
  file: fileName.nullable().optional(),
})
export type DocumentUpdate = z.input<typeof DocumentUpdateSchema>
export const ItemIdSchema = z.object({ id })

/** A file dropped on a document: written into the case file's folder, and the document received. */
export const DocumentFileSchema = z.object({
  id,
  name: fileName,
  /** The file's bytes, base64 (at most 25 MB once decoded). */
  content: z.string().max(35_000_000),
})

/** The grant's required documents as a checklist: whether it can be asked, and what it costs. */
const DocumentSeedSchema = z.object({
  /** The grant the case file was opened for, when known (SC-CASE-10). */
  grant: z.object({ id: z.number(), title: z.string().nullable() }).nullable(),
  /** The checklist was seeded already: never asked again. */
  seeded: z.boolean(),
  /** `kept`: this account has the answer (no request); `request`: one paid request. */
  cost: z.enum(['kept', 'request']),
})

const NOTE_MAX = 5000
export const CaseNoteSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  text: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type CaseNote = z.infer<typeof CaseNoteSchema>
const noteText = z.string().trim().min(1).max(NOTE_MAX)
export const NoteAddSchema = z.object({ caseId, text: noteText })
export const NoteUpdateSchema = z.object({ id, text: noteText })

/** A file of the case file's folder. */
const FolderFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  modifiedAt: z.number(),
})
export type FolderFile = z.infer<typeof FolderFileSchema>

export const CaseFolderSchema = z.object({
  path: z.string().nullable(),
  /** The folder was chosen but cannot be read now (a shared drive not mounted). */
  missing: z.boolean(),
  files: z.array(FolderFileSchema),
})
export type CaseFolder = z.infer<typeof CaseFolderSchema>

/**
 * The facts of a case file the service has no operation to change (SC-CASE-16): kept only on this
 * computer, shown over the service's copy and marked as such. A field absent (or null) was not
 * changed here.
 */
const amount = z.number().min(0).max(FIELD_LIMITS.maxAmount)
export const CaseFactsSchema = z.object({
  requestedAmount: amount.nullable().optional(),
  awardedAmount: amount.nullable().optional(),
  presentationDate: IsoDaySchema.nullable().optional(),
  concessionDate: IsoDaySchema.nullable().optional(),
  reference: z.string().trim().max(FIELD_LIMITS.caseReference).nullable().optional(),
})
export type CaseFacts = z.infer<typeof CaseFactsSchema>
export const FACT_FIELDS = [
  'requestedAmount',
  'awardedAmount',
  'presentationDate',
  'concessionDate',
  'reference',
] as const satisfies readonly (keyof CaseFacts)[]

/** Facts to keep here; `null` gives a field back to the service's copy. */
export const FactsInputSchema = z.object({ caseId, facts: CaseFactsSchema })
export type FactsInput = z.input<typeof FactsInputSchema>

export const HolidaysInputSchema = z.object({
  caseId,
  holidays: z.array(AddedHolidaySchema).max(100),
})

/**
 * The history's kinds that are a change of the case file itself: its creation, its status (made
 * here or seen in the service) and its facts kept here (SC-CASE-18).
 */
export const CASE_CHANGE_KINDS = [
  'created',
  'status_here',
  'status_service',
  'facts_changed',
] as const satisfies readonly TimelineKind[]

/** The case file's last change known here: when, and of which kind. */
const LastChangeSchema = z.object({ at: z.number(), kind: z.enum(CASE_CHANGE_KINDS) })

/** Everything the case file's page shows of the advisor's own work. */
export const CaseWorkSchema = z.object({
  caseId: z.number(),
  deadlines: z.array(CaseDeadlineSchema),
  documents: z.array(CaseDocumentSchema),
  notes: z.array(CaseNoteSchema),
  folder: CaseFolderSchema,
  seed: DocumentSeedSchema,
  holidays: z.array(AddedHolidaySchema),
  facts: CaseFactsSchema,
  /** The service's rows carry no date of change: the newest known here, none before any. */
  lastChange: LastChangeSchema.nullable(),
  /** Days ahead that count as «vence pronto» (the setting). */
  reminderDays: z.number(),
  today: IsoDaySchema,
})
export type CaseWork = z.infer<typeof CaseWorkSchema>

const named = z.object({ id: z.number(), name: z.string() })
const TIMELINE_KINDS = [
  'created',
  'status_here',
  'status_service',
  'deadline_added',
  'deadline_met',
  'document_received',
  'note_added',
  'facts_changed',
  'file_added',
  'file_removed',
  /** The call behind the case file changed in the official registry (BDNS): `text` says what. */
  'call_changed',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

/** One line of a case file's history, newest first; what each kind carries is filled, the rest null. */
export const TimelineEntrySchema = z.object({
  key: z.string(),
  at: z.number(),
  kind: z.enum(TIMELINE_KINDS),
  status: z.object({ group: named, status: named }).nullable(),
  /** An observation, a note's text, a document's or file's name, a deadline's label. */
  text: z.string().nullable(),
  /** A deadline's last day, the day a document came. */
  date: IsoDaySchema.nullable(),
  /** A deadline's kind. */
  deadlineKind: CaseDeadlineSchema.shape.kind.nullable(),
  /** Facts changed here. */
  fields: z.array(z.enum(FACT_FIELDS)).nullable(),
})
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>

/** «Pedir documentación»: the e-mail to the client, as it will open in the mail program. */
export const MailDraftSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  missing: z.number(),
  /** Too long for a `mailto:` link: it opens as an .eml file instead. */
  long: z.boolean(),
})
export type MailDraft = z.infer<typeof MailDraftSchema>
export const MailOpenSchema = z.object({ how: z.enum(['mailto', 'eml', 'cancelled']) })

/** The case files whose work changed, named `ids` as `cases.changed` names them. */
export const CaseWorkChangedSchema = z.object({ ids: z.array(z.number()) })
