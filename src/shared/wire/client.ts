import { z } from 'zod'
import {
  ABSENT_ID,
  wireDate,
  wireFlag,
  wireIds,
  wireInt,
  wireNestedId,
  wireNullableNumber,
  wireNullableText,
  wireText,
} from './wire'

const ids = z.array(z.number())

/** The Client resource exactly as our description defines it (interface, «Client»; the demo service's). */
export const ClientSchema = z.object({
  id: z.number().int(),
  expert_data: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  experts: ids,
  public: z.boolean(),
  status: z.number().int(),
  platform_data: z.object({ id: z.number(), name: z.string() }),
  nif: z.string(),
  business_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  province: ids,
  address: z.string(),
  postal_code: z.string(),
  location: z.string(),
  legal_representative_name: z.string(),
  legal_representative_nif: z.string(),
  legal_representation_type: z.string(),
  contacts: z.string(),
  cnaes: ids,
  provinces_to_work: ids,
  applicant_types: ids,
  action_items: ids,
  employees_quantity: z.number(),
  constitution_date: z.string(),
  last_year_billing: z.number(),
  investment_budget: z.number(),
  project_description: z.string(),
})
export type Client = z.infer<typeof ClientSchema>

/**
 * A client as the app holds it, read from either description: the Client's fields, except that the
 * profile figures are null for a client created without a full profile (SC-DIALECT-4). The app keeps that
 * null (never a made-up 0): the screens show «—», a spreadsheet cell stays empty, sorting puts it
 * last, and a PATCH never sends it.
 */
export const ClientDataSchema = ClientSchema.extend({
  employees_quantity: z.number().nullable(),
  constitution_date: z.string().nullable(),
  last_year_billing: z.number().nullable(),
  investment_budget: z.number().nullable(),
})
export type ClientData = z.infer<typeof ClientDataSchema>

/** `province` is a list in the Client; a server may send one number, or nothing. */
const wireProvince = z
  .union([wireInt.transform((id) => [id]), z.array(wireInt), z.null()])
  .optional()
  .transform((ids) => ids ?? [])

/** The manager and the platform of a client: missing, they read as none (ABSENT_ID, no name). */
const wireExpert = z
  .object({ id: wireNestedId, name: wireText, email: wireText })
  .nullish()
  .transform((expert) => expert ?? { id: ABSENT_ID, name: '', email: '' })
const wirePlatform = z
  .object({ id: wireNestedId, name: wireText })
  .nullish()
  .transform((platform) => platform ?? { id: ABSENT_ID, name: '' })

/**
 * A Client as either reading of the service sends it, normalised to `ClientData`: numbers may come as
 * numeric strings; any field may be missing (SC-DIALECT-11); the figures as null (kept null); free
 * texts as null (read as '', «nothing written»); lists as null (read as empty); the status, manager
 * and platform as none (ABSENT_ID). Only `id` is required: a list leaves out a client without one
 * (`identified`). Unknown keys are dropped.
 */
export const ClientWireSchema = z.object({
  id: wireInt,
  expert_data: wireExpert,
  experts: wireIds,
  public: wireFlag,
  status: wireNestedId,
  platform_data: wirePlatform,
  nif: wireText,
  business_name: wireText,
  email: wireText,
  phone: wireNullableText,
  reference: wireNullableText,
  notes: wireNullableText,
  province: wireProvince,
  address: wireText,
  postal_code: wireText,
  location: wireText,
  legal_representative_name: wireText,
  legal_representative_nif: wireText,
  legal_representation_type: wireText,
  contacts: wireText,
  cnaes: wireIds,
  provinces_to_work: wireIds,
  applicant_types: wireIds,
  action_items: wireIds,
  employees_quantity: wireNullableNumber,
  constitution_date: wireDate,
  last_year_billing: wireNullableNumber,
  investment_budget: wireNullableNumber,
  project_description: wireText,
}) satisfies z.ZodType<ClientData>

/** Client-list `filters` keys of SC-CLIENT-1 (JSON-encoded in the query, and each its own parameter, SC-DIALECT-2). */
export const CLIENT_ORDER_FIELDS = [
  'id',
  'business_name',
  'nif',
  'updated_at',
  'employees_quantity',
  'last_year_billing',
] as const

const listFilter = z.union([z.array(z.union([z.number(), z.string()])), z.string()])

export const ClientListFiltersSchema = z
  .object({
    order: z.string(),
    status__in: z.string(),
    general_text: z.string(),
    nif__icontains: z.string(),
    business_name__icontains: z.string(),
    email__contains: z.string(),
    reference__icontains: z.string(),
    contacts__icontains: z.string(),
    province_id__in: listFilter,
    cnaes__id__in: listFilter,
    provinces_to_work__id__in: listFilter,
    expert__in: listFilter,
    /** Only the vendor documents these two (SC-DIALECT-2); a server that does not know them ignores them. */
    applicant_types_v2__id__in: listFilter,
    /** «Cliente con perfil de solicitante completo»: true or false. */
    simulator_check: z.union([z.boolean(), z.enum(['true', 'false'])]).transform(String),
  })
  .partial()
export type ClientListFilters = z.infer<typeof ClientListFiltersSchema>
