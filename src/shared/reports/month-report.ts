import { z } from 'zod'
import { type CaseDeadline } from '../cases/case-deadlines'
import { DEADLINE_KINDS } from '../cases/deadline-kinds'
import { type CreditBalance } from '../credits'
import { previousMonth } from '../format'

/**
 * «Informe mensual» (issue 37, point 3): a month's figures over the case files of the replica and the
 * history the app recorded. The service's rows carry no creation date and no date of change, so a
 * figure of the past comes from that history, or is null: never a guess.
 */
export const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)
const DEADLINES_AHEAD_DAYS = 30
/** The months the line of amounts spans, ending at the report's. */
const TREND_MONTHS = 12

/** Status ids (`current_status.id`): a set, so each once. */
export const ClosingStatusesSchema = z
  .array(z.number().int().positive())
  .max(200)
  .transform((ids) => [...new Set(ids)])

export const MonthReportInputSchema = z.object({
  month: MonthSchema.optional(),
  /** A technician's id, or `all` for the whole team; the signed-in advisor's own when absent. */
  expert: z.union([z.number().int().positive(), z.literal('all')]).optional(),
  staleDays: z.number().int().min(1).max(3650).optional(),
  /**
   * The statuses that close a case file (the catalogue does not say which ones do); absent, those
   * kept in «Ajustes → Informes». None: «Cerrados en el mes» is not known.
   */
  closingStatuses: ClosingStatusesSchema.optional(),
})
export type MonthReportInput = z.input<typeof MonthReportInputSchema>

/** «Exportar» of the screen: the same report, written where the advisor says. */
export const MonthReportExportInputSchema = MonthReportInputSchema.extend({
  format: z.enum(['xlsx', 'pdf']),
})
export const MonthReportExportResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('cancelled') }),
  z.object({ status: z.literal('done'), path: z.string(), fileName: z.string() }),
])
export type MonthReportExportResult = z.infer<typeof MonthReportExportResultSchema>

/** Who asks: the team's report is offered to super experts only. */
export const MonthReportScopeSchema = z.object({
  /** The signed-in advisor's expert id, null when the service has not told it. */
  expert: z.number().nullable(),
  superExpert: z.boolean(),
})
export type MonthReportScope = z.infer<typeof MonthReportScopeSchema>

const named = z.object({ id: z.number(), name: z.string() })
const count = z.number().int().min(0)

const StatusCountSchema = z.object({
  /** Null: the files with no status, or (with `unknown`) those whose status then is not known. */
  statusGroup: named.nullable(),
  status: named.nullable(),
  /** Only on the row of the files whose status at the month's end the app cannot know. */
  unknown: z.literal(true).optional(),
  count,
  /** At the end of the month before; null when some file's status then is not known. */
  previous: count.nullable(),
  change: z.number().int().nullable(),
})

const ExpertCountSchema = z.object({
  expert: named,
  count,
  previous: count.nullable(),
  change: z.number().int().nullable(),
})

const AmountSchema = z.object({
  /** The sum of the amounts known; null when a file of the month has none. */
  amount: z.number().nullable(),
  cases: count,
})

export const MonthReportSchema = z.object({
  month: MonthSchema,
  expert: z.union([z.number(), z.literal('all')]),
  /**
   * Over the case files listed now, with their current technician: one created here after the
   * month's end is left out, one created elsewhere cannot be told apart (the service has no
   * creation date, and the app records none for what its sync first sees).
   */
  byStatus: z.array(StatusCountSchema),
  byExpert: z.array(ExpertCountSchema),
  /** Created through this app in the month; null when the history does not cover the month. */
  opened: count.nullable(),
  /** Moved in the month into a closing status; null when none is named or the history is short. */
  closed: count.nullable(),
  /** By presentation date in the month. */
  requested: AmountSchema,
  /** By concession date in the month. */
  awarded: AmountSchema,
  /** The same two sums for each of the TREND_MONTHS months ending at `month`, oldest first. */
  trend: z.array(z.object({ month: MonthSchema, requested: AmountSchema, awarded: AmountSchema })),
  staleDays: z.number(),
  stale: z.array(
    z.object({ id: z.number(), identifier: z.string(), days: z.number(), lastChange: z.number() }),
  ),
  /** Active files with no status change recorded at all: how long they stand is not known. */
  staleUnknown: count,
  deadlines: z.array(
    z.object({
      caseId: z.number(),
      identifier: z.string(),
      kind: z.enum(DEADLINE_KINDS),
      label: z.string().nullable(),
      until: z.string(),
    }),
  ),
  /** Archived case files, apart from every count above. */
  archived: count,
  creditsSpent: z.number().nullable(),
})
export type MonthReport = z.infer<typeof MonthReportSchema>

