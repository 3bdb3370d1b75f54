import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import NavIcon from './NavIcon.vue'

describe('NavIcon', () => {
  it('draws the strokes of the icon named, hidden from screen readers', () => {
    const svg = mountComponent(NavIcon, { props: { name: 'search' } }).get('svg')
    expect(svg.attributes('aria-hidden')).toBe('true')
    expect(svg.get('circle').attributes()).toMatchObject({ cx: '10.5', cy: '10.5', r: '6' })
    expect(svg.get('path').attributes('d')).toBe('M15 15l5 5')
    const collapse = mountComponent(NavIcon, { props: { name: 'collapse' } }).get('svg')
    expect(collapse.get('rect').attributes()).toMatchObject({
      width: '18',
      height: '16',
      rx: '1.5',
    })
  })
})
