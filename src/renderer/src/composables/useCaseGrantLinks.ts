import { computed, onUnmounted, shallowRef, watch } from 'vue'
import { type CaseGrantLink } from '@shared/cases/cases'
import { titleKey } from '@shared/received'
import { api, subscribe } from '../bridge-client'
import { useCasesStore } from '../stores/cases-store'

/** An opportunity's grant: its id when the row carries it (the vendor's), and its title. */
export interface OpportunityGrant {
  id?: number | null | undefined
  title: string
}

/**
 * The case files an opportunity already has (SC-CASE-20): those of `client` (or of every client,
 * `'all'`, for «Cartera») whose grant main knows, asked again when the case files change. A grant is
 * matched by its id when the opportunity carries one, else by its title (our description's
 * opportunities carry no id, SC-SIM-6).
 */
export function useCaseGrantLinks(client: () => number | null | 'all') {
  const cases = useCasesStore()
  const links = shallowRef<readonly CaseGrantLink[]>([])
  let asked = 0

  async function load(): Promise<void> {
    const which = client()
    const mine = ++asked
    if (which === null || !cases.available) {
      links.value = []
      return
    }
    const result = await api.cases.byGrant(which === 'all' ? {} : { client: which })
    if (mine === asked && result.ok) links.value = result.value
  }
  watch([client, () => cases.available], () => void load(), { immediate: true })
  onUnmounted(subscribe('cases.changed', () => void load()))

  /** By client, each with its grant's title folded once: «Cartera» asks for every pair it draws. */
  const byClient = computed(() => {
    const index = new Map<number, { link: CaseGrantLink; title: string | null }[]>()
    const sorted = [...links.value].sort(
      (a, b) => Number(a.archived) - Number(b.archived) || b.caseId - a.caseId,
    )
    for (const link of sorted) {
      const entry = { link, title: link.grantTitle === null ? null : titleKey(link.grantTitle) }
      index.set(link.clientId, [...(index.get(link.clientId) ?? []), entry])
    }
    return index
  })

  /** The client's case files for this grant, active ones first, the newest first. */
  function forGrant(clientId: number, grant: OpportunityGrant): CaseGrantLink[] {
    const entries = byClient.value.get(clientId)
    if (!entries) return []
    const title = grant.id == null ? titleKey(grant.title) : null
    return entries
      .filter((entry) =>
        grant.id != null ? entry.link.grantId === grant.id : entry.title === title,
      )
      .map((entry) => entry.link)
  }

  return { links, forGrant, load }
}
