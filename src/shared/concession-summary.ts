/** Summaries the concessions screen shows; pure, so the renderer and the tests share them. */
export interface ConcessionLike {
  /** Null for a grant published without a title (SC-DIALECT-6). */
  fund_title: string | null
  concession_date?: string | null
  /** Null when the service did not send it (SC-DIALECT-11): shown as «—», adds nothing to a total. */
  awarded_amount: number | null
}

export interface ConcessionSummary {
  count: number
  total: number
  /** ISO dates; null when no row has a date. */
  first: string | null
  last: string | null
  undated: number
}

export function summarize(rows: readonly ConcessionLike[]): ConcessionSummary {
  let total = 0
  let first: string | null = null
  let last: string | null = null
  let undated = 0
  for (const row of rows) {
    total += row.awarded_amount ?? 0
    const date = row.concession_date
    if (!date) {
      undated++
      continue
    }
    if (first === null || date < first) first = date
    if (last === null || date > last) last = date
  }
  return { count: rows.length, total: Math.round(total * 100) / 100, first, last, undated }
}

export interface YearTotal {
  /** null for the rows without a date. */
  year: number | null
  total: number
  count: number
}

/** Amounts by year, oldest first, with the undated ones apart at the end. */
export function totalsByYear(rows: readonly ConcessionLike[]): YearTotal[] {
  const byYear = new Map<number | null, YearTotal>()
  for (const row of rows) {
    const year = row.concession_date ? Number(row.concession_date.slice(0, 4)) : null
    const entry = byYear.get(year) ?? { year, total: 0, count: 0 }
    entry.total += row.awarded_amount ?? 0
    entry.count++
    byYear.set(year, entry)
  }
  return [...byYear.values()]
    .map((e) => ({ ...e, total: Math.round(e.total * 100) / 100 }))
    .sort((a, b) => (a.year === null ? 1 : b.year === null ? -1 : a.year - b.year))
}

export interface GrantGroup<T> {
  /** Null for the rows that came without their grant's id (SC-DIALECT-11), together. */
  fundId: number | null
  title: string | null
  total: number
  rows: T[]
}

/** For the NIF search: the concessions of each grant together, in the order grants first appear. */
export function groupByGrant<T extends ConcessionLike & { fund_id: number | null }>(
  rows: readonly T[],
): GrantGroup<T>[] {
  const groups = new Map<number | null, GrantGroup<T>>()
  for (const row of rows) {
    const group = groups.get(row.fund_id) ?? {
      fundId: row.fund_id,
      title: row.fund_title,
      total: 0,
      rows: [],
    }
    // A grant untitled in one row may carry its title in another.
    group.title ??= row.fund_title
    group.total += row.awarded_amount ?? 0
    group.rows.push(row)
    groups.set(row.fund_id, group)
  }
  return [...groups.values()].map((g) => ({ ...g, total: Math.round(g.total * 100) / 100 }))
}
