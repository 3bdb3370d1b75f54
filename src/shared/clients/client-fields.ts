import { type Client } from '../wire/client'
import { type CellType } from '../cell-types'

/** The cards of a client's record and of its edit form, in the order they are shown. */
export const CLIENT_FIELD_GROUPS = [
  'identification',
  'contact',
  'address',
  'representative',
  'profile',
  'economic',
  'project',
  'managers',
] as const
export type ClientFieldGroup = (typeof CLIENT_FIELD_GROUPS)[number]

/**
 * What a field holds, which decides its input on the form and how the record shows it. The last four
 * are read-only (SC-EDIT-1: `id`, `expert_data`, `experts` and `platform_data` are not in a PATCH).
 */
export type ClientFieldKind =
  | 'text'
  | 'longText'
  | 'taxId'
  | 'email'
  | 'phone'
  | 'postalCode'
  | 'boolean'
  | 'status'
  | 'province'
  | 'provinces'
  | 'cnaes'
  | 'applicants'
  | 'actions'
  | 'count'
  | 'date'
  | 'money'
  | 'id'
  | 'expert'
  | 'experts'
  | 'platform'

export interface ClientFieldSpec {
  key: keyof Client
  /** Its name in the catalogues (`clients.fields.<label>` on screen, CLIENT_FIELD_LABELS in files). */
  label: keyof Client
  group: ClientFieldGroup
  kind: ClientFieldKind
  /** Characters the input and the schema accept (SC-EDIT-4: the service's bounds are unknown). */
  maxLength?: number
  /** The cell a spreadsheet gets. */
  export: CellType
  /** XLSX column width in characters; measured from the data when absent. */
  width?: number
  /** The form gives it the whole width of its card. */
  wide?: true
}

/**
 * Every field of a client, once: the edit form, the record's cards, the export's columns (in this
 * order) and the length limits of `limits.ts` all read it, so a field has one name everywhere.
 */
