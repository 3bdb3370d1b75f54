import { type DataTableColumns } from 'naive-ui'
import { type ComputedRef, h } from 'vue'
import { RouterLink } from 'vue-router'
import { type PortfolioRow } from '@shared/portfolio/portfolio'
import { grantConcessionsRoute } from '../../route-queries'

/** A «Cartera» table of groups (by grant, by client): what PortfolioGroupTable draws. */
export interface GroupTable<Group extends { rows: readonly PortfolioRow[] }> {
  groups: ComputedRef<Group[]>
  columns: ComputedRef<DataTableColumns<Group>>
  rowKey: (group: Group) => string | number
  /** Names the rows, the table (`-table`) and its expand buttons (`-expand`). */
  testid: string
  /** What a group's expand button shows: «Ver los clientes de…». */
  expandLabel: (group: Group) => string
  scrollX: number
}

/** A grant's title: its concessions a click away. */
export const grantLink = (grant: { slug: string; formatted_title: string }, title: string) =>
  h(
    RouterLink,
    {
      to: grantConcessionsRoute({ kind: 'slug', slug: grant.slug }),
      class: 'link',
      title,
      'data-testid': 'portfolio-grant-link',
    },
    () => grant.formatted_title,
  )

/** A client's name: its record a click away. */
export const clientLink = (client: { client_id: number; client_name: string }) =>
  h(
    RouterLink,
    {
      to: { name: 'client', params: { id: client.client_id } },
      class: 'link',
      'data-testid': 'portfolio-client-link',
    },
    () => client.client_name,
  )
