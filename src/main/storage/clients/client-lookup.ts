import { type ClientLookup } from '@shared/clients/clients'
import { sourceOf } from './client-filter'
import { searchWords } from './client-search'
import { type ClientTotals } from './client-totals'
import { SORTED_MATCHES } from './replica-window'
import { type Prepare } from './statement-cache'

/**
 * A few clients for the command palette. Every word must match, as in a list's query; a NIF, then
 * a name, then a reference that starts with the first word comes first, then a name with a word
 * starting with it. The reference shown is the service's (a pending edit of it is found, not shown).
 */
export function lookupClients(
  statement: Prepare,
  totals: ClientTotals,
  account: string,
  text: string,
  limit: number,
): ClientLookup {
  const first = searchWords(text)[0] ?? ''
  const w = totals.where(account, { text, public: null })
  const total = totals.of(w)
  if (total === 0) return { total, rows: [] }
  // Nothing typed: the list's first clients, by name (its index).
  const rank = first
    ? `CASE
         WHEN instr(lower(c.nif), @first) = 1 THEN 0
         WHEN instr(c.name_key, @first) = 1 THEN 1
         WHEN instr(c.reference_key, @first) = 1 THEN 2
         WHEN instr(c.name_key, ' ' || @first) > 0 THEN 3
         ELSE 4
       END,`
    : ''
  const records = statement(
    `SELECT c.id, c.business_name, c.nif, json_extract(cc.json, '$.reference') AS reference
     FROM (SELECT c.account, c.id, c.business_name, c.nif, c.name_key, c.reference_key
           ${sourceOf(w, total <= SORTED_MATCHES)}
           ORDER BY ${rank} c.name_key, c.id LIMIT @limit) c
       LEFT JOIN client_copies cc ON cc.account = c.account AND cc.id = c.id
     ORDER BY ${rank} c.name_key, c.id`,
  ).all({ ...w.params, ...(first ? { first } : {}), limit }) as {
    id: number
    business_name: string
    nif: string
    reference: unknown
  }[]
  return {
    total,
    rows: records.map((r) => ({
      id: r.id,
      businessName: r.business_name,
      nif: r.nif,
      reference: typeof r.reference === 'string' && r.reference !== '' ? r.reference : null,
    })),
  }
}
