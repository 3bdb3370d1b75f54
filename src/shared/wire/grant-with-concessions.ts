import { z } from 'zod'
import { wireInt, wireNullableInt, wireNullableNumber, wireNullableText, wireText } from './wire'

/**
 * A row of `GET funds/concessions/`: a grant with published concessions, their count and total.
 * Read leniently (SC-DIALECT-11): every field but the `id` may be missing; a row without its `id`
 * cannot be picked and is left out of its page.
 */
export const GrantWithConcessionsWireSchema = z.object({
  id: wireInt,
  slug: wireText,
  formatted_title: wireText,
  status_text: wireNullableText,
  total_amount: wireNullableNumber,
  concessions_count: wireNullableInt,
  concessions_amount: wireNullableNumber,
})
export type GrantWithConcessionsWire = z.infer<typeof GrantWithConcessionsWireSchema>

/** The body of `POST funds/opportunities-by-cif/`: the province's INE code, the CNAE code as text, the NIF. */
export interface NifSimulationBody {
  province: number
  cnae: string
  nif: string
}
