import { h, type VNodeChild } from 'vue'

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

/** A results column's sorter by one of its texts, as a person reads them: «a» with «Á», «9» before «10». */
export function byText<Row>(text: (row: Row) => string): (a: Row, b: Row) => number {
  return (a, b) => collator.compare(text(a), text(b))
}

/** A column's sort as naive-ui's DataTable holds it. */
export type SortOrder = 'ascend' | 'descend' | false

/**
 * A sortable column's title as a button: Tab reaches it and Enter or Space sorts, as a click on
 * the header does (the button's click reaches naive-ui's header cell, which sorts). The order it
 * is sorted in, which naive-ui only draws as an arrow, is read out after the title.
 */
export function sortableTitle(
  label: string,
  order: SortOrder,
  orderText: { ascend: string; descend: string },
): () => VNodeChild {
  return () =>
    h('button', { type: 'button', class: 'sort-title' }, [
      label,
      order ? h('span', { class: 'sr-only' }, `, ${orderText[order]}`) : null,
    ])
}

/** A list's sort as the screens keep it: one column, one way. */
export interface ListSort<F extends string> {
  field: F
  direction: 'asc' | 'desc'
}

/** A column of a list's table: the field it sorts by, its title, its width (free when none). */
export interface ListColumn<F extends string> {
  key: F
  title: string
  width?: number
  right?: boolean
  /** Stays at the left while the table scrolls sideways (after the lead column, itself fixed). */
  fixed?: boolean
}

/** A column sorts ascending first; the sorted column toggles. */
export function nextSort<F extends string>(sort: ListSort<F>, field: F): ListSort<F> {
  return { field, direction: sort.field === field && sort.direction === 'asc' ? 'desc' : 'asc' }
}
