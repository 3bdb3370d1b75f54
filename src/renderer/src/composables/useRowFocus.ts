import { type DataTableInst } from 'naive-ui'
import { computed, type HTMLAttributes, nextTick, ref, type Ref } from 'vue'
import { nextIndex } from '../keyboard/list-keys'

const ROW = 'tr[data-row-index]'
/** Frames to wait for the virtual list to render a row it scrolled to. */
const RENDER_FRAMES = 10

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * A virtual-scrolled table as one Tab stop (roving tabindex): the row last focused is the only one
 * Tab reaches; Up/Down, Home/End and PageUp/PageDown move between rows, Enter opens one. When the
 * list scrolls the Tab stop out of view (the virtual list drops its element), the first row in view
 * takes over, so the table never loses its Tab stop, nor the focus it had.
 */
export function useRowFocus<Row>(options: {
  rows: () => readonly Row[]
  key: (row: Row) => number
  table: Ref<DataTableInst | null>
  /** The table's root element, to find the rows rendered. */
  root: () => HTMLElement | null
  open: (row: Row) => void
  /** An element describing the keys, read out on the row that has the Tab stop. */
  describedBy?: string
}): {
  rowProps: (row: Row, index: number) => HTMLAttributes & Record<string, unknown>
  onScroll: () => void
} {
  const activeKey = ref<number | null>(null)
  // The row that was active stays so while it is listed; otherwise (a new search) the first row.
  const tabIndex = computed(() => {
    const rows = options.rows()
    const i =
      activeKey.value === null ? -1 : rows.findIndex((r) => options.key(r) === activeKey.value)
    return i >= 0 ? i : 0
  })
  /** A row of this table has the focus (or had it when the virtual list removed it). */
  let rowFocused = false

  const rowElement = (index: number) =>
    options.root()?.querySelector<HTMLElement>(`${ROW}[data-row-index="${index}"]`) ?? null

  async function focusRow(index: number): Promise<void> {
    const row = options.rows()[index]
    if (row === undefined) return
    activeKey.value = options.key(row)
    options.table.value?.scrollTo({ index })
    for (let i = 0; i < RENDER_FRAMES; i++) {
      await nextTick()
      const element = rowElement(index)
      if (element) {
        element.focus({ preventScroll: true })
        return
      }
      await frame()
    }
  }

  function pageSize(): number {
    const body = options.root()?.querySelector('.n-data-table-base-table-body')
    const row = options.root()?.querySelector(ROW)
    const rowHeight = row?.getBoundingClientRect().height ?? 0
    if (!body || rowHeight <= 0) return 10
    return Math.max(1, Math.floor(body.getBoundingClientRect().height / rowHeight) - 1)
  }

  function onKeydown(event: KeyboardEvent, row: Row, index: number): void {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key === 'Enter') {
      event.preventDefault()
      options.open(row)
      return
    }
    const to = nextIndex(event.key, index, { count: options.rows().length, page: pageSize() })
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
    const body = root.querySelector('.n-data-table-base-table-body')
    const top = body?.getBoundingClientRect().top ?? 0
    const first = [...root.querySelectorAll<HTMLElement>(ROW)].find(
      (element) => element.getBoundingClientRect().bottom > top + 1,
    )
    const index = Number(first?.dataset['rowIndex'])
    const row = options.rows()[index]
    if (!first || row === undefined) return
    activeKey.value = options.key(row)
    const lost = document.activeElement === null || document.activeElement === document.body
    if (rowFocused && lost) first.focus({ preventScroll: true })
  }

  function rowProps(row: Row, index: number): HTMLAttributes & Record<string, unknown> {
    const current = index === tabIndex.value
    return {
      tabindex: current ? 0 : -1,
      'data-row-index': index,
      ...(current && options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
      onKeydown: (event: KeyboardEvent) => onKeydown(event, row, index),
      onFocus: () => {
        rowFocused = true
        activeKey.value = options.key(row)
      },
      onBlur,
    }
  }

  return { rowProps, onScroll: () => void onScroll() }
}
