import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { mountComponent } from '../../../../test/support/mount-component'
import MenuButton from './MenuButton.vue'

const ITEMS = [
  { key: 'export', label: 'Exportar ficha', testId: 'more-export' },
  { key: 'off', label: 'No disponible', disabled: true },
  { key: 'refresh', label: 'Actualizar', testId: 'more-refresh' },
]

function mountMenu() {
  const chosen: string[] = []
  const wrapper = mountComponent(MenuButton, {
    props: { label: 'Más', items: ITEMS, onSelect: (key: string) => chosen.push(key) },
  })
  const button = () => wrapper.get('button[aria-haspopup="menu"]')
  const focused = () => (document.activeElement as HTMLElement | null)?.textContent?.trim()
  return { wrapper, chosen, button, focused }
}

describe('a menu button', () => {
  it('opens a menu of menuitems with ↓, moves with the arrows past a disabled one, and Enter chooses', async () => {
    const { chosen, button, focused } = mountMenu()
    expect(button().attributes('aria-expanded')).toBe('false')
    await button().trigger('keydown', { key: 'ArrowDown' })
    await nextTick()
    expect(button().attributes('aria-expanded')).toBe('true')
    const menu = document.querySelector('[role="menu"]')
    expect(menu?.getAttribute('aria-label')).toBe('Más')
    expect(button().attributes('aria-controls')).toBe(menu?.id)
    expect([...(menu?.querySelectorAll('[role="menuitem"]') ?? [])]).toHaveLength(3)
    expect(focused()).toBe('Exportar ficha')
    menu?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    expect(focused()).toBe('Actualizar')
    menu?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    expect(focused()).toBe('Exportar ficha')
    menu?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
    ;(document.activeElement as HTMLButtonElement).click()
    await nextTick()
    expect(chosen).toEqual(['refresh'])
    expect(button().attributes('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button().element)
  })

  it('closes with Escape, giving the focus back to its button; ↑ opens at the last item', async () => {
    const { chosen, button, focused } = mountMenu()
    await button().trigger('keydown', { key: 'ArrowUp' })
    await nextTick()
    expect(focused()).toBe('Actualizar')
    document
      .querySelector('[role="menu"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await nextTick()
    expect(button().attributes('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button().element)
    expect(chosen).toEqual([])
  })
})
