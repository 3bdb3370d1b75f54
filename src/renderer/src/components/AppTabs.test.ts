import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../test/support/mount-component'
import AppTabs from './AppTabs.vue'

const TABS = [
  { name: 'a', label: 'Primera' },
  { name: 'b', label: 'Segunda' },
  { name: 'c', label: 'Tercera' },
] as const

/** AppTabs with a text input in each panel, its choice kept in `chosen`. */
function mountTabs(keepPanels = false) {
  const chosen = ref<'a' | 'b' | 'c'>('a')
  const Holder = defineComponent({
    setup: () => () =>
      h(
        AppTabs,
        {
          tabs: TABS,
          label: 'Vistas',
          keepPanels,
          modelValue: chosen.value,
          'onUpdate:modelValue': (value: string) => (chosen.value = value as typeof chosen.value),
        },
        Object.fromEntries(TABS.map((tab) => [tab.name, () => h('input', { name: tab.name })])),
      ),
  })
  return { wrapper: mountComponent(Holder), chosen }
}

describe('AppTabs', () => {
  it('is a tablist of tabs, the selected one alone in the Tab order, each panel labelled by its tab', () => {
    const { wrapper } = mountTabs()
    const list = wrapper.get('[role="tablist"]')
    expect(list.attributes('aria-label')).toBe('Vistas')
    const tabs = wrapper.findAll('[role="tab"]')
    expect(tabs.map((tab) => tab.text())).toEqual(['Primera', 'Segunda', 'Tercera'])
    expect(tabs.map((tab) => tab.attributes('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs.map((tab) => tab.attributes('tabindex'))).toEqual(['0', '-1', '-1'])
    const panel = wrapper.get('[role="tabpanel"]')
    expect(panel.attributes('aria-labelledby')).toBe(tabs[0]?.attributes('id'))
    expect(tabs[0]?.attributes('aria-controls')).toBe(panel.attributes('id'))
  })

  it('moves and selects with the arrows, Home and End, wrapping round; a click selects too', async () => {
    const { wrapper, chosen } = mountTabs()
    const tab = (i: number) => wrapper.findAll('[role="tab"]')[i]
    await tab(0)?.trigger('keydown', { key: 'ArrowRight' })
    expect(chosen.value).toBe('b')
    expect(document.activeElement?.textContent?.trim()).toBe('Segunda')
    await tab(1)?.trigger('keydown', { key: 'End' })
    expect(chosen.value).toBe('c')
    await tab(2)?.trigger('keydown', { key: 'ArrowRight' })
    expect(chosen.value).toBe('a')
    await tab(0)?.trigger('keydown', { key: 'ArrowLeft' })
    expect(chosen.value).toBe('c')
    await tab(2)?.trigger('keydown', { key: 'Home' })
    expect(chosen.value).toBe('a')
    await tab(1)?.trigger('click')
    expect(chosen.value).toBe('b')
    expect(wrapper.findAll('[role="tab"]').map((t) => t.attributes('tabindex'))).toEqual([
      '-1',
      '0',
      '-1',
    ])
  })

  it('shows one panel; with keepPanels the others stay mounted, hidden, with what was typed', async () => {
    const { wrapper: one } = mountTabs()
    expect(one.findAll('[role="tabpanel"]')).toHaveLength(1)
    document.body.replaceChildren()
    const { wrapper, chosen } = mountTabs(true)
    await wrapper.get('input[name="a"]').setValue('B19520063')
    chosen.value = 'b'
    await wrapper.vm.$nextTick()
    const panels = wrapper.findAll('[role="tabpanel"]')
    expect(panels).toHaveLength(3)
    expect(panels.map((panel) => panel.isVisible())).toEqual([false, true, false])
    expect((wrapper.get('input[name="a"]').element as HTMLInputElement).value).toBe('B19520063')
  })
})
