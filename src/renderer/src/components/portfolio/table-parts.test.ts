import { afterAll, describe, expect, it } from 'vitest'
import { type DataTableExpandColumn } from 'naive-ui'
import { defineComponent, h } from 'vue'
import { type PortfolioRow } from '@shared/portfolio/portfolio'
import { type GrantGroup, groupByGrant } from '@shared/portfolio/portfolio-groups'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { useCasesStore } from '../../stores/cases-store'
import { usePortfolioRowActions } from './row-actions'
import { groupColumn } from './table-parts'

const bridge = installFakeBridge()
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

  it('shows the case files each client already has for the grant, by its id or else its title', async () => {
    const link = (caseId: number, clientId: number, grantId: number, grantTitle: string) => ({
      caseId,
      identifier: `EXP-2026-0${caseId}`,
      clientId,
      grantId,
      grantTitle,
      statusGroup: { id: 4, name: 'Ejecución y justificación' },
      status: { id: 44, name: 'Justificada' },
      archived: false,
      via: 'opened' as const,
    })
    bridge.always('cases.byGrant', () =>
      ok([
        // Ana (3): this grant, by its title (the row carries no id).
        link(4321, 3, 90, 'KIT DIGITAL'),
        // Bernardo (8): another grant of the same title is not this one when the ids say so.
        link(4400, 8, 91, 'Kit Digital'),
        // Carmen (6): this grant by its id, whatever the title.
        link(4500, 6, 77, 'Programa Kit Digital (segunda convocatoria)'),
      ]),
    )
    const wrapper = unfold(
      [pair('Ana'), pair('Bernardo', { grant_id: 77 }), pair('Carmen', { grant_id: 77 })],
      'yes',
    )
    await settle()
    const items = wrapper.get('[data-testid="clients"]').findAll('li')
    const cases = (n: number) =>
      items[n]
        ?.findAll('[data-testid="opportunity-case"]')
        .map((a) => [a.text(), a.attributes('href')])
    expect(cases(0)).toEqual([['EXP-2026-04321 · Justificada', '/cases/4321']])
    expect(cases(1)).toEqual([])
    expect(cases(2)).toEqual([['EXP-2026-04500 · Justificada', '/cases/4500']])
    // Where there is one, the button opens «another», which asks first.
    expect(items[0]?.get('[data-testid="open-case"]').text()).toBe('Abrir otro expediente')
    expect(items[1]?.get('[data-testid="open-case"]').text()).toBe('Abrir expediente')
  })
})
