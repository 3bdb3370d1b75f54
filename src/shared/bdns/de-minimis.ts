import { z } from 'zod'
import { addDays, isoDateOf } from '../format'
import { DE_MINIMIS_YEARS } from '../portfolio/portfolio-constants'
import { type BdnsMinimisRow } from '../wire/bdns-wire'

/**
 * De minimis aid from the official registry (issue 36, bdns.md §7): which regulation a row falls
 * under, the three-year window, the ceilings in force on a date and what is left under each.
 * Pure: the command line, main and the renderer compute the same figures.
 */

export const DE_MINIMIS_REGULATIONS = [
  '2023/2831',
  '1407/2013',
  '2023/2832',
  '1408/2013',
  '717/2014',
] as const
export type DeMinimisRegulation = (typeof DE_MINIMIS_REGULATIONS)[number]
export type RowRegulation = DeMinimisRegulation | 'otro'

/** The regulations one ceiling entry is given for (`ceilings[]`), in this order. */
const CEILING_REGULATIONS = ['2023/2831', '2023/2832', '1408/2013', '717/2014'] as const
export type CeilingRegulation = (typeof CEILING_REGULATIONS)[number]

/** Amending regulations a text may name instead of the one they amend. */
const AMENDMENTS: Readonly<Record<string, DeMinimisRegulation>> = {
  '2024/3118': '1408/2013',
  '2019/316': '1408/2013',
  '2023/2391': '717/2014',
  '2020/2008': '717/2014',
}

/**
 * The regulation a row's `reglamento` text names («REG (UE) 1408/2013, DE 18 DE DICIEMBRE, de
 * minimis»): the first of the five it names, else the one an amendment it names amends, else
 * «otro» (bdns.md §4: rows carry only the text).
 */
export function regulationOf(text: string | null): RowRegulation {
  if (!text) return 'otro'
  const numbers = [...text.matchAll(/(\d{3,4})\s*\/\s*(\d{4})/g)].map((m) => `${m[1]}/${m[2]}`)
  const named = numbers.find((n): n is DeMinimisRegulation =>
    (DE_MINIMIS_REGULATIONS as readonly string[]).includes(n),
  )
  if (named) return named
  const amended = numbers.map((n) => AMENDMENTS[n]).find((r) => r !== undefined)
  return amended ?? 'otro'
}

export interface DeMinimisWindow {
  from: string
  to: string
}

/**
 * The three years that end on `asOf`, both ends included, as «Ayudas recibidas» counts them
 * (SC-CONC-6): from the day after the same date three years before. On 29 February the same date
 * three years before is 28 February, so the window starts on 1 March.
 */
export function windowEndingOn(asOf: string): DeMinimisWindow {
  const [year = 0, month = 1, day = 1] = asOf.split('-').map(Number)
  const sameDay =
    isoDateOf(year - DE_MINIMIS_YEARS, month, day) ??
    isoDateOf(year - DE_MINIMIS_YEARS, month, day - 1) ??
    asOf
  return { from: addDays(sameDay, 1) ?? asOf, to: asOf }
}

/**
 * The ceiling of each entry in force on `asOf` (bdns.md §7): general 300,000 € from 1 Jan 2024
 * (200,000 € under 1407/2013 before); SGEI 750,000 € from 1 Jan 2024 (500,000 € under 360/2012
 * before); agricultural 50,000 € from 16 Dec 2024 (25,000 € before); fisheries 40,000 € from
 * 25 Oct 2023 (30,000 € before).
 */
export function ceilingOn(regulation: CeilingRegulation, asOf: string): number {
  switch (regulation) {
    case '2023/2831':
      return asOf >= '2024-01-01' ? 300_000 : 200_000
    case '2023/2832':
      return asOf >= '2024-01-01' ? 750_000 : 500_000
    case '1408/2013':
      return asOf >= '2024-12-16' ? 50_000 : 25_000
    case '717/2014':
      return asOf >= '2023-10-25' ? 40_000 : 30_000
  }
}

/**
 * Which ceilings an aid under `regulation` counts against (art. 5 of 2023/2831): general aid
 * (2023/2831 or 1407/2013) under the general and SGEI ceilings; agricultural and fisheries aid
 * under its own, the general and the SGEI; SGEI aid under the SGEI only.
 */
