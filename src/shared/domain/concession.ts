import { z } from 'zod'

/** G7/G8: undated rows exist; the date may be absent or null. */
const concessionDate = z.string().nullish()

/** A row of `beneficiaries-by-cif/`: no `fund_slug`, no `beneficiary_cif` (G7). */
export const ConcessionByNifSchema = z.object({
  fund_id: z.number(),
  fund_title: z.string(),
  beneficiary_name: z.string(),
  concession_date: concessionDate,
  awarded_amount: z.number(),
})
export type ConcessionByNif = z.infer<typeof ConcessionByNifSchema>

/** A row of `beneficiaries/` (G8). */
export const ConcessionByGrantSchema = z.object({
  fund_slug: z.string(),
  fund_title: z.string(),
  beneficiary_cif: z.string(),
  beneficiary_name: z.string(),
  concession_date: concessionDate,
  awarded_amount: z.number(),
})
export type ConcessionByGrant = z.infer<typeof ConcessionByGrantSchema>

/** How concessions by grant select the grant (G8): exactly one of the two keys. */
export const GrantSelectorSchema = z.union([
  z.object({ fund_id: z.number().int().positive() }),
  z.object({ fund_slug: z.string().trim().min(1).max(300) }),
])
export type GrantSelector = z.infer<typeof GrantSelectorSchema>

export const MISSING_NIF_MESSAGE = 'Es necesario enviar el campo nif'
