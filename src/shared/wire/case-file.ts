import { z } from 'zod'
import {
  ABSENT_ID,
  wireDate,
  wireInt,
  wireNestedId,
  wireNullableAmount,
  wireNullableFlag,
  wireNullableText,
  wireText,
} from './wire'

const named = z.object({ id: z.number(), name: z.string() })

/**
 * A case file (expediente) of `forms/` and `forms/{id}/`, as the app holds it. In the vendor's words
 * «estado» is the status group and «subestado» the status. A new case file has neither until
 * `forms/update-status/` gives it one.
 */
export const CaseFileSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  uuid: z.string(),
  title: z.string(),
  client_data: z.object({
    id: z.number(),
    business_name: z.string(),
    email: z.string(),
    nif: z.string(),
  }),
  expert_data: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  company: z.string(),
  phone: z.string().nullable(),
  platform: z.string(),
  reference: z.string().nullable(),
  additional_data: z.string().nullable(),
  status_group: named.nullable(),
  current_status: named.nullable(),
  requested_amount: z.number().nullable(),
  awarded_amount: z.number().nullable(),
  presentation_date: z.string().nullable(),
  concession_date: z.string().nullable(),
  shared_client: z.boolean().nullable(),
})
export type CaseFile = z.infer<typeof CaseFileSchema>

/** A status group or a status as a row names it: none (null) when missing; a missing id reads as ABSENT_ID. */
const wireNamed = z
  .object({ id: wireNestedId, name: wireText })
  .nullish()
  .transform((value) => value ?? null)

const wireCaseClient = z
  .object({ id: wireNestedId, business_name: wireText, email: wireText, nif: wireText })
  .nullish()
  .transform((client) => client ?? { id: ABSENT_ID, business_name: '', email: '', nif: '' })

const wireCaseExpert = z
  .object({ id: wireNestedId, name: wireText, email: wireText })
  .nullish()
  .transform((expert) => expert ?? { id: ABSENT_ID, name: '', email: '' })

/**
 * A case file as either reading sends it (SC-DIALECT-11): only `id` is required (a list leaves out a
 * row without one); texts read as '', the nullable ones as null; the client and the manager as none
 * (ABSENT_ID); a missing status group or status as none (null), as a new case file has them;
 * amounts (numbers, or texts as the vendor types `awarded_amount`, SC-DIALECT-12) and dates as null; `shared_client`, only shown, as null. Unknown keys are dropped.
 */
export const CaseFileWireSchema = z.object({
  id: wireInt,
  identifier: wireText,
  uuid: wireText,
  title: wireText,
  client_data: wireCaseClient,
  expert_data: wireCaseExpert,
  company: wireText,
  phone: wireNullableText,
  platform: wireText,
  reference: wireNullableText,
  additional_data: wireNullableText,
  status_group: wireNamed,
  current_status: wireNamed,
  requested_amount: wireNullableAmount,
  awarded_amount: wireNullableAmount,
  presentation_date: wireDate,
  concession_date: wireDate,
  shared_client: wireNullableFlag,
}) satisfies z.ZodType<CaseFile>

/** `POST forms/`'s answer: without `workflow_id` it names no case file and is refused. */
export const CaseCreatedWireSchema = z.object({
  workflow_id: wireInt,
  exist_applicant: wireNullableFlag,
  uuid: wireText,
})
export type CaseCreated = z.infer<typeof CaseCreatedWireSchema>

/** `forms/update-status/` and `forms/update/` answer a sentence; missing, it reads as ''. */
export const CaseActionAnswerWireSchema = z.object({ response: wireText })
export type CaseActionAnswer = z.infer<typeof CaseActionAnswerWireSchema>

/** What `forms/update/` does to the case files it names (the CLI offers archive and unarchive). */
export type CaseAction = 'archive' | 'unarchive'
