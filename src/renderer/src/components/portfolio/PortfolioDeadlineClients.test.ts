import { afterAll, describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge } from '../../../../../test/support/fake-bridge'
import PortfolioDeadlineClients from './PortfolioDeadlineClients.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

const ids = Array.from({ length: 11 }, (_, i) => 100 + i)
const names = ids.map((id) => `Cliente ${id}`)

describe('the clients of a deadline', () => {
  it('«y N más» opens to show every client, as links, and closes again', async () => {
    const wrapper = mountComponent(PortfolioDeadlineClients, { props: { ids, names } })
    const more = () => wrapper.get('[data-testid="portfolio-deadline-more"]')
    const shown = () => wrapper.findAll('a').map((link) => link.text())
    expect(shown()).toEqual(names.slice(0, 8))
    expect(more().text()).toBe('y 3 más')
    expect(more().attributes('aria-expanded')).toBe('false')

    await more().trigger('click')
    expect(shown()).toEqual(names)
    expect(more().attributes('aria-expanded')).toBe('true')
    expect(more().text()).toBe('mostrar menos')

    await more().trigger('click')
    expect(shown()).toEqual(names.slice(0, 8))
  })

  it('has nothing to open when every client is shown, and speaks English', () => {
    const wrapper = mountComponent(PortfolioDeadlineClients, {
      props: { ids: ids.slice(0, 8), names },
    })
    expect(wrapper.find('[data-testid="portfolio-deadline-more"]').exists()).toBe(false)
    const english = mountComponent(PortfolioDeadlineClients, {
      props: { ids, names },
      language: 'en',
    })
    expect(english.get('[data-testid="portfolio-deadline-more"]').text()).toBe('and 3 more')
  })
})
