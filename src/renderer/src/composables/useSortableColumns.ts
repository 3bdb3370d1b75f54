import { type DataTableSortState } from 'naive-ui'
import { ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { sortableTitle, type SortOrder } from '../table-sort'

/**
 * A client-side sorted table's headers: each sortable title is a button (Tab, Enter) that says the
 * order it is in. Pass `onSorter` to the table's `@update:sorter`.
 */
export function useSortableColumns() {
  const { t } = useI18n()
  const state = ref<{ key: string; order: SortOrder }>({ key: '', order: false })

  function onSorter(next: DataTableSortState | DataTableSortState[] | null): void {
    const single = Array.isArray(next) ? next[0] : next
    state.value = single ? { key: String(single.columnKey), order: single.order } : state.value
  }

  /** The column's key, its title as a button, and its current order. */
  function sortable(key: string, label: string) {
    const order: SortOrder = state.value.key === key ? state.value.order : false
    return {
      key,
      title: sortableTitle(label, order, {
        ascend: t('layout.sortedAscending'),
        descend: t('layout.sortedDescending'),
      }),
      sortOrder: order,
    }
  }

  return { onSorter, sortable }
}
