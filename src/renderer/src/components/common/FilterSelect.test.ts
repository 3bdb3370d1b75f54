import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import FilterSelect from './FilterSelect.vue'

const PROVINCES = [
  { value: 28, label: 'Madrid' },
  { value: 41, label: 'Sevilla' },
  { value: 8, label: 'Barcelona' },
]

async function mountFilter(filterable?: boolean) {
  const chosen = ref<number[]>([])
  const Bar = defineComponent({
    setup: () => () =>
      h(FilterSelect<number>, {
        modelValue: chosen.value,
        'onUpdate:modelValue': (value: number[]) => (chosen.value = value),
        label: 'Provincia',
        options: PROVINCES,
        ...(filterable === undefined ? {} : { filterable }),
        'data-testid': 'filter',
        // happy-dom lays nothing out: a virtual list would draw no option.
        virtualScroll: false,
      }),
  })
  const wrapper = mountComponent(Bar)
  await settle()
  return { wrapper, chosen }
}

const option = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.n-base-select-option')].find(
    (item) => item.textContent?.trim() === label,
  )

describe('a list’s filter', () => {
  it('takes several values, named by its placeholder', async () => {
    const { wrapper, chosen } = await mountFilter()
    await wrapper.get('[data-testid="filter"] .n-base-selection').trigger('click')
    await settle()
    option('Sevilla')?.click()
    await settle()
    option('Madrid')?.click()
    await settle()
    expect(chosen.value).toEqual([41, 28])
    const named = wrapper.get('[data-testid="filter"] .n-base-selection-tags')
    expect(named.attributes('aria-label')).toBe('Provincia')
  })

  it('finds values by typing, unless told its list is short enough to pick from', async () => {
    const typed = await mountFilter()
    expect(typed.wrapper.find('[data-testid="filter"] input').exists()).toBe(true)
    document.body.replaceChildren()
    const picked = await mountFilter(false)
    expect(picked.wrapper.find('[data-testid="filter"] input').exists()).toBe(false)
  })
})
