import { z } from 'zod'
import { daysBetween } from '../format'
import { type DeadlinePeriod } from '../deadlines/deadline-engine'

/**
 * The usual deadlines of a case file. Each has the period an advisor counts by default (art. 68.1
 * Ley 39/2015 for «subsanación», art. 124.1 for «recurso de reposición», art. 70.1 RD 887/2006 for
 * «justificación» when the bases say nothing); the bases of a call may say otherwise, so every
 * period can be changed, or a plain date given instead.
 */
export const DEADLINE_KINDS = [
  'subsanacion',
  'alegaciones',
  'reposicion',
  'justificacion',
  'aceptacion',
  'otro',
] as const
export type CaseDeadlineKind = (typeof DEADLINE_KINDS)[number]

export const KIND_PERIODS: Readonly<Record<CaseDeadlineKind, DeadlinePeriod | null>> = {
  subsanacion: { unit: 'business_days', count: 10 },
  alegaciones: { unit: 'business_days', count: 10 },
  reposicion: { unit: 'months', count: 1 },
  justificacion: { unit: 'months', count: 3 },
  aceptacion: { unit: 'business_days', count: 10 },
  otro: null,
}

/** The most a period may count, per unit (the command line's `deadline` takes the same). */
export const MAX_PERIOD = { business_days: 1000, months: 120, years: 10 } as const

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
export const IsoDaySchema = isoDay

const PeriodSchema = z
  .object({
    unit: z.enum(['business_days', 'months', 'years']),
    count: z.number().int().min(1),
  })
  .refine((period) => period.count <= MAX_PERIOD[period.unit], { path: ['count'] })

const HolidaySchema = z.object({
  date: isoDay,
  name: z.string(),
  scope: z.enum(['national', 'community', 'local', 'case']),
})

/** A holiday the advisor adds to one case file (or in «Ajustes», for a municipality or all). */
export const AddedHolidaySchema = z.object({
  date: isoDay,
  name: z.string().trim().min(1).max(120),
})
export type AddedHoliday = z.infer<typeof AddedHolidaySchema>

const DEADLINE_LABEL_MAX = 200

/**
 * A deadline of a case file. `from` and `period` when it is counted (the end the engine computed
 * is `computed`, what it passed over `skipped` and `weekends`); only `until` for a plain date.
 * `until` differs from `computed` when the advisor changed the end by hand.
 */
export const CaseDeadlineSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  kind: z.enum(DEADLINE_KINDS),
  label: z.string().nullable(),
  from: isoDay.nullable(),
  period: PeriodSchema.nullable(),
  computed: isoDay.nullable(),
  until: isoDay,
  skipped: z.array(HolidaySchema),
  weekends: z.number(),
  /** The day the advisor marked it met («cumplido»); null while it runs. */
  doneOn: isoDay.nullable(),
  createdAt: z.number(),
})
export type CaseDeadline = z.infer<typeof CaseDeadlineSchema>

const label = z.string().trim().max(DEADLINE_LABEL_MAX)

/** A new deadline: counted from a date (the kind's usual period unless one is given), or a plain date. */
export const DeadlineAddSchema = z
  .object({
    caseId: z.number().int().positive(),
    kind: z.enum(DEADLINE_KINDS),
    label: label.optional(),
    from: isoDay.optional(),
    period: PeriodSchema.optional(),
    date: isoDay.optional(),
  })
  .refine((input) => (input.from === undefined) !== (input.date === undefined), {
    path: ['from'],
  })
  .refine((input) => input.date !== undefined || input.period || KIND_PERIODS[input.kind], {
    path: ['period'],
  })
export type DeadlineAdd = z.input<typeof DeadlineAddSchema>

/** A change to a deadline: what is given changes; `until` moves its end by hand (null: back to computed). */
export const DeadlineUpdateSchema = z.object({
  id: z.number().int().positive(),
  label: label.nullable().optional(),
  from: isoDay.optional(),
  period: PeriodSchema.optional(),
  until: isoDay.nullable().optional(),
  doneOn: isoDay.nullable().optional(),
})
export type DeadlineUpdate = z.input<typeof DeadlineUpdateSchema>

/** The end a period would reach, before it is saved (the form shows it as the advisor types). */
export const DeadlinePreviewInputSchema = z.object({
  caseId: z.number().int().positive(),
  from: isoDay,
  period: PeriodSchema,
})
export const DeadlinePreviewSchema = z.object({
  until: isoDay,
  skipped: z.array(HolidaySchema),
  weekends: z.number(),
})
export type DeadlinePreview = z.infer<typeof DeadlinePreviewSchema>

/** Where a deadline stands on `today`: met, past its last day, within the reminder days, or running. */
export type DeadlineState = 'done' | 'overdue' | 'soon' | 'open'

/** Days reminders look ahead by default («vence en 3 días»). */
export const DEFAULT_REMINDER_DAYS = 3

export function deadlineState(
  deadline: Pick<CaseDeadline, 'until' | 'doneOn'>,
  today: string,
  soonDays: number,
): DeadlineState {
  if (deadline.doneOn) return 'done'
  const left = daysBetween(today, deadline.until) ?? 0
  if (left < 0) return 'overdue'
  return left <= soonDays ? 'soon' : 'open'
}

/** A deadline still running, with the case file it belongs to, as the lists and reminders show it. */
export const DueDeadlineSchema = z.object({
  id: z.number(),
  caseId: z.number(),
  identifier: z.string(),
  caseTitle: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  label: z.string().nullable(),
  until: isoDay,
})
export type DueDeadline = z.infer<typeof DueDeadlineSchema>

/** The deadlines that need the advisor: overdue ones and those due within the reminder days. */
export const DueSummarySchema = z.object({
  today: isoDay,
  days: z.number(),
  overdue: z.array(DueDeadlineSchema),
  soon: z.array(DueDeadlineSchema),
})
export type DueSummary = z.infer<typeof DueSummarySchema>
