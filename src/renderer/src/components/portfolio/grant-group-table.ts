import { computed, h } from 'vue'
import { useI18n } from 'vue-i18n'
import { type PortfolioRow } from '@shared/portfolio/portfolio'
import { type GrantGroup, groupByGrant } from '@shared/portfolio/portfolio-groups'
import { useFormat } from '../../composables/useFormat'
import { byText } from '../../table-sort'
import { clientLink, grantLink, type GroupTable } from './group-table'
import { groupColumn, newTag, numberColumn } from './table-parts'
import { usePortfolioRowActions } from './row-actions'

/**
 * «Por convocatoria»: one row per grant (title, status, amount, scope, clients it fits), each
 * expandable to its clients. The grant opens its concessions, a client its record.
 */
export function useGrantGroupTable(rows: () => readonly PortfolioRow[]): GroupTable<GrantGroup> {
  const { t } = useI18n()
  const { formatEuros, formatNumber } = useFormat()
  const { detailButton, pairMarks } = usePortfolioRowActions()
  const clientsOf = (group: GrantGroup) =>
    t('portfolio.opportunities.showClients', { title: group.formatted_title })
  /** A group's grant id: its rows' (the same grant). */
  const idOf = (group: GrantGroup) => {
    const id = group.rows.find((row) => row.grant_id !== undefined)?.grant_id
    return id === undefined ? {} : { grant_id: id }
  }
  const amountOf = (group: GrantGroup) =>
    group.total_amount === null
      ? t('portfolio.opportunities.noAmount')
      : formatEuros(group.total_amount)

  const columns = computed(() => [
    groupColumn<GrantGroup>({
      title: t('portfolio.opportunities.grantClients'),
      label: clientsOf,
      testId: 'portfolio-grant-clients',
      keyOf: (row) => row.client_id,
      pair: (row) => [
        clientLink(row),
        h('span', { class: 'muted' }, ` · ${row.nif}`),
        ...pairMarks(row),
      ],
    }),
    {
      key: 'formatted_title',
      title: t('portfolio.opportunities.columns.title'),
      minWidth: 300,
      sorter: byText((group: GrantGroup) => group.formatted_title),
      render: (group: GrantGroup) =>
        h('div', { class: 'grant' }, [
          h('span', { class: 'title-line' }, [
            grantLink(group, t('grants.openSlug', { slug: group.slug })),
            group.new ? newTag(t('portfolio.opportunities.newTag')) : null,
            detailButton({
              slug: group.slug,
              formatted_title: group.formatted_title,
              ...idOf(group),
            }),
          ]),
          h('code', { class: 'slug' }, group.slug),
        ]),
    },
    {
      key: 'status_text',
      title: t('portfolio.opportunities.columns.status'),
      width: 220,
      sorter: byText((group: GrantGroup) => group.status_text),
    },
    {
      key: 'total_amount',
      title: t('portfolio.opportunities.columns.amount'),
      width: 150,
      align: 'right' as const,
      titleAlign: 'right' as const,
      sorter: (a: GrantGroup, b: GrantGroup) => (a.total_amount ?? -1) - (b.total_amount ?? -1),
      render: (group: GrantGroup) => h('span', { class: 'amount' }, amountOf(group)),
    },
    {
      key: 'scope',
      title: t('portfolio.opportunities.columns.scope'),
      width: 130,
      sorter: byText((group: GrantGroup) => group.scope),
    },
    numberColumn<GrantGroup>(
      'clients',
      t('portfolio.opportunities.columns.clients'),
      (group) => group.rows.length,
      (n) => formatNumber(n, 0),
    ),
  ])

  return {
    groups: computed(() => groupByGrant(rows())),
    columns,
    rowKey: (group) => group.slug,
    testid: 'portfolio-grant',
    expandLabel: clientsOf,
    scrollX: 960,
  }
}
