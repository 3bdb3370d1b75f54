import { madridToday, yearOfDate } from './format'
import { type AidClient } from './portfolio'

/** The last `count` calendar years in Madrid, the current one first. */
export function lastYears(now: number, count: number): number[] {
  const current = Number(madridToday(now).slice(0, 4))
  return Array.from({ length: count }, (_, i) => current - i)
}

export interface AidRow {
  concession_date?: string | null | undefined
  /** Null when the service did not send it: counts as 0. */
  awarded_amount: number | null
}

/**
 * One client's aid: the awarded total of each year of `years` (an undated row counts in the total
 * and the count, in no year), the latest date, and whether the years' total reaches `threshold`.
 */
export function summariseAid(
  client: { client_id: number; nif: string; name: string },
  rows: readonly AidRow[],
  years: readonly number[],
  threshold: number,
): AidClient {
  const byYear = new Map(years.map((year) => [year, 0]))
  let total = 0
  let last: string | null = null
  for (const row of rows) {
    const amount =
      row.awarded_amount !== null && Number.isFinite(row.awarded_amount) ? row.awarded_amount : 0
    total += amount
    const year = yearOfDate(row.concession_date)
    if (year === null) continue
    const date = row.concession_date ?? ''
    if (last === null || date > last) last = date
    const sum = byYear.get(year)
    if (sum !== undefined) byYear.set(year, sum + amount)
  }
  const inYears = [...byYear.values()].reduce((a, b) => a + b, 0)
  return {
    ...client,
    by_year: Object.fromEntries([...byYear].map(([year, sum]) => [String(year), round(sum)])),
    total: round(total),
    count: rows.length,
    last_date: last,
    over_threshold: inYears >= threshold,
  }
}

/** Cents: sums of euros in floating point must not show 0.30000000000000004. */
const round = (n: number) => Math.round(n * 100) / 100