function ceilingsOf(regulation: DeMinimisRegulation): CeilingRegulation[] {
  switch (regulation) {
    case '2023/2831':
    case '1407/2013':
      return ['2023/2831', '2023/2832']
    case '1408/2013':
      return ['1408/2013', '2023/2831', '2023/2832']
    case '717/2014':
      return ['717/2014', '2023/2831', '2023/2832']
    case '2023/2832':
      return ['2023/2832']
  }
}

const DeMinimisAidSchema = z.object({
  nif: z.string().nullable(),
  bdns_code: z.string().nullable(),
  granted_on: z.string(),
  regulation: z.enum(DE_MINIMIS_REGULATIONS),
  grantor: z.string().nullable(),
  /** Euros; null when the registry gives none (listed, summed nowhere). */
  amount: z.number().nullable(),
})
export type DeMinimisAid = z.infer<typeof DeMinimisAidSchema>

const CeilingUseSchema = z.object({
  regulation: z.enum(CEILING_REGULATIONS),
  ceiling: z.number(),
  used: z.number(),
  /** What is left; below 0 by how much the ceiling is passed. */
  left: z.number(),
  over: z.boolean(),
})

export const DeMinimisSummarySchema = z.object({
  window: z.object({ from: z.string(), to: z.string() }),
  /** Every de minimis aid granted in the window, oldest first. */
  aid: z.array(DeMinimisAidSchema),
  ceilings: z.array(CeilingUseSchema),
  /** Rows of no de minimis regulation (counted nowhere). */
  other: z.number().int(),
  /** De minimis rows without a readable grant date: in no window, so counted nowhere. */
  undated: z.number().int(),
})
export type DeMinimisSummary = z.infer<typeof DeMinimisSummarySchema>

const cents = (n: number) => Math.round(n * 100) / 100

/**
 * The de minimis aid of `rows` (one NIF's, or every member's of an «empresa única», each row once)
 * granted in the three years that end on `asOf`, by its grant date whenever it was registered,
 * and the use of each ceiling in force on that date.
 */
export function deMinimisSummary(
  rows: readonly (BdnsMinimisRow & { nif?: string | null })[],
  asOf: string,
): DeMinimisSummary {
  const window = windowEndingOn(asOf)
  const seen = new Set<string>()
  const aid: DeMinimisAid[] = []
  let other = 0
  let undated = 0
  for (const row of rows) {
    if (seen.has(row.id)) continue
    seen.add(row.id)
    const regulation = regulationOf(row.regulationText)
    if (regulation === 'otro') {
      other++
      continue
    }
    if (!row.grantedOn) {
      undated++
      continue
    }
    if (row.grantedOn < window.from || row.grantedOn > window.to) continue
    aid.push({
      nif: row.nif ?? null,
      bdns_code: row.callCode,
      granted_on: row.grantedOn,
      regulation,
      grantor: row.grantor,
      amount: row.amount,
    })
  }
  aid.sort((a, b) => a.granted_on.localeCompare(b.granted_on))
  const used = new Map<CeilingRegulation, number>(CEILING_REGULATIONS.map((r) => [r, 0]))
  for (const item of aid) {
    for (const ceiling of ceilingsOf(item.regulation)) {
      used.set(ceiling, (used.get(ceiling) ?? 0) + (item.amount ?? 0))
    }
  }
  const ceilings = CEILING_REGULATIONS.map((regulation) => {
    const ceiling = ceilingOn(regulation, asOf)
    const sum = cents(used.get(regulation) ?? 0)
    return { regulation, ceiling, used: sum, left: cents(ceiling - sum), over: sum > ceiling }
  })
  return { window, aid, ceilings, other, undated }
}

/**
 * «¿Cabe una ayuda de N €?»: whether a new aid of `amount` under `regulation` stays within every
 * ceiling it counts against, and the first one it would pass.
 */
export function fitsAid(
  summary: DeMinimisSummary,
  amount: number,
  regulation: DeMinimisRegulation,
): { fits: boolean; passes: CeilingRegulation[] } {
  const passes = ceilingsOf(regulation).filter((ceiling) => {
    const use = summary.ceilings.find((c) => c.regulation === ceiling)
    return use !== undefined && use.used + amount > use.ceiling
  })
  return { fits: passes.length === 0, passes }
}
