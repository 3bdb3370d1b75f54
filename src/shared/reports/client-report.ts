import { z } from 'zod'
import { SECTION_STATES, type SectionState } from './report-sections'

/**
 * The client's «Informe de ayudas» (issue 37, point 1): what the app keeps for one client, put
 * together with no request. Every section says whether it is `fresh`, `stale` (kept longer ago
 * than the setting's days) or `missing`, and when it was kept; names, never internal ids.
 */
export const REPORT_LANGUAGES = ['es', 'en'] as const
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number]

const DAY_MS = 86_400_000

/** `missing` without a date; `stale` once older than `staleDays` days at `now`. */
export function sectionState(keptAt: number | null, now: number, staleDays: number): SectionState {
  if (keptAt === null) return 'missing'
  return now - keptAt > staleDays * DAY_MS ? 'stale' : 'fresh'
}

/**
 * The firm's letterhead, from «Ajustes → Informes» (kept locally): its name, its logo's bytes and
 * the contact lines under it.
 */
const LetterheadSchema = z.object({
  firmName: z.string().max(200),
  logo: z
    .object({ type: z.enum(['png', 'jpeg']), data: z.instanceof(Uint8Array) })
    .nullable()
    .default(null),
  contact: z.array(z.string().max(200)).max(6).default([]),
})
export type Letterhead = z.infer<typeof LetterheadSchema>

const SectionMetaSchema = z.object({
  state: z.enum(SECTION_STATES),
  /** Epoch ms of what the section was made from; null when `missing`. */
  keptAt: z.number().nullable(),
})
export type SectionMeta = z.infer<typeof SectionMetaSchema>

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const amount = z.number().nullable()

const CompanySchema = z.object({
  meta: SectionMetaSchema,
  name: z.string(),
  nif: z.string(),
  /** The client's first CNAE as a class code and its title; null when it has none. */
  activity: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Province names, joined; null when none is known. */
  province: z.string().nullable(),
})

const OpportunitySchema = z.object({
  grant: z.string(),
  /** The service's status text («Abierta hasta el …»). */
  state: z.string(),
  amount,
  /** YYYY-MM-DD when the status text names a closing date. */
  closing: IsoDate.nullable(),
  /** «Ya recibida»: the client has a concession of that grant. */
  received: z.boolean(),
})

const OpportunitiesSchema = z.object({
  meta: SectionMetaSchema,
  /** Where the rows come from: the client's simulator run, or the account's «Cartera» run. */
  source: z.enum(['simulator', 'portfolio']).nullable(),
  rows: z.array(OpportunitySchema),
})

const YearAidSchema = z.object({
  year: z.number().int(),
  count: z.number().int(),
  total: z.number(),
})

const AidSchema = z.object({
  meta: SectionMetaSchema,
  /** The three years that end on the report's date. */
  window: z.object({ from: IsoDate, to: IsoDate }),
  /** Every calendar year the window touches, oldest first, 0 included. */
  years: z.array(YearAidSchema),
  windowTotal: z.number(),
  /** Concessions without a date: in no year, nor in the window. */
  undated: z.object({ count: z.number().int(), total: z.number() }),
  /** False when the kept answer lacks pages: the sums are of the rows kept. */
  complete: z.boolean(),
})

const MinimisFigureSchema = z.object({
  /** The official de minimis figure (BDNS): what the window's aid uses of the ceiling in force. */
  used: z.number(),
  ceiling: z.number(),
  /** Below 0 by how much the ceiling is passed. */
  headroom: z.number(),
  /** The regulation whose ceiling is shown («2023/2831»). */
  regulation: z.string(),
  /** Members of the «empresa única» group summed with the client, by NIF. */
  group: z.array(z.string()),
})

/** The official registry's de minimis; `minimis` null when it was never read for the NIF. */
const RegistrySchema = z.object({
  meta: SectionMetaSchema,
  minimis: MinimisFigureSchema.nullable(),
})

const CaseRowSchema = z.object({
  /** The case file's identifier («EXP-2026-0042»), then what it is for. */
  identifier: z.string(),
  name: z.string(),
  status: z.string(),
  requested: amount,
  awarded: amount,
  nextDeadline: z.object({ label: z.string(), date: IsoDate }).nullable(),
  /** The documents the client still owes, by name. */
  pendingDocuments: z.array(z.string()),
})
export type ReportCaseRow = z.infer<typeof CaseRowSchema>

const CasesSchema = z.object({ meta: SectionMetaSchema, rows: z.array(CaseRowSchema) })

export const ClientReportSchema = z.object({
  language: z.enum(REPORT_LANGUAGES),
  /** The report's date (YYYY-MM-DD, Madrid). */
  date: IsoDate,
  /** What the report covers: the three years of the aid window, to the report's date. */
  period: z.object({ from: IsoDate, to: IsoDate }),
  staleDays: z.number().int(),
  letterhead: LetterheadSchema.nullable(),
  /** The advisor's free text; empty for none. */
  note: z.string(),
  company: CompanySchema,
  opportunities: OpportunitiesSchema,
  aid: AidSchema,
  registry: RegistrySchema,
  cases: CasesSchema,
})
export type ClientReport = z.infer<typeof ClientReportSchema>
