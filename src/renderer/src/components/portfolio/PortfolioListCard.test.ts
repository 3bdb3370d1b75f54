import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import PortfolioListCard from './PortfolioListCard.vue'

describe('a card of what a run left aside', () => {
  it('says what the list is, lists one line per item, and holds its count and actions', () => {
    const Card = defineComponent({
      setup: () => () =>
        h(
          PortfolioListCard,
          { title: 'Perfil incompleto', help: 'Complete su ficha para buscarles.' },
          {
            default: () => ['Ana', 'Bernardo'].map((name) => h('li', { key: name }, name)),
            extra: () => h('span', { 'data-testid': 'count' }, '2'),
            actions: () => h('button', { 'data-testid': 'export' }, 'Exportar'),
          },
        ),
    })
    const wrapper = mountComponent(Card)
    expect(wrapper.get('h2').text()).toBe('Perfil incompleto')
    expect(wrapper.text()).toContain('Complete su ficha para buscarles.')
    expect(wrapper.findAll('ul li').map((item) => item.text())).toEqual(['Ana', 'Bernardo'])
    expect(wrapper.get('[data-testid="count"]').text()).toBe('2')
    expect(wrapper.find('[data-testid="export"]').exists()).toBe(true)
  })
})
