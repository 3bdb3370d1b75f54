import { z } from 'zod'
import { IsoDaySchema } from './added-holiday'
import { DEADLINE_KINDS, KIND_PERIODS, MAX_PERIOD } from './deadline-kinds'

const isoDay = IsoDaySchema

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
