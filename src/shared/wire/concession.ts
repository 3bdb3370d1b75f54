import { z } from 'zod'
import { wireDate, wireNullableInt, wireNullableNumber, wireNullableText, wireText } from './wire'

/** SC-CONC-4: undated rows exist; the date may be absent or null. */
const concessionDate = z.string().nullish()

/**
 * A row of `beneficiaries-by-cif/`: no `beneficiary_cif`, and in our description no `fund_slug`
 * (SC-CONC-4). The vendor publishes some grants without a title (SC-DIALECT-6): `fund_title` is
 * then null, and the screens name the grant by its id. `fund_id` and `awarded_amount` are null when the service did not send them
 * (SC-DIALECT-11): the row is kept, shown with «—», its export cells empty.
 */
export const ConcessionByNifSchema = z.object({
  fund_id: z.number().nullable(),
  /** Only the vendor's rows carry it (SC-DIALECT-6); «Ya recibida» matches by it too. */
  fund_slug: z.string().nullable().optional(),
  fund_title: z.string().nullable(),
  beneficiary_name: z.string(),
  concession_date: concessionDate,
  awarded_amount: z.number().nullable(),
})
export type ConcessionByNif = z.infer<typeof ConcessionByNifSchema>

/** A row of `beneficiaries/` (SC-CONC-2); slug and title may be null on the vendor's service (SC-DIALECT-6). */
export const ConcessionByGrantSchema = z.object({
  fund_slug: z.string().nullable(),
  fund_title: z.string().nullable(),
  beneficiary_cif: z.string(),
  beneficiary_name: z.string(),
  concession_date: concessionDate,
  awarded_amount: z.number().nullable(),
})
export type ConcessionByGrant = z.infer<typeof ConcessionByGrantSchema>

/**
 * The rows as either reading sends them: the vendor's rows of both operations carry `fund_id`,
 * `fund_slug` and `beneficiary_cif` alike, the amount may be a numeric string, and any field may be
 * missing (SC-DIALECT-11): a row has no identity of its own, so it is always kept. Read into the
 * interface's row of each operation (a row by NIF keeps a slug sent); the other keys are dropped.
 */
export const ConcessionByNifWireSchema = z.object({
  fund_id: wireNullableInt,
  fund_slug: z
    .string()
    .nullish()
    .transform((slug) => slug ?? undefined)
    .optional(),
  fund_title: wireNullableText,
  beneficiary_name: wireText,
  concession_date: wireDate,
  awarded_amount: wireNullableNumber,
}) satisfies z.ZodType<ConcessionByNif>

export const ConcessionByGrantWireSchema = z.object({
  fund_slug: wireNullableText,
  fund_title: wireNullableText,
  beneficiary_cif: wireText,
  beneficiary_name: wireText,
  concession_date: wireDate,
  awarded_amount: wireNullableNumber,
}) satisfies z.ZodType<ConcessionByGrant>

/** How concessions by grant select the grant (SC-CONC-2): exactly one of the two keys. */
export const GrantSelectorSchema = z.union([
  z.object({ fund_id: z.number().int().positive() }),
  z.object({ fund_slug: z.string().trim().min(1).max(300) }),
])
export type GrantSelector = z.infer<typeof GrantSelectorSchema>

export const MISSING_NIF_MESSAGE = 'Es necesario enviar el campo nif'
