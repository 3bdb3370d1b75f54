import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { nextSort, type ListSort } from '../../table-sort'
import ListTable from './ListTable.vue'

type Field = 'name' | 'amount'
const COLUMNS = [
  { key: 'name' as const, title: 'Nombre', width: 200 },
  { key: 'amount' as const, title: 'Importe', width: 120, right: true },
]

/** The table as a screen holds it: a click on a title sorts by it, again the other way. */
function mountTable(props: { empty?: boolean; loading?: boolean; rowCount?: number } = {}) {
  const sort = ref<ListSort<Field>>({ field: 'name', direction: 'asc' })
  const Screen = defineComponent({
    setup: () => () =>
      h(
        ListTable<Field>,
        {
          columns: COLUMNS,
          sort: sort.value,
          label: 'Clientes',
          loading: props.loading ?? false,
          empty: props.empty ?? false,
          minWidth: 320,
          testIdPrefix: 'list',
          ...(props.rowCount === undefined ? {} : { rowCount: props.rowCount }),
          onSort: (field: Field) => (sort.value = nextSort(sort.value, field)),
        },
        {
          default: () => h('tr', { 'data-testid': 'row' }, [h('td', 'Ana'), h('td', '5')]),
          empty: () => h('p', { 'data-testid': 'none' }, 'Sin filas'),
        },
      ),
  })
  return { wrapper: mountComponent(Screen), sort }
}

describe('a long list’s table', () => {
  it('sorts by the title pressed (its button’s click reaches the header), then the other way', async () => {
    const { wrapper, sort } = mountTable()
    const amount = wrapper.get('[data-testid="list-sort-amount"]')
    expect(amount.element.tagName).toBe('BUTTON')
    await amount.trigger('click')
    expect(sort.value).toEqual({ field: 'amount', direction: 'asc' })
    await amount.trigger('click')
    expect(sort.value).toEqual({ field: 'amount', direction: 'desc' })
  })

  it('says the order the list is in: on the sorted header, and after its title to a screen reader', async () => {
    const { wrapper } = mountTable()
    const [name, amount] = wrapper.findAll('th')
    expect(name?.attributes('aria-sort')).toBe('ascending')
    expect(amount?.attributes('aria-sort')).toBe('none')
    expect(name?.get('button').text()).toBe('Nombre, orden ascendente')
    await wrapper.get('[data-testid="list-sort-name"]').trigger('click')
    expect(wrapper.findAll('th')[0]?.attributes('aria-sort')).toBe('descending')
    expect(wrapper.get('table').attributes('aria-label')).toBe('Clientes')
  })

  it('draws the caller’s rows; an empty list its empty slot, and nothing of it while loading', () => {
    expect(mountTable().wrapper.find('[data-testid="row"]').exists()).toBe(true)
    expect(mountTable({ empty: true }).wrapper.find('[data-testid="none"]').exists()).toBe(true)
    document.body.replaceChildren()
    const loading = mountTable({ empty: true, loading: true }).wrapper
    expect(loading.find('[data-testid="none"]').exists()).toBe(false)
    expect(loading.get('table').attributes('aria-busy')).toBe('true')
  })

  it('counts the whole list for a screen reader when it draws only part of it', () => {
    const { wrapper } = mountTable({ rowCount: 5000 })
    expect(wrapper.get('table').attributes('aria-rowcount')).toBe('5001')
    expect(wrapper.get('thead tr').attributes('aria-rowindex')).toBe('1')
  })
})
