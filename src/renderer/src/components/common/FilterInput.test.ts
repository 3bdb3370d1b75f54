import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { runScreenCommand } from '../../composables/useScreenCommand'
import FilterInput from './FilterInput.vue'

const mounted: { unmount(): void }[] = []
afterEach(() => {
  for (const wrapper of mounted.splice(0)) wrapper.unmount()
  document.body.replaceChildren()
})

function mountFilter() {
  const text = ref('')
  const Screen = defineComponent({
    setup: () => () =>
      h(FilterInput, {
        modelValue: text.value,
        'onUpdate:modelValue': (value: string) => (text.value = value),
        label: 'Filtrar resultados',
        'data-testid': 'filter',
      }),
  })
  const wrapper = mountComponent(Screen)
  mounted.push(wrapper)
  return { text, input: wrapper.get('[data-testid="filter"] input') }
}

describe('the filter of results on screen', () => {
  it('is named by its placeholder and filters by what is typed', async () => {
    const { text, input } = mountFilter()
    expect(input.attributes('aria-label')).toBe('Filtrar resultados')
    expect(input.attributes('placeholder')).toBe('Filtrar resultados')
    await input.setValue('kit digital')
    expect(text.value).toBe('kit digital')
  })

  it('is where the search shortcut (Ctrl+F) goes, its text selected to type over', async () => {
    const { input } = mountFilter()
    await input.setValue('kit')
    expect(runScreenCommand('search')).toBe(true)
    const element = input.element as HTMLInputElement
    expect(document.activeElement).toBe(element)
    expect([element.selectionStart, element.selectionEnd]).toEqual([0, 3])
  })
})
