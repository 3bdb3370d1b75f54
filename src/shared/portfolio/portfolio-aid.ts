import { deMinimisSummary, windowEndingOn } from '../bdns/de-minimis'
import { type BdnsMinimisRow } from '../wire/bdns-wire'
import { isIsoDate, madridToday } from '../format'
import { type AidClient, type AidWindow } from './portfolio'

/** The last `count` calendar years in Madrid, the current one first. */
export function lastYears(now: number, count: number): number[] {
  const current = Number(madridToday(now).slice(0, 4))
  return Array.from({ length: count }, (_, i) => current - i)
}

/**
 * SC-CONC-6: the three years that end today in Madrid, both ends included: from the day after the same date
 * three years earlier, to today. On 15/03/2026 that is 16/03/2023 to 15/03/2026: a concession of
 * 15/03/2023 is exactly three years old and out. On 29 February the same date three years earlier
 * is 28 February, so the window starts on 1 March.
 */
export function deMinimisWindow(now: number): AidWindow {
  return windowEndingOn(madridToday(now))
}

/** Whether a YYYY-MM-DD date lies in the window; a concession dated after today does not. */
export function inWindow(date: string, window: AidWindow): boolean {
  return date >= window.from && date <= window.to
}

export interface AidRow {
  /** The grant, when the service names it: whether it is de minimis is known from its detail. */
  fund_id?: number | null | undefined
  concession_date?: string | null | undefined
  /** Null when the service did not send it: counts as 0. */
  awarded_amount: number | null
}

/** What a NIF was awarded, counted once: the «Ayudas recibidas» row and a client's own summary. */
export interface AidTotals {
  count: number
  /** Every concession, undated ones included. */
  total: number
  /** YYYY-MM-DD of the latest dated concession. */
  last_date: string | null
  /** Awarded within `window`: what the de minimis threshold is held against. */
  window_total: number
  /** Concessions without a readable date: in `total`, never summed in a year or in the window. */
  undated_count: number
  undated_total: number
}

const amountOf = (row: AidRow) =>
  row.awarded_amount !== null && Number.isFinite(row.awarded_amount) ? row.awarded_amount : 0

/** The totals of `rows`, with what falls in `window` and what has no date apart. */
export function aidTotals(rows: readonly AidRow[], window: AidWindow): AidTotals {
  let total = 0
  let windowTotal = 0
  let undatedCount = 0
  let undatedTotal = 0
  let last: string | null = null
  for (const row of rows) {
    const amount = amountOf(row)
    total += amount
    const date = row.concession_date
    if (!isIsoDate(date)) {
      undatedCount += 1
      undatedTotal += amount
      continue
    }
    if (last === null || date > last) last = date
    if (inWindow(date, window)) windowTotal += amount
  }
  return {
    count: rows.length,
    total: round(total),
    last_date: last,
    window_total: round(windowTotal),
    undated_count: undatedCount,
    undated_total: round(undatedTotal),
  }
}

/**
 * One client's aid: the awarded total of each year of `years` (an undated row counts in the total
 * and the count, in no year), the latest date, the total of the three-year `window`, and whether
 * that total reaches `threshold`.
 */
export function summariseAid(
  client: { client_id: number; nif: string; name: string },
  rows: readonly AidRow[],
  years: readonly number[],
  threshold: number,
  window: AidWindow,
  known: Parameters<typeof deMinimisTotals>[3] = { grant: () => null, registry: null },
): AidClient {
  const byYear = new Map(years.map((year) => [year, 0]))
  for (const row of rows) {
    const date = row.concession_date
    if (!isIsoDate(date)) continue
    const year = Number(date.slice(0, 4))
    const sum = byYear.get(year)
    if (sum !== undefined) byYear.set(year, sum + amountOf(row))
  }
  const totals = aidTotals(rows, window)
  return {
    ...client,
    by_year: Object.fromEntries([...byYear].map(([year, sum]) => [String(year), round(sum)])),
    total: totals.total,
    count: totals.count,
    last_date: totals.last_date,
    window_total: totals.window_total,
    undated_count: totals.undated_count,
    undated_total: totals.undated_total,
    over_threshold: totals.window_total >= threshold,
    ...deMinimisTotals(rows, window, threshold, known),
    // What each source misses is the run's to add (it needs the grants' BDNS codes).
    only_grants: null,
    only_registry: null,
  }
}

/**
 * What is known to be de minimis of a NIF's aid in `window` (issue 36, point 6), apart from the
 * rest. When the official registry's rows are kept for the NIF they are the figure (every de
 * minimis aid of the window, by regulation, `source: 'registry'`), and nothing of the grants
 * service is added to them (the same aid would count twice). Otherwise the concessions whose
 * grant is known to be de minimis («Sujeta a minimis: Sí») count, those whose grant says «No» are
 * other aid, and those of unknown grants are summed apart in `unknown`.
 */
export function deMinimisTotals(
  rows: readonly AidRow[],
  window: AidWindow,
  threshold: number,
  known: {
    /** Whether the grant of `fund_id` is de minimis; null when unknown. */
    grant: (fundId: number) => boolean | null
    /** The registry's rows of this NIF, kept (any age); null when none are kept. */
    registry: readonly BdnsMinimisRow[] | null
  },
): {
  de_minimis_total: number
  de_minimis_unknown: number
  de_minimis_source: 'registry' | 'grants'
  over_de_minimis: boolean
} {
  if (known.registry) {
    const summary = deMinimisSummary(known.registry, window.to)
    const total = round(summary.aid.reduce((sum, aid) => sum + (aid.amount ?? 0), 0))
    return {
      de_minimis_total: total,
      de_minimis_unknown: 0,
      de_minimis_source: 'registry',
      over_de_minimis: total >= threshold,
    }
  }
  let total = 0
  let unknown = 0
  for (const row of rows) {
    const date = row.concession_date
    if (!isIsoDate(date) || !inWindow(date, window)) continue
    const minimis = row.fund_id == null ? null : known.grant(row.fund_id)
    if (minimis === true) total += amountOf(row)
    else if (minimis === null) unknown += amountOf(row)
  }
  return {
    de_minimis_total: round(total),
    de_minimis_unknown: round(unknown),
    de_minimis_source: 'grants',
    over_de_minimis: round(total) >= threshold,
  }
}

/** Cents: sums of euros in floating point must not show 0.30000000000000004. */
const round = (n: number) => Math.round(n * 100) / 100