/** A case file as the computation needs it (a replica row). */
export interface ReportCase {
  id: number
  identifier: string
  statusGroup: { id: number; name: string } | null
  status: { id: number; name: string } | null
  expertId: number
  expertName: string
  requestedAmount: number | null
  awardedAmount: number | null
  presentationDate: string | null
  concessionDate: string | null
  archived: boolean
}

/** A creation or a status change the app recorded (`case_events`). */
export interface ReportEvent {
  caseId: number
  at: number
  kind: 'created' | 'status_here' | 'status_service'
  status: { group: { id: number; name: string }; status: { id: number; name: string } } | null
}

export interface MonthReportData {
  month: string
  expert: number | 'all'
  /** The current instant (ms) and day in the advisor's time zone. */
  now: number
  today: string
  staleDays: number
  closingStatuses: readonly number[] | null
  cases: readonly ReportCase[]
  events: readonly ReportEvent[]
  deadlines: readonly Pick<CaseDeadline, 'caseId' | 'kind' | 'label' | 'until' | 'doneOn'>[]
  /** The first moment the app recorded anything of this account, null before any sync. */
  watchedSince: number | null
  credits: { balance: CreditBalance } | null
}

const DAY_MS = 86_400_000

/** The first instant of the month after `month` (local time), i.e. where `month` ends. */
function monthEnd(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Date(year, m, 1).getTime()
}

const monthStart = (month: string) => monthEnd(previousMonth(month))
const inMonth = (day: string | null, month: string) => day !== null && day.startsWith(`${month}-`)
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

type Status = ReportEvent['status']
type AtInstant = { known: true; exists: boolean; status: Status } | { known: false }

/** A file's status at `instant`, as far as the history and the replica tell. */
function statusAt(
  file: ReportCase,
  history: readonly ReportEvent[],
  instant: number,
  watched: boolean,
): AtInstant {
  const created = history.find((event) => event.kind === 'created')
  if (created && created.at >= instant) return { known: true, exists: false, status: null }
  const before = history.filter((event) => event.at < instant)
  const last = before.at(-1)
  if (last) return { known: true, exists: true, status: last.status }
  if (history.length > 0 || !watched) return { known: false }
  const { statusGroup: group, status } = file
  return { known: true, exists: true, status: group && status ? { group, status } : null }
}

function tally(
  files: readonly ReportCase[],
  histories: Map<number, ReportEvent[]>,
  instant: number,
  watched: boolean,
) {
  const byStatus = new Map<string, { status: Status; count: number }>()
  const byExpert = new Map<number, { expert: { id: number; name: string }; count: number }>()
  let unknown = 0
  for (const file of files) {
    const at = statusAt(file, histories.get(file.id) ?? [], instant, watched)
    if (!at.known) unknown += 1
    if (at.known && !at.exists) continue
    const expert = byExpert.get(file.expertId) ?? {
      expert: { id: file.expertId, name: file.expertName },
      count: 0,
    }
    expert.count += 1
    byExpert.set(file.expertId, expert)
    if (!at.known) continue
    const key = at.status ? `${at.status.group.id}/${at.status.status.id}` : 'none'
    const entry = byStatus.get(key) ?? { status: at.status, count: 0 }
    entry.count += 1
    byStatus.set(key, entry)
  }
  return { byStatus, byExpert, unknown }
}

function amountOf(
  files: readonly ReportCase[],
  dated: (file: ReportCase) => string | null,
  value: (file: ReportCase) => number | null,
  month: string,
) {
  const ofMonth = files.filter((file) => inMonth(dated(file), month))
  const values = ofMonth.map(value)
  const amount = values.some((v) => v === null)
    ? null
    : Math.round(values.reduce<number>((sum, v) => sum + (v ?? 0), 0) * 100) / 100
  return { amount, cases: ofMonth.length }
}

