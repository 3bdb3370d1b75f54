import { computed, h } from 'vue'
import { useI18n } from 'vue-i18n'
import { type PortfolioRow } from '@shared/portfolio/portfolio'
import { type ClientGroup, groupByClient } from '@shared/portfolio/portfolio-groups'
import { useFormat } from '../../composables/useFormat'
import { byText } from '../../table-sort'
import { clientLink, grantLink, type GroupTable } from './group-table'
import { groupColumn, isNifCnae, newTag, nifCnaeTag, numberColumn } from './table-parts'
import { usePortfolioRowActions } from './row-actions'

/**
 * «Por cliente»: one row per client (its record a link away) with the grants that fit it and how
 * many are new, each expandable to its grants.
 */
export function useClientGroupTable(rows: () => readonly PortfolioRow[]): GroupTable<ClientGroup> {
  const { t } = useI18n()
  const { formatEuros, formatNumber } = useFormat()
  const { detailButton, pairMarks } = usePortfolioRowActions()
  const newCount = (group: ClientGroup) => group.rows.filter((row) => row.new).length
  const grantsOf = (group: ClientGroup) =>
    t('portfolio.opportunities.showGrants', { name: group.client_name })
  const count = (n: number) => formatNumber(n, 0)

  const columns = computed(() => [
    groupColumn<ClientGroup>({
      title: t('portfolio.opportunities.clientGrants'),
      label: grantsOf,
      testId: 'portfolio-client-grants',
      keyOf: (row) => row.slug,
      pair: (row) => [
        grantLink(row, t('grants.openSlug', { slug: row.slug })),
        detailButton(row),
        h(
          'span',
          { class: 'muted' },
          ` · ${row.status_text} · ${
            row.total_amount === null
              ? t('portfolio.opportunities.noAmount')
              : formatEuros(row.total_amount)
          }`,
        ),
        ...pairMarks(row),
      ],
    }),
    {
      key: 'client_name',
      title: t('portfolio.opportunities.columns.client'),
      minWidth: 260,
      sorter: byText((group: ClientGroup) => group.client_name),
      render: (group: ClientGroup) =>
        h('span', { class: 'title-line' }, [
          clientLink(group),
          group.new ? newTag(t('portfolio.opportunities.newTag')) : null,
          group.rows.some(isNifCnae) ? nifCnaeTag(t('nifSimulation.tag')) : null,
        ]),
    },
    {
      key: 'nif',
      title: t('portfolio.opportunities.columns.nif'),
      width: 130,
      sorter: byText((group: ClientGroup) => group.nif),
    },
    numberColumn<ClientGroup>(
      'grants',
      t('portfolio.opportunities.columns.grants'),
      (group) => group.rows.length,
      count,
    ),
    numberColumn<ClientGroup>('fresh', t('portfolio.opportunities.columns.fresh'), newCount, count),
  ])

  return {
    groups: computed(() => groupByClient(rows())),
    columns,
    rowKey: (group) => group.client_id,
    testid: 'portfolio-client',
    expandLabel: grantsOf,
    scrollX: 720,
  }
}
