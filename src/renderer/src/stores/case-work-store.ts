import { defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { type DueSummary } from '@shared/cases/case-deadlines'
import { api, subscribe } from '../bridge-client'
import { latestRequest } from './latest'
import { useSessionStore } from './session-store'
import { useSettingsStore } from './settings-store'

/**
 * The signed-in advisor's case-file deadlines that need them: overdue, or due within the reminder
 * days (the setting). «Expedientes» in the navigation counts them; read again whenever the work on
 * a case file, the account or the settings change.
 */
export const useCaseWorkStore = defineStore('caseWork', () => {
  const due = shallowRef<DueSummary | null>(null)
  const requests = latestRequest()
  const session = useSessionStore()
  const settings = useSettingsStore()
  const signedIn = computed(() => session.session?.status === 'signed-in')

  async function loadDue(): Promise<void> {
    const mine = requests.next()
    if (!signedIn.value) {
      due.value = null
      return
    }
    const result = await api.caseWork.due()
    if (!requests.isLatest(mine)) return
    due.value = result.ok ? result.value : null
  }

  /** Overdue deadlines and those due within the reminder days. */
  const dueCount = computed(() =>
    due.value ? due.value.overdue.length + due.value.soon.length : 0,
  )

  /** Changes in the calls behind case files not yet seen (the official registry's watch). */
  const callChanges = shallowRef(0)
  async function loadCallChanges(): Promise<void> {
    if (!signedIn.value) {
      callChanges.value = 0
      return
    }
    const result = await api.bdns.watchState()
    callChanges.value = result.ok ? result.value.unseen : 0
  }
  const noteCallChanges = (unseen: number) => (callChanges.value = unseen)

  watch(
    () => [session.session?.user?.id ?? null, signedIn.value, settings.settings?.reminderDays],
    () => {
      void loadDue()
      void loadCallChanges()
    },
    { immediate: true },
  )
  subscribe('caseWork.changed', () => void loadDue())
  subscribe('bdns.watchChanged', ({ unseen }) => noteCallChanges(unseen))

  return { due, dueCount, loadDue, callChanges, noteCallChanges }
})
