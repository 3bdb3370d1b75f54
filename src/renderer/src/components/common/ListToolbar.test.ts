import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, effectScope, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { runScreenCommand, useScreenCommand } from '../../composables/useScreenCommand'
import ListToolbar from './ListToolbar.vue'

const mounted: { unmount(): void }[] = []
afterEach(() => {
  for (const wrapper of mounted.splice(0)) wrapper.unmount()
  document.body.replaceChildren()
})

function mountToolbar(hasRows: boolean) {
  const text = ref('')
  const toRows: string[] = []
  const Screen = defineComponent({
    setup: () => () =>
      h(
        ListToolbar,
        {
          text: text.value,
          placeholder: 'Buscar clientes',
          count: '12 clientes',
          hasRows,
          testIdPrefix: 'clients',
          'onUpdate:text': (value: string) => (text.value = value),
          onToRows: () => toRows.push('rows'),
        },
        { actions: () => h('button', { 'data-testid': 'sync' }, 'Sincronizar') },
      ),
  })
  const wrapper = mountComponent(Screen)
  mounted.push(wrapper)
  return { wrapper, text, toRows, input: wrapper.get('[data-testid="clients-search"] input') }
}

describe('a long list’s toolbar', () => {
  it('searches what is typed, says the count and holds the list’s actions', async () => {
    const { wrapper, text, input } = mountToolbar(true)
    await input.setValue('molina')
    expect(text.value).toBe('molina')
    expect(input.attributes('aria-label')).toBe('Buscar clientes')
    expect(wrapper.get('[data-testid="clients-count"]').text()).toBe('12 clientes')
    expect(wrapper.find('[data-testid="sync"]').exists()).toBe(true)
  })

  it('clears the search with its cross, shown only while there is text, and focuses the search again', async () => {
    const { wrapper, text, input, toRows } = mountToolbar(true)
    const cross = () => wrapper.get('[data-testid="clients-search-clear"]')
    expect(cross().isVisible()).toBe(false)
    await input.setValue('molina')
    expect(cross().isVisible()).toBe(true)
    expect(cross().attributes('aria-label')).toBe('Borrar la búsqueda')
    // Enter on the cross is the cross's, not the search's «go to the rows».
    await cross().trigger('keydown', { key: 'Enter' })
    expect(toRows).toEqual([])
    await cross().trigger('click')
    expect(text.value).toBe('')
    expect(document.activeElement).toBe(input.element)
    expect(cross().isVisible()).toBe(false)
  })

  it('goes to the rows on ↓ or Enter in the search, not with a modifier nor when there are none', async () => {
    const found = mountToolbar(true)
    await found.input.trigger('keydown', { key: 'ArrowDown' })
    await found.input.trigger('keydown', { key: 'Enter' })
    await found.input.trigger('keydown', { key: 'ArrowDown', shiftKey: true })
    await found.input.trigger('keydown', { key: 'a' })
    expect(found.toRows).toEqual(['rows', 'rows'])
    const none = mountToolbar(false)
    await none.input.trigger('keydown', { key: 'ArrowDown' })
    expect(none.toRows).toEqual([])
  })

  it('takes the search shortcut (Ctrl+F) while it is shown, and gives it back when it goes', () => {
    const before = effectScope()
    const earlier: string[] = []
    before.run(() => useScreenCommand('search', () => earlier.push('search')))
    const { input } = mountToolbar(true)
    expect(input.attributes('aria-keyshortcuts')).toBe('Control+F')
    expect(runScreenCommand('search')).toBe(true)
    expect(document.activeElement).toBe(input.element)
    expect(earlier).toEqual([])
    for (const wrapper of mounted.splice(0)) wrapper.unmount()
    runScreenCommand('search')
    expect(earlier).toEqual(['search'])
    before.stop()
  })
})
