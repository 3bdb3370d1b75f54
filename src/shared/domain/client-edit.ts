import { z } from 'zod'
import { CnaeIdSchema } from '../catalogues/cnae'
import {
  isPostalCodeOfProvince,
  provinceOfPostalCode,
  ProvinceCodeSchema,
} from '../catalogues/provinces'
import { isIsoDate } from '../format'
import { FIELD_LIMITS as L } from '../limits'
import { CLIENT_FIELD_LABELS } from '../client-field-labels'
import { CLIENT_FIELDS } from '../client-fields'
import { TaxIdSchema } from '../tax-id'

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label}: como mucho ${max} caracteres.`)
const required = (max: number, label: string) =>
  text(max, label).min(1, `${label}: no puede quedar vacío.`)
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullable()
    .transform((value) => (value === '' ? null : value))
const amount = (label: string) =>
  z
    .number({ error: `${label}: escriba un importe en euros.` })
    .finite({ error: `${label}: escriba un importe en euros.` })
    .min(0, `${label}: no puede ser negativo.`)
    .max(L.maxAmount, `${label}: el importe es demasiado grande.`)
const ids = z.array(z.number().int().positive())
/** Messages name a field as the form does. */
const NAMES = CLIENT_FIELD_LABELS.es

/** Today as YYYY-MM-DD in local time; injected by tests. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Every editable field of a client (G11) with the rules the edit form and main both apply: tax-id
 * checksums, e-mail, a 5-digit postal code of the chosen province, a constitution date not in the
 * future, non-negative figures and the length limits of `limits.ts`. The figures may be empty (null)
 * on a client created without a full profile (G18); a PATCH never empties one (below).
 */
export const ClientFieldsSchema = z.object({
  nif: TaxIdSchema,
  business_name: required(L.businessName, NAMES.business_name),
  email: z
    .email('Escriba un correo electrónico válido, por ejemplo nombre@empresa.es.')
    .max(L.email),
  phone: optionalText(L.phone, 'Teléfono').refine(
    (value) => value === null || /^[+\d][\d\s().-]{5,}$/.test(value),
    'Escriba un teléfono válido, por ejemplo +34 912 345 678.',
  ),
  public: z.boolean(),
  status: z.number().int().positive('Elija un estado.'),
  reference: optionalText(L.reference, 'Referencia'),
  notes: optionalText(L.notes, 'Notas'),
  contacts: text(L.contacts, NAMES.contacts),
  address: text(L.address, 'Dirección'),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'El código postal tiene 5 cifras.')
    .refine(
      (cp) => provinceOfPostalCode(cp) !== null,
      'Ese código postal no corresponde a ninguna provincia.',
    ),
  location: text(L.location, 'Localidad'),
  province: ProvinceCodeSchema,
  legal_representative_name: text(L.personName, NAMES.legal_representative_name),
  legal_representative_nif: z.union([z.literal(''), TaxIdSchema]),
  legal_representation_type: text(L.representationType, 'Tipo de representación'),
  cnaes: z.array(CnaeIdSchema),
  provinces_to_work: z.array(ProvinceCodeSchema),
  applicant_types: ids,
  action_items: ids,
  employees_quantity: z
    .number({ error: 'Empleados: escriba un número entero.' })
    .int('Empleados: escriba un número entero.')
    .min(0, 'Empleados: no puede ser negativo.')
    .max(L.maxEmployees, 'Empleados: el número es demasiado grande.')
    .nullable(),
  constitution_date: z
    .string()
    .transform((date) => (date.trim() === '' ? null : date.trim()))
    .refine((date) => date === null || isIsoDate(date), 'Escriba una fecha válida.')
    .refine(
      (date) => date === null || date <= todayIso(),
      'La fecha de constitución no puede ser futura.',
    )
    .nullable(),
  last_year_billing: amount('Facturación del último año').nullable(),
  investment_budget: amount('Presupuesto de inversión').nullable(),
  project_description: text(L.projectDescription, 'Descripción del proyecto'),
})
export type ClientFields = z.infer<typeof ClientFieldsSchema>

/** The postal code must be of the chosen province: checked when both are present and valid. */
function postalCodeMatchesProvince(value: Partial<ClientFields>, ctx: z.RefinementCtx): void {
  if (typeof value.postal_code !== 'string' || typeof value.province !== 'number') return
  if (!isPostalCodeOfProvince(value.postal_code, value.province)) {
    ctx.addIssue({
      code: 'custom',
      path: ['postal_code'],
      message:
        'El código postal no es de la provincia elegida (sus dos primeras cifras la indican).',
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

/** A PATCH body: only changed fields (G11); `province` goes as a single number. */
export const ClientPatchSchema = ClientFieldsSchema.partial()
  .strict()
  .superRefine(postalCodeMatchesProvince, POSTAL_CHECK)
  .refine((patch) => Object.keys(patch).length > 0, 'No hay cambios que guardar.')
export type ClientPatch = z.infer<typeof ClientPatchSchema>

/** The figures a client created without a full profile may lack (G18): kinds of the field table. */
export const FIGURE_FIELDS = CLIENT_FIELDS.filter(
  (field) => field.kind === 'count' || field.kind === 'money' || field.kind === 'date',
).map((field) => field.key)

const blank = (value: unknown) => value === null || value === undefined || value === ''

/**
 * A figure the service already has cannot be emptied: neither our description nor the vendor's
 * accepts null in a PATCH. One left blank that the client never had is fine (nothing is sent).
 */
export function emptiedFigures(before: object, after: object): Record<string, string[]> {
  const read = (values: object, field: string): unknown =>
    (values as Readonly<Record<string, unknown>>)[field]
  const errors: Record<string, string[]> = {}
  for (const field of FIGURE_FIELDS) {
    if (!blank(read(before, field)) && blank(read(after, field))) {
      errors[field] = [
        `${CLIENT_FIELD_LABELS.es[field]}: el servicio no admite dejarlo vacío una vez guardado; escriba un valor.`,
      ]
    }
  }
  return errors
}
