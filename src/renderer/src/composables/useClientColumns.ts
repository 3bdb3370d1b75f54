import { type DataTableColumns, NTag } from 'naive-ui'
import { computed, type ComputedRef, h } from 'vue'
import { useI18n } from 'vue-i18n'
import { cnaeLabel } from '@shared/catalogues/cnae'
import { provinceName } from '@shared/catalogues/provinces'
import { type ClientRow } from '@shared/clients'
import { type ClientSort, type SortField } from '../stores/clients'
import { sortableTitle, type SortOrder } from '../table-sort'
import { useClientText } from './useClientText'

const PENDING_TAG = {
  pending: 'warning',
  conflict: 'error',
  failed: 'error',
  not_saved: 'warning',
} as const

/**
 * The clients table's columns. They depend on the language and the sort only, never on the rows,
 * so thousands of rows re-render through these few small cell functions.
 */
export function useClientColumns(sort: () => ClientSort): ComputedRef<DataTableColumns<ClientRow>> {
  const { t } = useI18n()
  const { statusLabel, yesNo } = useClientText()

  return computed(() => {
    const current = sort()
    const orderText = {
      ascend: t('layout.sortedAscending'),
      descend: t('layout.sortedDescending'),
    }
    const sortable = (field: SortField, label: string) => {
      const order: SortOrder =
        current.field === field ? (current.direction === 'asc' ? 'ascend' : 'descend') : false
      return {
        title: sortableTitle(label, order, orderText),
        sorter: true as const,
        sortOrder: order,
      }
    }
    const pendingText = {
      pending: t('clients.pending.pending'),
      conflict: t('clients.pending.conflict'),
      failed: t('clients.pending.failed'),
      not_saved: t('clients.pending.notSaved'),
    }
    const columns: DataTableColumns<ClientRow> = [
      {
        key: 'business_name',
        minWidth: 200,
        ...sortable('business_name', t('clients.columns.name')),
        // Not the column's ellipsis: it would clip the pending tag along with the name.
        render: (row) =>
          h('span', { class: 'client-name', title: row.businessName }, [
            h('span', { class: 'client-name-text' }, row.businessName),
            row.pending === 'none'
              ? null
              : h(
                  NTag,
                  {
                    size: 'tiny',
                    bordered: false,
                    type: PENDING_TAG[row.pending],
                    'data-testid': 'row-pending',
                  },
                  () => pendingText[row.pending as keyof typeof pendingText],
                ),
          ]),
      },
      { key: 'nif', width: 120, ...sortable('nif', t('clients.columns.nif')) },
      {
        key: 'province',
        width: 120,
        ellipsis: true,
        ...sortable('province', t('clients.columns.province')),
        render: (row) => (row.province === null ? '—' : provinceName(row.province)),
      },
      {
        key: 'status',
        width: 100,
        ...sortable('status', t('clients.columns.status')),
        render: (row) => statusLabel(row.status),
      },
      {
        key: 'cnae',
        minWidth: 200,
        ellipsis: true,
        ...sortable('cnae', t('clients.columns.cnae')),
        render: (row) => {
          if (row.cnae === null) return '—'
          const label = cnaeLabel(row.cnae)
          return h('span', { title: label }, label)
        },
      },
      {
        key: 'expert',
        width: 160,
        ellipsis: true,
        ...sortable('expert', t('clients.columns.expert')),
        render: (row) => row.expertName,
      },
      {
        key: 'public',
        width: 100,
        ...sortable('public', t('clients.columns.public')),
        render: (row) => yesNo(row.public),
      },
    ]
    return columns
  })
}
