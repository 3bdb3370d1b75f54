import {
  type ClientReport,
  ClientReportSchema,
  type Letterhead,
  type ReportCaseRow,
  type ReportLanguage,
  type SectionMeta,
  sectionState,
} from './client-report'
import { type CnaeEntry, cnaeIn } from '../catalogues/cnae'
import { provinceName } from '../catalogues/provinces'
import { type DeMinimisSummary } from '../bdns/de-minimis'
import { madridToday } from '../format'
import { aidTotals, type AidRow, deMinimisWindow, inWindow } from '../portfolio/portfolio-aid'
import { closingDateOf } from '../portfolio/portfolio-deadlines'
import { type ClientData } from '../wire/client'

/** Something kept, and when (epoch ms). */
export interface Kept<T> {
  keptAt: number
  value: T
}

/** An opportunity as the simulator or «Cartera» keeps it, «Ya recibida» already marked. */
export interface KeptOpportunity {
  formatted_title: string
  status_text: string
  total_amount: number | null
  received: unknown
}

/** What the app (or the command line) keeps for one client: each part null when nothing is. */
export interface ClientReportParts {
  now: number
  staleDays: number
  language: ReportLanguage
  note: string
  letterhead: Letterhead | null
  client: Kept<
    Pick<
      ClientData,
      | 'business_name'
      | 'nif'
      | 'cnaes'
      | 'province'
      | 'provinces_to_work'
      | 'applicant_types'
      | 'action_items'
    >
  >
  /** The CNAE list of the service's catalogue (ids to class codes and titles). */
  cnaes: readonly CnaeEntry[]
  opportunities: (Kept<readonly KeptOpportunity[]> & { source: 'simulator' | 'portfolio' }) | null
  concessions: Kept<{ complete: boolean; rows: readonly AidRow[] }> | null
  minimis: Kept<{ summary: DeMinimisSummary; group: readonly string[] }> | null
  cases: Kept<readonly ReportCaseRow[]> | null
}

const round = (n: number) => Math.round(n * 100) / 100

function metaOf(parts: ClientReportParts, kept: { keptAt: number } | null): SectionMeta {
  const keptAt = kept?.keptAt ?? null
  return { state: sectionState(keptAt, parts.now, parts.staleDays), keptAt }
}

function company(parts: ClientReportParts): ClientReport['company'] {
  const client = parts.client.value
  const firstCnae = client.cnaes[0]
  const entry = firstCnae === undefined ? undefined : cnaeIn(parts.cnaes, firstCnae)
  const provinces = [...new Set(client.province)].map(provinceName)
  return {
    meta: metaOf(parts, parts.client),
    name: client.business_name,
    nif: client.nif,
    activity: entry ? { code: entry.code, name: entry.title } : null,
    province: provinces.length > 0 ? provinces.join(', ') : null,
  }
}

function opportunities(parts: ClientReportParts): ClientReport['opportunities'] {
  const kept = parts.opportunities
  const rows = (kept?.value ?? []).map((row) => ({
    grant: row.formatted_title,
    state: row.status_text,
    amount: row.total_amount,
    closing: closingDateOf(row.status_text),
    received: row.received !== null && row.received !== undefined && row.received !== false,
  }))
  // Open ones closing soonest first, then those without a date, each by title.
  rows.sort(
    (a, b) =>
      (a.closing ?? '9999').localeCompare(b.closing ?? '9999') || a.grant.localeCompare(b.grant),
  )
  return { meta: metaOf(parts, kept), source: kept?.source ?? null, rows }
}

function aid(parts: ClientReportParts): ClientReport['aid'] {
  const window = deMinimisWindow(parts.now)
  const rows = parts.concessions?.value.rows ?? []
  const first = Number(window.from.slice(0, 4))
  const last = Number(window.to.slice(0, 4))
  const years = Array.from({ length: last - first + 1 }, (_, i) => {
    const year = first + i
    const inYear = rows.filter((row) => {
      const date = row.concession_date
      return typeof date === 'string' && inWindow(date, window) && date.startsWith(`${year}-`)
    })
    return {
      year,
      count: inYear.length,
      total: round(inYear.reduce((sum, row) => sum + (row.awarded_amount ?? 0), 0)),
    }
  })
  const totals = aidTotals(rows, window)
  return {
    meta: metaOf(parts, parts.concessions),
    window,
    years,
    windowTotal: totals.window_total,
    undated: { count: totals.undated_count, total: totals.undated_total },
    complete: parts.concessions?.value.complete ?? true,
  }
}

function registry(parts: ClientReportParts): ClientReport['registry'] {
  const kept = parts.minimis
  // The ceiling in force for most undertakings: the general one, else the first the summary has.
  const ceiling =
    kept?.value.summary.ceilings.find((use) => use.regulation === '2023/2831') ??
    kept?.value.summary.ceilings[0]
  return {
    meta: metaOf(parts, kept),
    minimis:
      kept && ceiling
        ? {
            used: ceiling.used,
            ceiling: ceiling.ceiling,
            headroom: ceiling.left,
            regulation: ceiling.regulation,
            group: [...kept.value.group],
          }
        : null,
  }
}

/**
 * The client's report from what is kept: pure, so the app and the command line share it; checked
 * against its schema, so a writer never meets a field out of shape.
 */
export function buildClientReport(parts: ClientReportParts): ClientReport {
  const window = deMinimisWindow(parts.now)
  return ClientReportSchema.parse({
    language: parts.language,
    date: madridToday(parts.now),
    period: window,
    staleDays: parts.staleDays,
    letterhead: parts.letterhead,
    note: parts.note.trim(),
    company: company(parts),
    opportunities: opportunities(parts),
    aid: aid(parts),
    registry: registry(parts),
    cases: { meta: metaOf(parts, parts.cases), rows: [...(parts.cases?.value ?? [])] },
  })
}
