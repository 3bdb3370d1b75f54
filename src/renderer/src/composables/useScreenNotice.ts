import { onBeforeUnmount } from 'vue'
import { type ScreenNotice, useScreenNoticesStore } from '../stores/screen-notices-store'

type Notice = Omit<ScreenNotice, 'id' | 'title'> & { title?: string }

/**
 * Says what the user's work on this screen came to, above the screen's content; each call
 * replaces the caller's previous notice, so repeated work does not stack them. Work that ends
 * after the user left says nothing: the next screen's notices are not its.
 */
export function useScreenNotice(): (notice: Notice) => void {
  const store = useScreenNoticesStore()
  let shown = true
  let last: number | null = null
  onBeforeUnmount(() => (shown = false))
  return (notice) => {
    if (!shown) return
    if (last !== null) store.dismiss(last)
    last = store.push({ title: '', ...notice })
  }
}
