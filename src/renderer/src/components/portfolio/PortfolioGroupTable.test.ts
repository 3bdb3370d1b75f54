import { afterAll, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { type ClientGroup, type GrantGroup } from '@shared/portfolio/portfolio-groups'
import { row } from '../../../../../test/fixtures/portfolio-run'
import { installFakeBridge, settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement } from '../../../../../test/support/page-queries'
import { useClientGroupTable } from './client-group-table'
import { useGrantGroupTable } from './grant-group-table'
import PortfolioGroupTable from './PortfolioGroupTable.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const ROWS = [
  row(1, 'kit-digital', 'Abierta'),
  row(2, 'kit-digital', 'Abierta'),
  row(2, 'eco', 'Cerrada'),
]

function mountBy(by: 'grant' | 'client') {
  const Screen = defineComponent({
    setup() {
      // happy-dom lays nothing out: a virtual list would draw no row.
      const shown = { empty: 'Nada', virtualScroll: false }
      if (by === 'grant') {
        const table = useGrantGroupTable(() => ROWS)
        return () => h(PortfolioGroupTable<GrantGroup>, { table, ...shown })
      }
      const table = useClientGroupTable(() => ROWS)
      return () => h(PortfolioGroupTable<ClientGroup>, { table, ...shown })
    },
  })
  mountComponent(Screen)
}
const rowsOf = (testId: string) => [...document.querySelectorAll(`[data-testid="${testId}"]`)]

describe('a «Cartera» table of groups', () => {
  it('by grant: a row per grant, counting its clients, unfolding into them', async () => {
    mountBy('grant')
    await settle()
    expect(rowsOf('portfolio-grant-row')).toHaveLength(2)
    const first = rowsOf('portfolio-grant-row')[0]
    expect(first?.textContent).toContain('Ayuda kit-digital')
    expect(first?.querySelector('td:last-child')?.textContent).toBe('2')
    const expand = bodyElement('portfolio-grant-expand')
    expect(expand.getAttribute('aria-label')).toContain('Ayuda kit-digital')
    expect(expand.getAttribute('aria-expanded')).toBe('false')
  })

  it('by client: a row per client, linking to its record, unfolding into its grants', async () => {
    mountBy('client')
    await settle()
    expect(rowsOf('portfolio-client-row')).toHaveLength(2)
    const links = rowsOf('portfolio-client-link').map((link) => link.textContent)
    expect(links).toEqual(['Cliente 1', 'Cliente 2'])
    expect(bodyElement('portfolio-client-expand').getAttribute('aria-label')).toContain('Cliente 1')
    expect(bodyElement('portfolio-client-table')).toBeTruthy()
  })
})
