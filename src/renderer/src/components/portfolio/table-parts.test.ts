// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type DataTableExpandColumn } from 'naive-ui'
import { defineComponent, h } from 'vue'
import { type GrantGroup, groupByGrant, type PortfolioRow } from '@shared/portfolio'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge } from '../../../../../test/support/fake-bridge'
import { useCasesStore } from '../../stores/cases-store'
import { usePortfolioRowActions } from './row-actions'
import { groupColumn } from './table-parts'

const bridge = installFakeBridge()
afterEach(() => document.body.replaceChildren())
afterAll(() => bridge.uninstall())

const pair = (client: string, extra: Partial<PortfolioRow> = {}): PortfolioRow => ({
  client_id: client.length,
  client_name: client,
  nif: `B${client.length}`,
  slug: 'kit-digital',
  formatted_title: 'Kit Digital',
  status_text: 'Abierta',
  total_amount: 12000,
  scope: 'Nacional',
  new: false,
  received: null,
  origin: 'profile',
  ...extra,
})

/** The grant's group unfolded, as «Por convocatoria» shows it, the case files offered or not. */
function unfold(rows: PortfolioRow[], cases: 'yes' | 'no') {
  const List = defineComponent({
    setup() {
      useCasesStore().note(cases)
      const { pairMarks } = usePortfolioRowActions()
      const column = groupColumn<GrantGroup>({
        title: 'Clientes de la convocatoria',
        label: (group) => `Clientes de ${group.formatted_title}`,
        testId: 'clients',
        keyOf: (row) => row.client_id,
        pair: (row) => [h('span', { class: 'who' }, row.client_name), ...pairMarks(row)],
      }) as DataTableExpandColumn<GrantGroup>
      const [group] = groupByGrant(rows)
      return () => (group ? column.renderExpand(group, 0) : null)
    },
  })
  return mountComponent(List)
}

describe('a group of «Cartera» unfolded', () => {
  it('lists its pairs, named after the group, each with the marks it has', () => {
    const wrapper = unfold(
      [
        pair('Ana', { new: true }),
        pair('Bernardo', { origin: 'nif-cnae' }),
        pair('Carmen', { received: { date: '2025-03-12' } }),
        pair('David'),
      ],
      'no',
    )
    const list = wrapper.get('[data-testid="clients"]')
    expect(list.attributes('aria-label')).toBe('Clientes de Kit Digital')
    const items = list.findAll('li')
    expect(items.map((item) => item.get('.who').text())).toEqual([
      'Ana',
      'Bernardo',
      'Carmen',
      'David',
    ])
    expect(items[0]?.find('[data-testid="portfolio-new"]').exists()).toBe(true)
    expect(items[1]?.find('[data-testid="portfolio-nif-cnae"]').exists()).toBe(true)
    expect(items[2]?.get('[data-testid="received-tag"]').text()).toBe('Ya recibida el 12/03/2025')
    expect(items[3]?.findAll('.n-tag')).toHaveLength(0)
    expect(list.find('[data-testid="open-case"]').exists()).toBe(false)
  })

  it('offers «Abrir expediente» on each pair when the service keeps case files', () => {
    const wrapper = unfold([pair('Ana'), pair('Bernardo')], 'yes')
    expect(wrapper.findAll('[data-testid="open-case"]')).toHaveLength(2)
  })
})
