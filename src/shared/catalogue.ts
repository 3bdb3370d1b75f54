import { z } from 'zod'
import { CNAE_CODES_AS_IDS, CnaeEntrySchema } from './catalogues/cnae'

const NamedSchema = z.object({ id: z.number(), name: z.string() })
export type Named = z.infer<typeof NamedSchema>

/** The service's catalogue (SC-CAT-3) as the app uses it; empty lists when the server has none. */
export const CatalogueViewSchema = z.object({
  source: z.enum(['service', 'none']),
  applicants: z.array(NamedSchema),
  actionGroups: z.array(z.object({ name: z.string(), items: z.array(NamedSchema) })),
  activities: z.array(NamedSchema),
  origins: z.array(NamedSchema),
  fundTypes: z.array(NamedSchema),
  regionTypes: z.array(NamedSchema),
  /** The service's CNAE ids mapped onto CNAE-2009 (SC-CAT-5); the codes themselves without its list. */
  cnaes: z.array(CnaeEntrySchema).default(() => [...CNAE_CODES_AS_IDS]),
})
export type CatalogueView = z.infer<typeof CatalogueViewSchema>

export const EMPTY_CATALOGUE: CatalogueView = {
  source: 'none',
  applicants: [],
  actionGroups: [],
  activities: [],
  origins: [],
  fundTypes: [],
  regionTypes: [],
  cnaes: [...CNAE_CODES_AS_IDS],
}

/** A name from a catalogue list, or «#id» when the catalogue has no name for it (SC-CAT-3). */
export function nameIn(list: readonly Named[], id: number): string {
  return list.find((item) => item.id === id)?.name || `#${id}`
}

export function allActions(catalogue: CatalogueView): Named[] {
  return catalogue.actionGroups.flatMap((group) => group.items)
}
