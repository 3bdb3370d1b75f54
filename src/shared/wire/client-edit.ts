import { z } from 'zod'
import { CnaeIdSchema } from '../catalogues/cnae'
import {
  isPostalCodeOfProvince,
  provinceOfPostalCode,
  ProvinceCodeSchema,
} from '../catalogues/provinces'
import { isIsoDate, localIsoDate } from '../format'
import { FIELD_LIMITS as L } from '../limits'
import { PROFILE_FIGURE_FIELDS, type ProfileFigure } from '../clients/client-fields'
import { TaxIdSchema } from '../tax-id'
import { keyed } from '../validation'

// Messages are catalogue keys (messages/es.ts): the form shows each under its own field.
const text = (max: number) => z.string().trim().max(max, keyed('validation.too_long', { max }))
const required = (max: number) => text(max).min(1, keyed('validation.required'))
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((value) => (value === '' ? null : value))
const amount = () =>
  z
    .number({ error: keyed('validation.amount') })
    .finite({ error: keyed('validation.amount') })
    .min(0, keyed('validation.not_negative'))
    .max(L.maxAmount, keyed('validation.amount_too_big'))
const ids = z.array(z.number().int().positive())

/**
 * Every editable field of a client (SC-EDIT-1) with the rules the edit form and main both apply: tax-id
 * checksums, e-mail, a 5-digit postal code of the chosen province, a constitution date not in the
 * future, non-negative figures and the length limits of `limits.ts`. The figures may be empty (null)
 * on a client created without a full profile (SC-DIALECT-4); a PATCH never empties one (below).
 */
export const ClientFieldsSchema = z.object({
  nif: TaxIdSchema,
  business_name: required(L.businessName),
  email: z
    .email(keyed('validation.email'))
    .max(L.email, keyed('validation.too_long', { max: L.email })),
  phone: optionalText(L.phone).refine(
    (value) => value === null || /^[+\d][\d\s().-]{5,}$/.test(value),
    keyed('validation.phone'),
  ),
  public: z.boolean(),
  status: z.number().int().positive(keyed('validation.choose_status')),
  reference: optionalText(L.reference),
  notes: optionalText(L.notes),
  contacts: text(L.contacts),
  address: text(L.address),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, keyed('validation.postal_code_digits'))
    // One message at a time: a code of the wrong shape is not also «of no province».
    .refine(
      (cp) => !/^\d{5}$/.test(cp) || provinceOfPostalCode(cp) !== null,
      keyed('validation.postal_code_unknown'),
    ),
  location: text(L.location),
  province: ProvinceCodeSchema,
  legal_representative_name: text(L.personName),
  legal_representative_nif: z.union([z.literal(''), TaxIdSchema]),
  legal_representation_type: text(L.representationType),
  cnaes: z.array(CnaeIdSchema),
  provinces_to_work: z.array(ProvinceCodeSchema),
  applicant_types: ids,
  action_items: ids,
  employees_quantity: z
    .number({ error: keyed('validation.whole_number') })
    .int(keyed('validation.whole_number'))
    .min(0, keyed('validation.not_negative'))
    .max(L.maxEmployees, keyed('validation.number_too_big'))
    .nullable(),
  constitution_date: z
    .string()
    .transform((date) => (date.trim() === '' ? null : date.trim()))
    .refine((date) => date === null || isIsoDate(date), keyed('validation.date'))
    .refine((date) => date === null || date <= localIsoDate(), keyed('validation.date_future'))
    .nullable(),
  last_year_billing: amount().nullable(),
  investment_budget: amount().nullable(),
  project_description: text(L.projectDescription),
})
export type ClientFields = z.infer<typeof ClientFieldsSchema>

/** The postal code must be of the chosen province: checked when both are present and valid. */
function postalCodeMatchesProvince(value: Partial<ClientFields>, ctx: z.RefinementCtx): void {
  if (typeof value.postal_code !== 'string' || typeof value.province !== 'number') return
  if (!isPostalCodeOfProvince(value.postal_code, value.province)) {
    ctx.addIssue({
      code: 'custom',
      path: ['postal_code'],
      message: keyed('validation.postal_code_province'),
    })
  }
}

/**
 * Checked whatever else is wrong: an empty figure elsewhere (an aborting issue) must not hide a
 * postal code of another province. Only the two fields' own issues make it pointless.
 */
const POSTAL_CHECK = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => ['postal_code', 'province'].includes(String(issue.path?.[0]))),
}

/** The whole form. */
export const ClientFormSchema = ClientFieldsSchema.superRefine(
  postalCodeMatchesProvince,
  POSTAL_CHECK,
)

const isBlank = (value: unknown) => value === null || value === undefined || value === ''
const read = (values: object, field: string): unknown =>
  (values as Readonly<Record<string, unknown>>)[field]

/**
 * The figures a change empties: given in `before`, blank in `after`. Neither our description nor
 * the vendor's accepts an empty figure in a PATCH: once given, a figure can be changed, not removed.
 * One the client never had may stay blank (nothing is sent).
 */
export function emptiedFigures(before: object, after: object): ProfileFigure[] {
  return PROFILE_FIGURE_FIELDS.filter(
    (field) => !isBlank(read(before, field)) && isBlank(read(after, field)),
  )
}

/** A PATCH carries only changes: a figure it sends blank is one emptied. */
function noFigureEmptied(patch: Partial<ClientFields>, ctx: z.RefinementCtx): void {
  const given = Object.fromEntries(
    PROFILE_FIGURE_FIELDS.filter((field) => field in patch).map((field) => [field, true]),
  )
  for (const field of emptiedFigures(given, patch)) {
    ctx.addIssue({ code: 'custom', path: [field], message: keyed('validation.figure_not_emptied') })
  }
}

/** A PATCH body: only changed fields (SC-EDIT-5); `province` goes as a single number. */
export const ClientPatchSchema = ClientFieldsSchema.partial()
  .strict()
  .superRefine(postalCodeMatchesProvince, POSTAL_CHECK)
  .superRefine(noFigureEmptied)
  .refine((patch) => Object.keys(patch).length > 0, keyed('validation.no_changes'))
export type ClientPatch = z.infer<typeof ClientPatchSchema>
