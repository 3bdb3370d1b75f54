import { type ConcessionQuery } from './concessions'
import { normalizeTaxId } from './tax-id'

/** One key per search as the service compares it: the NIF trimmed and upper-cased (SC-CONC-1), a slug in lower case. */
export function concessionKey(query: ConcessionQuery): string {
  switch (query.kind) {
    case 'nif':
      return `nif:${normalizeTaxId(query.nif)}`
    case 'grant-id':
      return `grant-id:${query.fundId}`
    case 'grant-slug':
      return `grant-slug:${query.fundSlug.trim().toLowerCase()}`
  }
}
