import { NTag } from 'naive-ui'
import { computed, type ComputedRef, h, type VNodeChild } from 'vue'
import { useI18n } from 'vue-i18n'
import { cnaeLabelIn } from '@shared/catalogues/cnae'
import { provinceName } from '@shared/catalogues/provinces'
import { type ClientRow } from '@shared/clients/clients'
import { useCatalogueStore } from '../stores/catalogue-store'
import { type SortField } from '../stores/clients-store'
import { type ListColumn } from '../table-sort'
import { useClientText } from './useClientText'

const PENDING_TAG = {
  pending: 'warning',
  conflict: 'error',
  failed: 'error',
  not_saved: 'warning',
} as const

/** A column of the clients table; each sorts the list by its `key`. */
export interface ClientColumn extends ListColumn<SortField> {
  minWidth?: number
  /** Cut with «…» when the text does not fit. */
  ellipsis?: boolean
  render: (row: ClientRow) => VNodeChild
}

/**
 * The clients table's columns. They depend on the language and the catalogue only, never on the
 * rows, so the rows on screen re-render through these few small cell functions.
 */
export function useClientColumns(): ComputedRef<ClientColumn[]> {
  const { t } = useI18n()
  const { statusLabel, yesNo, clientName } = useClientText()
  const catalogue = useCatalogueStore()

  return computed(() => {
    // The CNAE names are the service's catalogue's (SC-CAT-5): the columns follow it once loaded.
    const cnaes = catalogue.cnaes
    const pendingText = {
      pending: t('clients.pending.pending'),
      conflict: t('clients.pending.conflict'),
      failed: t('clients.pending.failed'),
      not_saved: t('clients.pending.notSaved'),
    }
    const columns: ClientColumn[] = [
      {
        key: 'business_name',
        title: t('clients.columns.name'),
        minWidth: 200,
        // Not the column's ellipsis: it would clip the pending tag along with the name.
        render: (row) =>
          h('span', { class: 'client-name', title: clientName(row.businessName, row.nif) }, [
            h('span', { class: 'client-name-text' }, clientName(row.businessName, row.nif)),
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
      {
        key: 'nif',
        title: t('clients.columns.nif'),
        width: 120,
        render: (row) => row.nif,
      },
      {
        key: 'province',
        title: t('clients.columns.province'),
        width: 120,
        ellipsis: true,
        render: (row) => (row.province === null ? '—' : provinceName(row.province)),
      },
      {
        key: 'status',
        title: t('clients.columns.status'),
        width: 100,
        render: (row) => statusLabel(row.status),
      },
      {
        key: 'cnae',
        title: t('clients.columns.cnae'),
        minWidth: 200,
        ellipsis: true,
        render: (row) => {
          if (row.cnae === null) return '—'
          const label = cnaeLabelIn(cnaes, row.cnae)
          return h('span', { title: label }, label)
        },
      },
      {
        key: 'expert',
        title: t('clients.columns.expert'),
        width: 160,
        ellipsis: true,
        render: (row) => row.expertName || '—',
      },
      {
        key: 'public',
        title: t('clients.columns.public'),
        width: 100,
        render: (row) => yesNo(row.public),
      },
    ]
    return columns
  })
}
