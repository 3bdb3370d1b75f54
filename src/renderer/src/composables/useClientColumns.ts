import { type DataTableColumns, NTag } from 'naive-ui'
import { computed, type ComputedRef, h } from 'vue'
import { useI18n } from 'vue-i18n'
import { cnaeLabel } from '@shared/catalogues/cnae'
import { provinceName } from '@shared/catalogues/provinces'
import { type ClientRow } from '@shared/clients'
import { type ClientSort, type SortField } from '../stores/clients'
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
    const sortable = (field: SortField) => ({
      sorter: true as const,
      sortOrder:
        current.field === field
          ? current.direction === 'asc'
            ? ('ascend' as const)
            : ('descend' as const)
          : (false as const),
    })
    const pendingText = {
      pending: t('clients.pending.pending'),
      conflict: t('clients.pending.conflict'),
      failed: t('clients.pending.failed'),
      not_saved: t('clients.pending.notSaved'),
    }
    const columns: DataTableColumns<ClientRow> = [
      {
        key: 'business_name',
        title: t('clients.columns.name'),
        minWidth: 200,
        ...sortable('business_name'),
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
      { key: 'nif', title: t('clients.columns.nif'), width: 120, ...sortable('nif') },
      {
        key: 'province',
        title: t('clients.columns.province'),
        width: 120,
        ellipsis: true,
        ...sortable('province'),
        render: (row) => (row.province === null ? '—' : provinceName(row.province)),
      },
      {
        key: 'status',
        title: t('clients.columns.status'),
        width: 100,
        ...sortable('status'),
        render: (row) => statusLabel(row.status),
      },
      {
        key: 'cnae',
        title: t('clients.columns.cnae'),
        minWidth: 200,
        ellipsis: true,
        ...sortable('cnae'),
        render: (row) => {
          if (row.cnae === null) return '—'
          const label = cnaeLabel(row.cnae)
          return h('span', { title: label }, label)
        },
      },
      {
        key: 'expert',
        title: t('clients.columns.expert'),
        width: 160,
        ellipsis: true,
        ...sortable('expert'),
        render: (row) => row.expertName,
      },
      {
        key: 'public',
        title: t('clients.columns.public'),
        width: 100,
        ...sortable('public'),
        render: (row) => yesNo(row.public),
      },
    ]
    return columns
  })
}
