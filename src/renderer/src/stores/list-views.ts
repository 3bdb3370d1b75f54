import { watch } from 'vue'
import { type SessionView } from '@shared/session'
import { useSessionStore } from './session-store'

/** The user signed in: another one's replica is another list. */
const accountOf = (session: SessionView | null) =>
  session && session.status !== 'signed-out' ? (session.user?.id ?? null) : null

export interface ListViews {
  /** A screen showing the list calls this on mount; the returned function on unmount. */
  attach: () => () => void
  /** The replica changed: read again now when a list is on screen, otherwise when one opens. */
  changed: () => void
  /** Whether a screen shows the list now. */
  shown: () => boolean
}

/**
 * The screens showing a store's list. A change while none shows it is only noted, and read when
 * the next one opens (`open`, also the first time). Another account empties the list (`reset`)
 * and, with a screen open, starts it again (`restart`). Watched on the session store, which learns
 * of a sign-in from the call's answer before main's event arrives.
 */
export function useListViews(list: {
  loaded: () => boolean
  reload: () => void
  open: () => void
  restart: () => void
  reset: () => void
}): ListViews {
  let views = 0
  let missed = false
  const session = useSessionStore()
  watch(
    () => accountOf(session.session),
    (next) => {
      list.reset()
      missed = true
      if (views > 0 && next !== null) {
        missed = false
        list.restart()
      }
    },
  )
  return {
    attach: () => {
      views++
      if (!list.loaded() || missed) {
        missed = false
        list.open()
      }
      return () => views--
    },
    changed: () => {
      if (views > 0) list.reload()
      else missed = true
    },
    shown: () => views > 0,
  }
}
