import { z } from 'zod'
import { isIsoDate } from '../format'
import { TaxIdSchema } from '../tax-id'

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null)

/** `bdns.exportDeclaration`: the «Declaración responsable de ayudas de minimis» of a NIF (and its group). */
export const DeclarationRequestSchema = z.object({
  nif: TaxIdSchema,
  /** The aid or call the declaration goes with, as the advisor names it. */
  grant: z.string().trim().min(1).max(300),
  /** Where it is signed («Valladolid»); blank to fill in by hand when null. */
  place: optionalText(120),
  /** The client's name and address, and who signs for it: blanks when null. */
  name: optionalText(300),
  address: optionalText(300),
  representative: optionalText(200),
  representativeNif: optionalText(20),
  asOf: z.string().refine(isIsoDate).optional(),
})

export const DeclarationResultSchema = z.object({
  /** Where it was written; null when the advisor cancelled the save dialog. */
  path: z.string().nullable(),
  /** De minimis aid rows listed, and the NIFs whose rows they are. */
  aid: z.number().int(),
  nifs: z.array(z.string()),
})
export type DeclarationResult = z.infer<typeof DeclarationResultSchema>
