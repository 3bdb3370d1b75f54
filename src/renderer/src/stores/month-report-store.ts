import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { type AppError } from '@shared/errors'
import { localIsoDate, previousMonth } from '@shared/format'
import {
  type MonthReport,
  type MonthReportExportResult,
  type MonthReportScope,
} from '@shared/reports/month-report'
import { STALE_DAYS_DEFAULT } from '@shared/reports/report-sections'
import { api } from '../bridge-client'
import { latestRequest } from './latest'
import { useReportSettingsStore } from './report-settings-store'
import { useSessionStore } from './session-store'

export type ReportScope = 'mine' | 'all'
export type ReportFormat = 'xlsx' | 'pdf'

/** The months the picker offers: the current one and the 23 before, newest first. */
export function pickableMonths(today: string = localIsoDate()): string[] {
  const months = [today.slice(0, 7)]
  while (months.length < 24) months.push(previousMonth(months.at(-1) as string))
  return months
}

/**
 * «Informe mensual» (issue 37): the month, whose case files and the stale threshold the advisor
 * chose, the report main computed for them from the replica, and its export. The closing statuses
 * are «Ajustes → Informes»'s: main reads the kept ones, so choosing them here saves them.
 */
export const useMonthReportStore = defineStore('month-report', () => {
  const session = useSessionStore()
  const reportSettings = useReportSettingsStore()
  const month = ref(previousMonth(localIsoDate().slice(0, 7)))
  const scope = ref<ReportScope>('mine')
  const staleDays = ref(STALE_DAYS_DEFAULT)
  const who = shallowRef<MonthReportScope | null>(null)
  const report = shallowRef<MonthReport | null>(null)
  const error = ref<AppError | null>(null)
  const loading = ref(false)
  const exporting = ref<ReportFormat | null>(null)
  const exported = shallowRef<MonthReportExportResult | null>(null)
  const exportError = ref<AppError | null>(null)
  const requests = latestRequest()
  const savingClosing = ref(false)
  const closingError = ref<AppError | null>(null)
  /** None until «Ajustes → Informes» is read, or when none was chosen. */
  const closingStatuses = computed(() => reportSettings.view?.settings.closingStatuses ?? [])
  /** They are saved with the rest of «Ajustes → Informes», so only once it is read. */
  const closingReady = computed(() => reportSettings.view !== null)
  const closingLoadError = computed(() => reportSettings.loadError)

  /** The team's report is for super experts only. */
  const canSeeTeam = computed(() => who.value?.superExpert === true)
  const input = () => ({
    month: month.value,
    staleDays: staleDays.value,
    ...(scope.value === 'all' && canSeeTeam.value ? { expert: 'all' as const } : {}),
  })

  async function loadScope(): Promise<void> {
    const answer = await api.reports.monthScope()
    if (answer.ok) who.value = answer.value
  }

  async function load(): Promise<void> {
    const mine = requests.next()
    loading.value = true
    const answer = await api.reports.month(input())
    if (!requests.isLatest(mine)) return
    loading.value = false
    if (answer.ok) {
      report.value = answer.value
      error.value = null
    } else {
      report.value = null
      error.value = answer.error
    }
  }

  function loadClosing(): Promise<void> {
    return reportSettings.load()
  }

  /** Keeps the closing statuses for next time, then asks for the report counted with them. */
  async function setClosing(ids: number[]): Promise<void> {
    const view = reportSettings.view
    if (!view) return
    savingClosing.value = true
    const result = await reportSettings.save({ ...view.settings, closingStatuses: ids })
    savingClosing.value = false
    closingError.value = result.ok ? null : result.error
    if (result.ok) await load()
  }

  async function exportAs(format: ReportFormat): Promise<void> {
    if (exporting.value) return
    exporting.value = format
    exported.value = null
    exportError.value = null
    const answer = await api.reports.monthExport({ ...input(), format })
    exporting.value = null
    if (answer.ok) exported.value = answer.value
    else exportError.value = answer.error
  }

  watch(
    () => session.session?.user?.id ?? null,
    () => {
      requests.drop()
      who.value = null
      report.value = null
      error.value = null
      exported.value = null
      exportError.value = null
      closingError.value = null
      scope.value = 'mine'
    },
  )

  return {
    month,
    scope,
    staleDays,
    who,
    canSeeTeam,
    report,
    error,
    loading,
    exporting,
    exported,
    exportError,
    closingStatuses,
    closingReady,
    closingLoadError,
    savingClosing,
    closingError,
    loadScope,
    loadClosing,
    setClosing,
    load,
    exportAs,
  }
})
