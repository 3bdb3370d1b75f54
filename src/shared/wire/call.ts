import { z } from 'zod'
import { wireInt, wireNullableInt, wireNullableNumber, wireNullableText, wireText } from './wire'

/**
 * A row of `GET funds/` («Listado de subvenciones»): `id`, `slug`, `formatted_title`,
 * `status_text`, `new_entity`, `total_amount`, as the vendor's `openapi.json` types them, none
 * required. Read leniently (SC-DIALECT-11): every field but the `id` may be missing or null; a
 * row without its `id` is left out of its page.
 */
export const CallWireSchema = z.object({
  id: wireInt,
  slug: wireText,
  formatted_title: wireText,
  status_text: wireNullableText,
  new_entity: wireNullableInt,
  total_amount: wireNullableNumber,
})
export type CallWire = z.infer<typeof CallWireSchema>
