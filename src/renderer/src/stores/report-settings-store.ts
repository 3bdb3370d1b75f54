import { defineStore } from 'pinia'
import { ref } from 'vue'
import { type BridgeResult } from '@shared/bridge'
import { type AppError } from '@shared/errors'
import {
  type PickLogoResult,
  type ReportSettings,
  type ReportSettingsView,
} from '@shared/reports/report-settings'
import { api } from '../bridge-client'

/**
 * «Ajustes → Informes» of the signed-in account, as main keeps it: loaded when shown, and each
 * change main's answer.
 */
export const useReportSettingsStore = defineStore('report-settings', () => {
  const view = ref<ReportSettingsView | null>(null)
  const loadError = ref<AppError | null>(null)

  function kept<T>(result: BridgeResult<T>, next: (value: T) => ReportSettingsView | null) {
    if (result.ok) view.value = next(result.value) ?? view.value
    return result
  }

  async function load(): Promise<void> {
    const result = await api.reportSettings.get()
    if (result.ok) view.value = result.value
    loadError.value = result.ok ? null : result.error
  }

  const save = async (settings: ReportSettings) =>
    kept(await api.reportSettings.save(settings), (value) => value)
  const pickLogo = async (): Promise<BridgeResult<PickLogoResult>> =>
    kept(await api.reportSettings.pickLogo(), (value) =>
      value.status === 'picked' ? value.view : null,
    )
  const removeLogo = async () => kept(await api.reportSettings.removeLogo(), (value) => value)

  return { view, loadError, load, save, pickLogo, removeLogo }
})
