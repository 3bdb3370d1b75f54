import { computed, type HTMLAttributes, nextTick, ref } from 'vue'
import { nextIndex } from '../keyboard/list-keys'

const ROW = 'tr[data-row-index]'
/** Frames to wait for the virtual list to render a row it scrolls to. */
const RENDER_FRAMES = 20

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * A virtual-scrolled table as one Tab stop (roving tabindex): the row last focused is the only one
 * Tab reaches; Up/Down, Home/End and PageUp/PageDown move between rows, Enter opens one. Rows are
 * known by their index in the list, loaded or not. When the list scrolls the Tab stop out of view
 * (the virtual list drops its element), the first row in view takes over, so the table never
 * loses its Tab stop, nor the focus it had.
 */
export function useRowFocus(options: {
  /** Rows in the list, drawn or not. */
  count: () => number
  /** The table's root element, to find the rows rendered. */
  root: () => HTMLElement | null
  /** Brings row `index` into view, so the virtual list draws it. */
  scrollToIndex: (index: number) => void
  /** Rows one PageUp/PageDown moves: what fits on screen. */
  pageSize: () => number
  open: (index: number) => void
  /** Keys of the table's own (folding a group, say): true when it took the key. */
  onKey?: (event: KeyboardEvent, index: number) => boolean
  /** An element describing the keys, read out on the row that has the Tab stop. */
  describedBy?: string
}): {
  rowProps: (index: number) => HTMLAttributes & Record<string, unknown>
  onScroll: () => void
  /** A new list: the Tab stop goes back to its first row. */
  reset: () => void
  /** The row that has the Tab stop. */
  active: () => number
  /** Moves the Tab stop to row `index`, into view, and focuses it. */
  focusRow: (index: number) => Promise<void>
} {
  const active = ref(0)
  const tabIndex = computed(() => Math.max(0, Math.min(active.value, options.count() - 1)))
  /** A row of this table has the focus (or had it when the virtual list removed it). */
  let rowFocused = false

  const rowElement = (index: number) =>
    options.root()?.querySelector<HTMLElement>(`${ROW}[data-row-index="${index}"]`) ?? null

  /** Counts the rows keys have asked for: only the last request scrolls the list. */
  let asked = 0

  async function focusRow(index: number): Promise<void> {
    const request = ++asked
    active.value = index
    for (let i = 0; i < RENDER_FRAMES; i++) {
      if (request !== asked) return
      // The list reckons the rows it has not drawn at their least height, so a scroll far ahead
      // lands short; the rows it then draws are measured, and the next scroll lands nearer.
      options.scrollToIndex(index)
      await nextTick()
      const element = rowElement(index)
      if (element) {
        element.focus({ preventScroll: true })
        return
      }
      await frame()
    }
  }

  function onKeydown(event: KeyboardEvent, index: number): void {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.target !== event.currentTarget) return
    if (options.onKey?.(event, index)) {
      event.preventDefault()
      return
    }
    if (event.key === 'Enter') {
      event.preventDefault()
      options.open(index)
      return
    }
    const to = nextIndex(event.key, index, { count: options.count(), page: options.pageSize() })
    if (to === null) return
    event.preventDefault()
    void focusRow(to)
  }

  function onBlur(event: FocusEvent): void {
    const next = event.relatedTarget
    if (next instanceof HTMLElement && next.matches(ROW) && options.root()?.contains(next)) return
    const left = event.target
    // A row the virtual list removed takes the focus with it: that is not the user leaving.
    queueMicrotask(() => {
      if (!(left instanceof HTMLElement) || left.isConnected) rowFocused = false
    })
  }

  async function onScroll(): Promise<void> {
    await nextTick()
    await frame()
    const root = options.root()
    if (!root || rowElement(tabIndex.value)) return
    const top = root.querySelector('thead')?.getBoundingClientRect().bottom ?? 0
    const first = [...root.querySelectorAll<HTMLElement>(ROW)].find(
      (element) => element.getBoundingClientRect().bottom > top + 1,
    )
    const index = Number(first?.dataset['rowIndex'])
    if (!first || !Number.isInteger(index)) return
    active.value = index
    const lost = document.activeElement === null || document.activeElement === document.body
    if (rowFocused && lost) first.focus({ preventScroll: true })
  }

  function rowProps(index: number): HTMLAttributes & Record<string, unknown> {
    const current = index === tabIndex.value
    return {
      tabindex: current ? 0 : -1,
      'data-row-index': index,
      ...(current && options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
      onKeydown: (event: KeyboardEvent) => onKeydown(event, index),
      onFocus: () => {
        rowFocused = true
        active.value = index
      },
      onBlur,
    }
  }

  return {
    rowProps,
    onScroll: () => void onScroll(),
    reset: () => {
      active.value = 0
    },
    active: () => tabIndex.value,
    focusRow,
  }
}
