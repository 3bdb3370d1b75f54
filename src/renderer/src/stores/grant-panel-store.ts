import { defineStore } from 'pinia'
import { shallowRef, watch } from 'vue'
import { type GrantRef } from '@shared/grant-info'
import { useSessionStore } from './session-store'

/** A grant as the places that show one know it: its id or its slug (or both), its title when at hand. */
export interface PanelGrant extends GrantRef {
  title?: string | null
}

/**
 * The grant the detail panel shows (issue 25), opened from wherever a grant is listed: the
 * simulator, «Cartera», concession rows. One panel for the whole app, mounted by the layout.
 */
export const useGrantPanel = defineStore('grantPanel', () => {
  const grant = shallowRef<PanelGrant | null>(null)

  function open(next: PanelGrant): void {
    grant.value = {
      ...(next.id !== undefined ? { id: next.id } : {}),
      ...(next.slug ? { slug: next.slug } : {}),
      ...(next.title ? { title: next.title } : {}),
    }
  }

  function close(): void {
    grant.value = null
  }

  // Another account: the panel of the previous one closes.
  const session = useSessionStore()
  watch(() => session.session?.user?.id ?? null, close)

  return { grant, open, close }
})