export const CLIENT_FIELDS: readonly ClientFieldSpec[] = [
  { key: 'id', label: 'id', group: 'managers', kind: 'id', export: 'id', width: 12 },
  {
    key: 'business_name',
    label: 'business_name',
    group: 'identification',
    kind: 'text',
    maxLength: 200,
    export: 'text',
  },
  {
    key: 'nif',
    label: 'nif',
    group: 'identification',
    kind: 'taxId',
    maxLength: 20,
    export: 'text',
    width: 12,
  },
  { key: 'status', label: 'status', group: 'identification', kind: 'status', export: 'text' },
  { key: 'public', label: 'public', group: 'identification', kind: 'boolean', export: 'boolean' },
  {
    key: 'reference',
    label: 'reference',
    group: 'identification',
    kind: 'text',
    maxLength: 100,
    export: 'text',
  },
  {
    key: 'notes',
    label: 'notes',
    group: 'identification',
    kind: 'longText',
    maxLength: 4000,
    export: 'text',
    width: 40,
    wide: true,
  },
  { key: 'email', label: 'email', group: 'contact', kind: 'email', maxLength: 254, export: 'text' },
  { key: 'phone', label: 'phone', group: 'contact', kind: 'phone', maxLength: 30, export: 'text' },
  {
    key: 'contacts',
    label: 'contacts',
    group: 'contact',
    kind: 'longText',
    maxLength: 2000,
    export: 'text',
    wide: true,
  },
  {
    key: 'address',
    label: 'address',
    group: 'address',
    kind: 'text',
    maxLength: 250,
    export: 'text',
    wide: true,
  },
  // A code, not a quantity: «08001» keeps its leading zero as text.
  {
    key: 'postal_code',
    label: 'postal_code',
    group: 'address',
    kind: 'postalCode',
    maxLength: 5,
    export: 'text',
  },
  {
    key: 'location',
    label: 'location',
    group: 'address',
    kind: 'text',
    maxLength: 100,
    export: 'text',
  },
  { key: 'province', label: 'province', group: 'address', kind: 'province', export: 'text' },
  {
    key: 'legal_representative_name',
    label: 'legal_representative_name',
    group: 'representative',
    kind: 'text',
    maxLength: 200,
    export: 'text',
  },
  {
    key: 'legal_representative_nif',
    label: 'legal_representative_nif',
    group: 'representative',
    kind: 'taxId',
    maxLength: 20,
    export: 'text',
  },
  {
    key: 'legal_representation_type',
    label: 'legal_representation_type',
    group: 'representative',
    kind: 'text',
    maxLength: 100,
    export: 'text',
  },
  { key: 'cnaes', label: 'cnaes', group: 'profile', kind: 'cnaes', export: 'text', wide: true },
  {
    key: 'provinces_to_work',
    label: 'provinces_to_work',
    group: 'profile',
    kind: 'provinces',
    export: 'text',
    wide: true,
  },
  {
    key: 'applicant_types',
    label: 'applicant_types',
    group: 'profile',
    kind: 'applicants',
    export: 'text',
    wide: true,
  },
  {
    key: 'action_items',
    label: 'action_items',
    group: 'profile',
    kind: 'actions',
    export: 'text',
    wide: true,
  },
  {
    key: 'employees_quantity',
    label: 'employees_quantity',
    group: 'economic',
    kind: 'count',
    export: 'integer',
  },
  {
    key: 'constitution_date',
    label: 'constitution_date',
    group: 'economic',
    kind: 'date',
    export: 'date',
  },
  {
    key: 'last_year_billing',
    label: 'last_year_billing',
    group: 'economic',
    kind: 'money',
    export: 'money',
  },
  {
    key: 'investment_budget',
    label: 'investment_budget',
    group: 'economic',
    kind: 'money',
    export: 'money',
  },
  {
    key: 'project_description',
    label: 'project_description',
    group: 'project',
    kind: 'longText',
    maxLength: 5000,
    export: 'text',
    width: 60,
    wide: true,
  },
  { key: 'expert_data', label: 'expert_data', group: 'managers', kind: 'expert', export: 'text' },
  { key: 'experts', label: 'experts', group: 'managers', kind: 'experts', export: 'text' },
  {
    key: 'platform_data',
    label: 'platform_data',
    group: 'managers',
    kind: 'platform',
    export: 'text',
  },
]

const READ_ONLY = new Set<ClientFieldKind>(['id', 'expert', 'experts', 'platform'])

export function isEditableField(spec: ClientFieldSpec): boolean {
  return !READ_ONLY.has(spec.kind)
}

function clientField(key: keyof Client): ClientFieldSpec {
  const spec = CLIENT_FIELDS.find((field) => field.key === key)
  if (!spec) throw new Error(`Campo de cliente desconocido: ${key}`)
  return spec
}

/** The fields of one card, in table order; the form leaves out the read-only ones. */
export function fieldsOfGroup(
  group: ClientFieldGroup,
  use: 'record' | 'form' = 'record',
): ClientFieldSpec[] {
  return CLIENT_FIELDS.filter(
    (field) => field.group === group && (use === 'record' || isEditableField(field)),
  )
}

/** The cards the form shows: every group with an editable field. */
export const FORM_GROUPS: readonly ClientFieldGroup[] = CLIENT_FIELD_GROUPS.filter(
  (group) => fieldsOfGroup(group, 'form').length > 0,
)

/**
 * The four figures a client created without a full profile lacks (SC-DIALECT-4), the table's `count`, `date`
 * and `money` fields: null in ClientData, «—» on the record, an empty cell in a file, and a blank
 * input on the form that may stay blank, though never emptied once given.
 */
export const PROFILE_FIGURE_FIELDS = [
  'employees_quantity',
  'constitution_date',
  'last_year_billing',
  'investment_budget',
] as const satisfies readonly (keyof Client)[]
export type ProfileFigure = (typeof PROFILE_FIGURE_FIELDS)[number]

/** The length limit of a text field (the form's `maxlength`, the schema's `max`). */
export function maxLengthOf(key: keyof Client): number {
  const max = clientField(key).maxLength
  if (max === undefined) throw new Error(`El campo ${key} no tiene longitud máxima`)
  return max
}
