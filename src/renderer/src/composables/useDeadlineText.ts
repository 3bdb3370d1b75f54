import { useI18n } from 'vue-i18n'
import { type CaseDeadline } from '@shared/cases/case-deadlines'
import {
  type CaseDeadlineKind,
  deadlineState,
  DEFAULT_REMINDER_DAYS,
} from '@shared/cases/deadline-kinds'
import { daysBetween, localIsoDate } from '@shared/format'
import { useSettingsStore } from '../stores/settings-store'
import { useFormat } from './useFormat'

/** How a deadline stands, as a chip says it: its words and naive-ui's tag type. */
export interface DeadlineStanding {
  state: ReturnType<typeof deadlineState>
  text: string
  type: 'error' | 'warning' | 'success' | 'default'
}

/**
 * The words of a case file's deadlines that several screens share: its kind (or the advisor's
 * label), how it counts, what it skipped, and how it stands today («Vencido hace 2 días», «Vence en
 * 3 días»).
 */
export function useDeadlineText() {
  const { t } = useI18n()
  const { formatDate, formatNumber } = useFormat()

  const kindText = (kind: CaseDeadlineKind, label: string | null = null) =>
    label || t(`work.deadlines.kind.${kind}`)

  /** «10 días hábiles desde el 18/12/2026», or «Fecha fija». */
  function periodText(deadline: Pick<CaseDeadline, 'period' | 'from'>): string {
    const { period, from } = deadline
    if (!period || !from) return t('work.deadlines.fixed')
    return t('work.deadlines.period', {
      count: formatNumber(period.count, 0),
      unit: t(`work.deadlines.unit.${period.unit}`),
      from: formatDate(from),
    })
  }

  /** «Se saltan: 25/12 Navidad, 01/01 Año Nuevo, 3 fines de semana», or null for a plain date. */
  function skippedText(deadline: Pick<CaseDeadline, 'skipped' | 'weekends' | 'period'>) {
    if (!deadline.period) return null
    const days = deadline.skipped.map(
      (holiday) => `${formatDate(holiday.date).slice(0, 5)} ${holiday.name}`,
    )
    if (deadline.weekends > 0)
      days.push(t('work.deadlines.weekends', { n: deadline.weekends }, deadline.weekends))
    return days.length === 0
      ? t('work.deadlines.skippedNone')
      : t('work.deadlines.skipped', { what: days.join(', ') })
  }

  /** Where the deadline stands on `today`, with `soonDays` the reminder days. */
  function standing(
    deadline: Pick<CaseDeadline, 'until' | 'doneOn'>,
    today: string,
    soonDays: number,
  ): DeadlineStanding {
    const state = deadlineState(deadline, today, soonDays)
    const left = daysBetween(today, deadline.until) ?? 0
    switch (state) {
      case 'done':
        return {
          state,
          text: t('work.deadlines.state.done', { date: formatDate(deadline.doneOn) }),
          type: 'success',
        }
      case 'overdue':
        return {
          state,
          text: t('work.deadlines.state.overdue', { n: -left }, -left),
          type: 'error',
        }
      case 'soon':
        return {
          state,
          text:
            left === 0
              ? t('work.deadlines.state.today')
              : t('work.deadlines.state.soon', { n: left }, left),
          type: 'warning',
        }
      case 'open':
        return { state, text: t('work.deadlines.state.open'), type: 'default' }
    }
  }

  const settings = useSettingsStore()
  /** Where a running deadline stands today on this computer, by the reminder days of «Ajustes». */
  const standingToday = (until: string) =>
    standing(
      { until, doneOn: null },
      localIsoDate(),
      settings.settings?.reminderDays ?? DEFAULT_REMINDER_DAYS,
    )

  return { kindText, periodText, skippedText, standing, standingToday }
}
