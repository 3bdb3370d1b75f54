import { z } from 'zod'
import { regulationOf } from './de-minimis'
import { TaxIdSchema } from '../tax-id'
import { type BdnsMinimisRow } from '../wire/bdns-wire'

/** A concession of the grants service, as the cross-check reads it. */
export interface CheckedConcession {
  fund_id: number | null
  fund_title: string | null
  concession_date: string | null
  awarded_amount: number | null
}

/** Amounts within a euro are the same aid (the registry rounds its gross equivalents). */
const SAME_AMOUNT_EUROS = 1

export const CrossCheckInputSchema = z.object({ nif: TaxIdSchema })

export const CrossCheckSchema = z.object({
  nif: z.string(),
  /** False when this account keeps no concessions of the NIF: only the registry's side is known. */
  concessionsKept: z.boolean(),
  /** Aid both sources list. */
  both: z.number().int(),
  /** Concessions the grants service lists and the registry's de minimis does not (known de minimis, or not known). */
  onlyGrants: z.array(
    z.object({
      fund_id: z.number().nullable(),
      fund_title: z.string().nullable(),
      concession_date: z.string().nullable(),
      awarded_amount: z.number().nullable(),
      /** Whether the grant is de minimis: true, or null when not known. */
      minimis: z.boolean().nullable(),
    }),
  ),
  /** De minimis aid the registry lists and the grants service does not. */
  onlyRegistry: z.array(
    z.object({
      bdns_code: z.string().nullable(),
      granted_on: z.string().nullable(),
      grantor: z.string().nullable(),
      amount: z.number().nullable(),
    }),
  ),
})
export type CrossCheck = z.infer<typeof CrossCheckSchema>

const sameAmount = (a: number | null, b: number | null) =>
  a !== null && b !== null && Math.abs(a - b) <= SAME_AMOUNT_EUROS

/**
 * What each source misses (issue 36, point 7): a concession and a registry row are the same aid
 * when the concession's grant names the row's BDNS code and they share the date or the amount,
 * or, with no code known, when they share both date and amount; each row pairs once. Concessions
 * of grants known not to be de minimis are not looked for among the registry's de minimis rows.
 */
export function crossCheck(
  nif: string,
  concessions: readonly CheckedConcession[] | null,
  registry: readonly BdnsMinimisRow[],
  known: {
    codes: (fundId: number) => readonly string[]
    minimis: (fundId: number) => boolean | null
  },
): CrossCheck {
  const rows = registry.filter((row) => regulationOf(row.regulationText) !== 'otro')
  const paired = new Set<string>()
  const onlyGrants: CrossCheck['onlyGrants'] = []
  let both = 0
  for (const concession of concessions ?? []) {
    const fund = concession.fund_id
    const minimis = fund === null ? null : known.minimis(fund)
    if (minimis === false) continue
    const codes = fund === null ? [] : known.codes(fund)
    const sameDate = (row: BdnsMinimisRow) =>
      row.grantedOn !== null && row.grantedOn === concession.concession_date
    const match = rows.find((row) => {
      if (paired.has(row.id)) return false
      const amount = sameAmount(row.amount, concession.awarded_amount)
      if (codes.length > 0 && row.callCode !== null && codes.includes(row.callCode)) {
        return sameDate(row) || amount
      }
      return sameDate(row) && amount
    })
    if (match) {
      paired.add(match.id)
      both++
    } else {
      onlyGrants.push({ ...concession, minimis })
    }
  }
  return {
    nif,
    concessionsKept: concessions !== null,
    both,
    onlyGrants,
    onlyRegistry:
      concessions === null
        ? []
        : rows
            .filter((row) => !paired.has(row.id))
            .map((row) => ({
              bdns_code: row.callCode,
              granted_on: row.grantedOn,
              grantor: row.grantor,
              amount: row.amount,
            })),
  }
}
