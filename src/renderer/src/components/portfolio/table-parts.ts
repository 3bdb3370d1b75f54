import { type DataTableColumn, NTag } from 'naive-ui'
import { h, type VNode, type VNodeChild } from 'vue'
import { type PortfolioOrigin, type PortfolioRow } from '@shared/portfolio/portfolio'
import './portfolio-tables.css'

/** «Nueva»: a pair of client and grant the previous run did not have. */
export function newTag(label: string): VNode {
  return h(
    NTag,
    {
      size: 'small',
      type: 'success',
      bordered: false,
      class: 'new-tag',
      'data-testid': 'portfolio-new',
    },
    () => label,
  )
}

/**
 * naive-ui draws a table row's expand trigger as a plain `div` the keyboard cannot reach: its icon
 * becomes a button (Tab, Enter or Space) that says what it shows and whether it is open. Its click
 * reaches naive-ui's trigger, which expands the row.
 */
export function expandButton<Row>(
  labelOf: (row: Row) => string,
  testId: string,
): (info: { expanded: boolean; rowData: object }) => VNode {
  // naive-ui types the row as any object: it is one of the table's own rows, given back.
  return ({ expanded, rowData }) =>
    h(
      'button',
      {
        type: 'button',
        class: 'expand-button',
        'aria-expanded': expanded ? 'true' : 'false',
        'aria-label': labelOf(rowData as Row),
        'data-testid': testId,
      },
      h(
        'svg',
        {
          viewBox: '0 0 24 24',
          width: 16,
          height: 16,
          fill: 'none',
          stroke: 'currentColor',
          'stroke-width': 2,
          'aria-hidden': 'true',
          focusable: 'false',
        },
        h('path', { d: 'M9 6l6 6-6 6' }),
      ),
    )
}

/** A row simulated from the client's NIF and CNAE: its profile lacks applicant types or actions. */
export function isNifCnae(row: { origin?: PortfolioOrigin }): boolean {
  return row.origin === 'nif-cnae'
}

/** «por NIF y CNAE»: the advisor knows the client's profile is partial. */
export function nifCnaeTag(label: string): VNode {
  return h(
    NTag,
    {
      size: 'small',
      type: 'warning',
      bordered: false,
      class: 'nif-cnae-tag',
      'data-testid': 'portfolio-nif-cnae',
    },
    () => label,
  )
}

/**
 * The first column of a table of groups (by grant, by client): it unfolds a group into the list of
 * its pairs of client and grant, named after the group.
 */
export function groupColumn<Group extends { rows: readonly PortfolioRow[] }>(spec: {
  /** The column's name, for a screen reader only. */
  title: string
  label: (group: Group) => string
  testId: string
  keyOf: (row: PortfolioRow) => string | number
  pair: (row: PortfolioRow) => VNodeChild[]
}): DataTableColumn<Group> {
  return {
    type: 'expand',
    title: () => h('span', { class: 'sr-only' }, spec.title),
    width: 44,
    renderExpand: (group) =>
      h(
        'ul',
        { class: 'expanded', 'aria-label': spec.label(group), 'data-testid': spec.testId },
        group.rows.map((row) => h('li', { key: spec.keyOf(row) }, spec.pair(row))),
      ),
  }
}

/**
 * A column of a number per row (a count, an amount in euros), right-aligned and sortable; a row
 * without it (`null`) sorts as 0.
 */
export function numberColumn<Row, N extends number | null = number>(
  key: string,
  title: string,
  value: (row: Row) => N,
  format: (n: N) => string,
  width = 120,
): DataTableColumn<Row> {
  return {
    key,
    title,
    width,
    align: 'right',
    titleAlign: 'right',
    sorter: (a, b) => (value(a) ?? 0) - (value(b) ?? 0),
    render: (row) => h('span', { class: 'amount' }, format(value(row))),
  }
}