export function computeMonthReport(data: MonthReportData): MonthReport {
  const { month, watchedSince } = data
  const active = data.cases.filter((file) => !file.archived)
  const ids = new Set(active.map((file) => file.id))
  const histories = new Map<number, ReportEvent[]>()
  for (const event of [...data.events].sort((a, b) => a.at - b.at)) {
    if (!ids.has(event.caseId)) continue
    histories.set(event.caseId, [...(histories.get(event.caseId) ?? []), event])
  }
  // The replica is now: a moment since then is known when the app watched the service from before it.
  const watched = (instant: number) =>
    instant >= data.now || (watchedSince !== null && watchedSince <= instant)
  const now = tally(active, histories, monthEnd(month), watched(monthEnd(month)))
  const before = tally(active, histories, monthStart(month), watched(monthStart(month)))

  const statuses = new Map([...before.byStatus, ...now.byStatus])
  const byStatus = [...statuses].map(([key, { status }]): MonthReport['byStatus'][number] => {
    const count = now.byStatus.get(key)?.count ?? 0
    const previous = before.unknown > 0 ? null : (before.byStatus.get(key)?.count ?? 0)
    return {
      statusGroup: status?.group ?? null,
      status: status?.status ?? null,
      count,
      previous,
      change: previous === null || now.unknown > 0 ? null : count - previous,
    }
  })
  if (now.unknown > 0)
    byStatus.push({
      statusGroup: null,
      status: null,
      unknown: true,
      count: now.unknown,
      previous: null,
      change: null,
    })
  byStatus.sort(
    (a, b) =>
      (a.statusGroup?.id ?? Infinity) - (b.statusGroup?.id ?? Infinity) ||
      (a.status?.id ?? Infinity) - (b.status?.id ?? Infinity) ||
      Number(a.unknown ?? false) - Number(b.unknown ?? false),
  )

  const experts = new Map([...before.byExpert, ...now.byExpert])
  const byExpert = [...experts]
    .map(([id, { expert }]) => {
      const count = now.byExpert.get(id)?.count ?? 0
      const previous = before.unknown > 0 ? null : (before.byExpert.get(id)?.count ?? 0)
      return { expert, count, previous, change: previous === null ? null : count - previous }
    })
    .sort((a, b) => b.count - a.count || a.expert.name.localeCompare(b.expert.name, 'es'))

  const start = monthStart(month)
  const end = monthEnd(month)
  const covered = watchedSince !== null && watchedSince <= start
  const events = [...histories.values()].flat()
  const duringMonth = (event: ReportEvent) => event.at >= start && event.at < end
  const opened = covered
    ? events.filter((event) => event.kind === 'created' && duringMonth(event)).length
    : null
  const closing = data.closingStatuses?.length ? new Set(data.closingStatuses) : null
  const closed =
    closing && covered
      ? new Set(
          events
            .filter(
              (event) =>
                event.kind !== 'created' &&
                duringMonth(event) &&
                event.status !== null &&
                closing.has(event.status.status.id),
            )
            .map((event) => event.caseId),
        ).size
      : null

  const stale: MonthReport['stale'] = []
  let staleUnknown = 0
  for (const file of active) {
    const last = histories.get(file.id)?.at(-1)
    if (!last) {
      staleUnknown += 1
      continue
    }
    const days = Math.floor((data.now - last.at) / DAY_MS)
    if (days > data.staleDays)
      stale.push({ id: file.id, identifier: file.identifier, days, lastChange: last.at })
  }
  stale.sort((a, b) => b.days - a.days || a.id - b.id)

  const identifiers = new Map(active.map((file) => [file.id, file.identifier]))
  const horizon = addDays(data.today, DEADLINES_AHEAD_DAYS)
  const deadlines = data.deadlines
    .filter((d) => d.doneOn === null && d.until >= data.today && d.until <= horizon)
    .flatMap((d) => {
      const identifier = identifiers.get(d.caseId)
      return identifier === undefined ? [] : [{ ...d, identifier }]
    })
    .map((d) => ({
      caseId: d.caseId,
      identifier: d.identifier,
      kind: d.kind,
      label: d.label,
      until: d.until,
    }))
    .sort((a, b) => a.until.localeCompare(b.until) || a.caseId - b.caseId)

  const amounts = (of: string) => ({
    requested: amountOf(
      active,
      (f) => f.presentationDate,
      (f) => f.requestedAmount,
      of,
    ),
    awarded: amountOf(
      active,
      (f) => f.concessionDate,
      (f) => f.awardedAmount,
      of,
    ),
  })
  const months = [month]
  while (months.length < TREND_MONTHS) months.unshift(previousMonth(months[0] as string))

  return {
    month,
    expert: data.expert,
    byStatus,
    byExpert,
    opened,
    closed,
    ...amounts(month),
    trend: months.map((of) => ({ month: of, ...amounts(of) })),
    staleDays: data.staleDays,
    stale,
    staleUnknown,
    deadlines,
    archived: data.cases.length - active.length,
    creditsSpent: creditsSpent(data),
  }
}

/**
 * The usage statistics count the credits of the current allowance only, and only while the month's
 * are not exhausted (the bag's use is not told): so a figure for the calendar month when the
 * allowance runs with it, else null.
 */
function creditsSpent({ credits, month, today }: MonthReportData): number | null {
  if (!credits || !today.startsWith(`${month}-`)) return null
  const { balance } = credits
  const [year, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`
  if (balance.resetDate !== next || balance.monthLeft === 0) return null
  return balance.monthly - balance.monthLeft
}
