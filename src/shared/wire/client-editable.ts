import { type Client } from './client'

/** SC-EDIT-1: the fields a PATCH may change. The rest (id, expert_data, experts, platform_data) is read-only. */
export const CLIENT_EDITABLE_FIELDS = [
  'nif',
  'business_name',
  'email',
  'phone',
  'public',
  'status',
  'reference',
  'notes',
  'contacts',
  'address',
  'postal_code',
  'location',
  'province',
  'legal_representative_name',
  'legal_representative_nif',
  'legal_representation_type',
  'cnaes',
  'provinces_to_work',
  'applicant_types',
  'action_items',
  'employees_quantity',
  'constitution_date',
  'last_year_billing',
  'investment_budget',
  'project_description',
] as const satisfies readonly (keyof Client)[]
export type ClientEditableField = (typeof CLIENT_EDITABLE_FIELDS)[number]
