import { h, type VNodeChild } from 'vue'

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
