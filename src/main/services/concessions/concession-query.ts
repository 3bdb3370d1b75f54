import { type ConcessionQuery } from '@shared/concessions'
import { concessionKey } from '@shared/concession-key'
import { type GrantSelector } from '@shared/wire/concession'
import { normalizeTaxId } from '@shared/tax-id'

export interface NormalisedQuery {
  key: string
  selector: { kind: 'nif'; nif: string } | { kind: 'grant'; selector: GrantSelector }
}

/** The query as the service compares it: a trimmed, upper-case NIF (SC-CONC-1) or one grant key (SC-CONC-2). */
export function normaliseQuery(query: ConcessionQuery): NormalisedQuery {
  const key = concessionKey(query)
  switch (query.kind) {
    case 'nif':
      return { key, selector: { kind: 'nif', nif: normalizeTaxId(query.nif) } }
    case 'grant-id':
      return { key, selector: { kind: 'grant', selector: { fund_id: query.fundId } } }
    case 'grant-slug':
      return {
        key,
        selector: { kind: 'grant', selector: { fund_slug: query.fundSlug.trim().toLowerCase() } },
      }
  }
}
