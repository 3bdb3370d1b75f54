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

/** Where a deadline stands on `today`: met, past its last day, within the reminder days, or running. */
export type DeadlineState = 'done' | 'overdue' | 'soon' | 'open'

/** Days reminders look ahead by default («vence en 3 días»). */
export const DEFAULT_REMINDER_DAYS = 3

export function deadlineState(
  deadline: { until: string; doneOn?: string | null },
  today: string,
  soonDays: number,
): DeadlineState {
  if (deadline.doneOn) return 'done'
  const left = daysBetween(today, deadline.until) ?? 0
  if (left < 0) return 'overdue'
  return left <= soonDays ? 'soon' : 'open'
}
