import { describe, expect, it } from 'vitest'
import { type DataTableColumns } from 'naive-ui'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import { byText } from '../../table-sort'
import ResultsTable from './ResultsTable.vue'

interface Grant {
  title: string
  amount: number
}
const GRANTS: Grant[] = [
  { title: 'Kit Digital', amount: 12000 },
  { title: 'Árbol urbano', amount: 3000 },
  { title: 'Eficiencia', amount: 50000 },
]
const COLUMNS: DataTableColumns<Grant> = [
  { key: 'title', title: 'Convocatoria', sorter: byText((grant) => grant.title) },
  { key: 'amount', title: 'Importe', sorter: (a, b) => a.amount - b.amount },
  { key: 'note', title: 'Nota', render: () => '—' },
]

function mountTable(data: Grant[], empty?: string) {
  const Screen = defineComponent({
    setup: () => () =>
      h(ResultsTable<Grant>, {
        columns: COLUMNS,
        data,
        rowKey: (grant: Grant) => grant.title,
        // happy-dom lays nothing out: a virtual list would draw no row.
        virtualScroll: false,
        ...(empty === undefined ? {} : { empty }),
      }),
  })
  return mountComponent(Screen)
}

const titles = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent)
const header = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('th')].find((th) => th.textContent?.includes(name))

describe('a results table', () => {
  const press = async (name: string) => {
    header(name)?.querySelector('button')?.click()
    await settle()
  }
  const said = (name: string) => header(name)?.querySelector('button')?.textContent

  it('sorts by a title pressed (a button that says the order): descending, ascending, then as it came', async () => {
    mountTable(GRANTS)
    await press('Convocatoria')
    expect(titles()).toEqual(['Kit Digital', 'Eficiencia', 'Árbol urbano'])
    expect(said('Convocatoria')).toBe('Convocatoria, orden descendente')
    await press('Convocatoria')
    expect(titles()).toEqual(['Árbol urbano', 'Eficiencia', 'Kit Digital'])
    expect(said('Convocatoria')).toBe('Convocatoria, orden ascendente')
    await press('Convocatoria')
    expect(titles()).toEqual(['Kit Digital', 'Árbol urbano', 'Eficiencia'])
    expect(said('Convocatoria')).toBe('Convocatoria')
  })

  it('sorts by one column at a time; a column without a sorter keeps a plain title', async () => {
    mountTable(GRANTS)
    await press('Convocatoria')
    await press('Importe')
    expect(titles()).toEqual(['Eficiencia', 'Kit Digital', 'Árbol urbano'])
    expect(said('Convocatoria')).toBe('Convocatoria')
    expect(said('Importe')).toBe('Importe, orden descendente')
    expect(header('Nota')?.querySelector('button')).toBeNull()
  })

  it('says what its empty state is told to', () => {
    mountTable([], 'Ninguna coincide con el filtro.')
    expect(document.body.textContent).toContain('Ninguna coincide con el filtro.')
  })
})
