import { onUnmounted, shallowRef, watch } from 'vue'
import { type CaseGrantLink } from '@shared/cases'
import { titleKey } from '@shared/received'
import { api, subscribe } from '../bridge-client'
import { useCasesStore } from '../stores/cases-store'

/** An opportunity's grant: its id when the row carries it (the vendor's), and its title. */
export interface OpportunityGrant {
  id?: number | null | undefined
  title: string
}

/**
 * The case files an opportunity already has (SC-CASE-17): those of `client` (or of every client,
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

  /** The client's case files for this grant, active ones first. */
  function forGrant(clientId: number, grant: OpportunityGrant): CaseGrantLink[] {
    const title = titleKey(grant.title)
    return links.value
      .filter(
        (link) =>
          link.clientId === clientId &&
          (grant.id != null
            ? link.grantId === grant.id
            : link.grantTitle !== null && titleKey(link.grantTitle) === title),
      )
      .sort((a, b) => Number(a.archived) - Number(b.archived) || b.caseId - a.caseId)
  }

  return { links, forGrant, load }
}
