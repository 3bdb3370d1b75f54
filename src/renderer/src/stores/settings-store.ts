import { defineStore } from 'pinia'
import { ref } from 'vue'
import { type AppInfo, type BridgeResult } from '@shared/bridge'
import { type AppError } from '@shared/errors'
import { type LandingScreen, type Settings, type SettingsPatch } from '@shared/settings'
import { api, subscribe } from '../bridge-client'

/** The screens only an expert has. */
const EXPERT_SCREENS: readonly LandingScreen[] = ['clients', 'statuses']

/** Settings and app facts, owned by main; this store mirrors them and asks main to change them. */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings | null>(null)
  const info = ref<AppInfo | null>(null)
  const loadError = ref<AppError | null>(null)
  /** Counts the settings received since start: a load's answer older than one of them is stale. */
  let received = 0

  function receive(next: Settings): void {
    received++
    settings.value = next
  }

  async function load(): Promise<void> {
    const asked = received
    const [loaded, appInfo] = await Promise.all([api.settings.get(), api.app.info()])
    // A change that arrived meanwhile (an update, the menu) is newer than this answer.
    if (loaded.ok && received === asked) settings.value = loaded.value
    if (appInfo.ok) info.value = appInfo.value
    loadError.value = !loaded.ok ? loaded.error : !appInfo.ok ? appInfo.error : null
  }

  async function update(patch: SettingsPatch): Promise<BridgeResult<Settings>> {
    const result = await api.settings.update(patch)
    if (result.ok) receive(result.value)
    return result
  }

  // Main pushes changes made elsewhere (the native menu, another window).
  subscribe('settings.changed', receive)

  /**
   * Where a sign-in lands: the work screen used last, the clients list the first time; an account
   * without expert access, which has neither clients nor statuses, on its profile.
   */
  const landingScreen = (expert = true): LandingScreen => {
    const screen = settings.value?.lastScreen ?? 'clients'
    return !expert && EXPERT_SCREENS.includes(screen) ? 'profile' : screen
  }

  return { settings, info, loadError, load, update, landingScreen }
})
