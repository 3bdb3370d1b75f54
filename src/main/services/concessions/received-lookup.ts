import { concessionKey } from '@shared/concession-key'
import { type ConcessionOfGrant, ReceivedGrants } from '@shared/received'
import { normalizeTaxId } from '@shared/tax-id'
import { type ConcessionByGrant } from '@shared/wire/concession'
import { CONCESSIONS_CACHE_PREFIX, type NifRow, type StoredConcessions } from './concessions-cache'
import { type AccountCache } from '../session-cache'

const BY_GRANT_ID = `${CONCESSIONS_CACHE_PREFIX}grant-id:`
const BY_GRANT_SLUG = `${CONCESSIONS_CACHE_PREFIX}grant-slug:`

const rowsOf = <T>(cache: AccountCache, key: string): T[] | null => {
  const rows = cache.get<StoredConcessions<T>>(key)?.value.rows
  return Array.isArray(rows) ? rows : null
}

/**
 * «Ya recibida»: the grants each NIF received, from the concessions this account has stored, at any
 * age: searches by NIF (the screen's, «Ayudas recibidas»'s) and the rows of searches by grant whose
 * beneficiary is the NIF. It never sends a request. A search by a grant's id also tells its slug,
 * so a NIF's row known only by id (our description's rows carry no slug) still matches an
 * opportunity known only by slug (our description's simulator sends no id).
 */
export function receivedFromCache(
  cache: AccountCache,
  nifs: Iterable<string>,
): (nif: string) => ReceivedGrants {
  const wanted = new Set([...nifs].map(normalizeTaxId).filter((nif) => nif !== ''))
  const byGrant = new Map<string, ConcessionOfGrant[]>()
  const slugOfId = new Map<number, string>()
  const grantKeys = wanted.size === 0 ? [] : cache.keys(`${CONCESSIONS_CACHE_PREFIX}grant-`)
  for (const key of grantKeys) {
    const numeric = key.startsWith(BY_GRANT_ID) ? Number(key.slice(BY_GRANT_ID.length)) : NaN
    const id = Number.isSafeInteger(numeric) ? numeric : null
    const keySlug = key.startsWith(BY_GRANT_SLUG) ? key.slice(BY_GRANT_SLUG.length) : null
    for (const row of rowsOf<ConcessionByGrant>(cache, key) ?? []) {
      const slug = row.fund_slug ?? keySlug
      if (id !== null && slug !== null) slugOfId.set(id, slug)
      const nif = normalizeTaxId(row.beneficiary_cif)
      if (!wanted.has(nif)) continue
      const list = byGrant.get(nif) ?? []
      list.push({ id, slug, title: row.fund_title, date: row.concession_date ?? null })
      byGrant.set(nif, list)
    }
  }
  const found = new Map<string, ReceivedGrants>()
  for (const nif of wanted) {
    const own = rowsOf<NifRow>(
      cache,
      CONCESSIONS_CACHE_PREFIX + concessionKey({ kind: 'nif', nif }),
    )
    const concessions: ConcessionOfGrant[] = (own ?? []).map((row) => ({
      id: row.fund_id,
      slug: row.fund_slug ?? null,
      title: row.fund_title,
      date: row.concession_date ?? null,
    }))
    concessions.push(...(byGrant.get(nif) ?? []))
    found.set(nif, new ReceivedGrants(concessions, own !== null, slugOfId))
  }
  return (nif) => found.get(normalizeTaxId(nif)) ?? new ReceivedGrants([], false)
}
