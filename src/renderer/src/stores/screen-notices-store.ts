import { defineStore } from 'pinia'
import { ref } from 'vue'

/** A notice about what the user just did on a screen («Exportado: …»), with an action maybe. */
export interface ScreenNotice {
  id: number
  kind: 'success' | 'info' | 'warning'
  title: string
  text: string
  /** Found by tests and by the user's assistive tools alike. */
  testId: string
  action?: { label: string; testId: string; run: () => Promise<boolean> | boolean }
}

/**
 * The notices of the screen on show, drawn above its content (they push it down, never cover it) and
 * gone when the user leaves the screen: a notice belongs to the screen where its work was done.
 */
export const useScreenNoticesStore = defineStore('screen-notices', () => {
  const notices = ref<ScreenNotice[]>([])
  let next = 1

  function push(notice: Omit<ScreenNotice, 'id'>): number {
    const id = next++
    notices.value = [...notices.value, { ...notice, id }]
    return id
  }

  function dismiss(id: number): void {
    notices.value = notices.value.filter((notice) => notice.id !== id)
  }

  /** Another screen: its notices are not these. */
  function leave(): void {
    notices.value = []
  }

  return { notices, push, dismiss, leave }
})
