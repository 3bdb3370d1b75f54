import { computed, type Ref, ref, shallowRef, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { type CaseRow } from '@shared/cases/cases'
import { type ClientLookupRow } from '@shared/clients/clients'
import { type AppError } from '@shared/errors'
import { api } from '../bridge-client'
import { nextIndex } from '../keyboard/list-keys'
import {
  type PaletteCommand,
  paletteGroups,
  type PaletteItem,
  type PaletteStep,
} from '../keyboard/palette-actions'
import { useCasesStore } from '../stores/cases-store'
import { useErrorText } from './useErrorText'
import { useFormat } from './useFormat'

/** Clients the palette lists at most; «Se muestran 8 de N» says there are more. */
const CLIENT_ROWS = 8
/** Case files it lists at most (active ones, found in this computer's copy). */
const CASE_ROWS = 5

/**
 * The command palette's search: what is typed finds clients and case files (by identifier, title,
 * client…) in this computer's copy (the latest answer wins) and the matching actions; one of them is
 * active, moved by the arrow keys. A search for an action's client (`step`) lists clients only, for
 * «Cambiar estado de…» case files only. Opened again, it starts afresh.
 */
export function usePaletteSearch(options: {
  show: Ref<boolean>
  isExpert: () => boolean
  commands: Ref<readonly PaletteCommand[]>
}) {
  const { show } = options
  const { t } = useI18n()
  const { formatNumber } = useFormat()
  const errorText = useErrorText()
  const casesStore = useCasesStore()

  const text = ref('')
  const step = ref<PaletteStep | null>(null)
  const clients = shallowRef<ClientLookupRow[]>([])
  const cases = shallowRef<CaseRow[]>([])
  const total = ref(0)
  const lookupError = ref<AppError | null>(null)
  const activeIndex = ref(0)
  /** Clients in this computer's copy; null until asked. */
  const replicaSize = ref<number | null>(null)
  const typed = computed(() => text.value.trim() !== '')

  const groups = computed(() =>
    paletteGroups({
      text: text.value,
      step: step.value,
      clients: clients.value,
      cases: cases.value,
      commands: options.commands.value,
    }),
  )
  const items = computed(() => groups.value.flatMap((group) => group.items))
  const domId = (item: PaletteItem) => `palette-${item.id}`
  const active = computed(() => items.value[activeIndex.value] ?? null)
  const activeId = computed(() => (active.value ? domId(active.value) : undefined))

  const emptyText = computed(() => {
    if (items.value.length > 0 || (!typed.value && step.value === null)) return null
    if (lookupError.value) return errorText(lookupError.value)
    if (options.isExpert() && replicaSize.value === 0) return t('palette.emptyReplica')
    if (step.value === 'case-status') return t('palette.noCases', { text: text.value.trim() })
    return step.value === null
      ? t('palette.noResults', { text: text.value.trim() })
      : t('palette.noClients', { text: text.value.trim() })
  })
  const moreText = computed(() =>
    total.value > clients.value.length && clients.value.length > 0
      ? t('palette.more', {
          shown: formatNumber(clients.value.length, 0),
          total: formatNumber(total.value, 0),
        })
      : null,
  )
  const resultsText = computed(() =>
    t('palette.results', { n: items.value.length }, items.value.length),
  )

  // Answers can arrive out of order: only the latest one is shown.
  let asked = 0
  async function lookup(): Promise<void> {
    const ticket = ++asked
    if (
      !show.value ||
      !options.isExpert() ||
      (!typed.value && step.value === null) ||
      step.value === 'case-status'
    ) {
      clients.value = []
      total.value = 0
      lookupError.value = null
      return
    }
    const result = await api.clients.lookup({ text: text.value.trim(), limit: CLIENT_ROWS })
    if (ticket !== asked) return
    clients.value = result.ok ? result.value.rows : []
    total.value = result.ok ? result.value.total : 0
    lookupError.value = result.ok ? null : result.error
  }
  let casesAsked = 0
  async function lookupCases(): Promise<void> {
    const ticket = ++casesAsked
    const wanted = step.value === 'case-status' || (step.value === null && typed.value)
    if (!show.value || !options.isExpert() || !casesStore.available || !wanted) {
      cases.value = []
      return
    }
    const result = await api.cases.query({
      text: text.value.trim(),
      textIn: 'identity',
      sort: { field: 'identifier', direction: 'desc' },
      limit: CASE_ROWS,
    })
    if (ticket !== casesAsked) return
    cases.value = result.ok ? result.value.rows : []
  }
  watch([text, step, show], () => {
    void lookup()
    void lookupCases()
  })
  watch(items, () => (activeIndex.value = 0))
  watch(show, async (open) => {
    if (!open) return
    text.value = ''
    step.value = null
    activeIndex.value = 0
    replicaSize.value = null
    if (!options.isExpert()) return
    const all = await api.clients.lookup({ text: '', limit: 1 })
    replicaSize.value = all.ok ? all.value.total : null
  })

  return {
    text,
    step,
    activeIndex,
    groups,
    items,
    active,
    activeId,
    domId,
    emptyText,
    moreText,
    resultsText,
    /** An action that asks for its client (or case file): the search starts again, for those only. */
    chooseStep(chosen: PaletteStep): void {
      step.value = chosen
      text.value = ''
    },
    /** Back to every action. */
    back(): void {
      step.value = null
    },
    /** Moves the active entry by an arrow or page key (wrapping); false for any other key. */
    move(key: string): boolean {
      const to = nextIndex(key, activeIndex.value, {
        count: items.value.length,
        page: 5,
        wrap: true,
      })
      if (to === null) return false
      activeIndex.value = to
      return true
    },
  }
}
