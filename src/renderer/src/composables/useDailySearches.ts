import { watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { useRouter } from 'vue-router'
import { type SavedRun, type SavedSearch } from '@shared/calls'
import { localIsoDate } from '@shared/format'
import { api } from '../bridge-client'
import { useCallsStore } from '../stores/calls-store'
import { useSessionStore } from '../stores/session-store'
import { useSettingsStore } from '../stores/settings-store'
import { useCreditConfirm } from './useCreditConfirm'

/** Whether `search` already ran on `today` (YYYY-MM-DD, this computer's day). */
const ranOn = (search: SavedSearch, today: string) =>
  search.lastRunAt !== null && localIsoDate(new Date(search.lastRunAt)) === today

/**
 * «Cada día al iniciar» (issue 35, the vendor's «Alertas» on the desktop): once a day, once the
 * advisor is signed in, the saved searches chosen in «Convocatorias» run again, their cost asked
 * first as for «Cartera»; each one that found calls new since its previous run raises one desktop
 * notification, which opens that run in «Convocatorias».
 */
export function useDailySearches(): void {
  const { t } = useI18n()
  const router = useRouter()
  const session = useSessionStore()
  const settings = useSettingsStore()
  const calls = useCallsStore()
  const confirmRequests = useCreditConfirm()
  /** The account and day already handled: asked once a day, whatever the answer. */
  let handled: string | null = null

  function notify(run: SavedRun, news: number): void {
    if (typeof Notification === 'undefined') return
    const shown = new Notification(t('calls.daily.title', { name: run.name }), {
      body: t('calls.daily.body', { n: news }, news),
    })
    shown.onclick = () => {
      window.focus()
      calls.showRun(run)
      void router.push({ name: 'calls' })
    }
  }

  async function runDue(account: number): Promise<void> {
    const names = settings.settings?.dailySearches ?? []
    const today = localIsoDate()
    const key = `${account}|${today}`
    if (names.length === 0 || handled === key) return
    handled = key
    await calls.loadSaved()
    const due = calls.saved.filter((s) => names.includes(s.name) && !ranOn(s, today))
    if (due.length === 0) return
    const costs = await Promise.all(due.map((search) => calls.cost(search.filters)))
    const requests = costs.reduce<number>((sum, cost) => sum + (cost ?? 1), 0)
    if (requests > 0 && !(await confirmRequests({ requests }))) return
    for (const search of due) {
      const answer = await api.calls.runSaved({ name: search.name, maxPages: 1 })
      if (!answer.ok) continue
      const news = answer.value.results.filter((call) => call.isNew).length
      if (!answer.value.firstRun && news > 0) notify(answer.value, news)
    }
    await calls.loadSaved()
  }

  watch(
    () =>
      [session.signedIn ? (session.session?.user?.id ?? null) : null, settings.settings] as const,
    ([account, loaded]) => {
      if (account !== null && loaded) void runDue(account)
    },
    { immediate: true },
  )
}
