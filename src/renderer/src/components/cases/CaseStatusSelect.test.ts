import { afterAll, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { OPTIONS } from '../../../../../test/support/case-fixtures'
import { statusKey } from '../../composables/useCaseText'
import { useCasesStore } from '../../stores/cases-store'
import CaseStatusSelect from './CaseStatusSelect.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('cases.options', () => ok(OPTIONS))

async function mountSelect(initial: string | null) {
  const status = ref(initial)
  const Holder = defineComponent({
    setup() {
      void useCasesStore().loadOptions()
      return () =>
        h(CaseStatusSelect, {
          modelValue: status.value,
          'onUpdate:modelValue': (value: string | null) => (status.value = value),
          label: 'Estado',
          'data-testid': 'status',
          // happy-dom lays nothing out: a virtual list would draw no option.
          virtualScroll: false,
        })
    },
  })
  const wrapper = mountComponent(Holder)
  await settle()
  return { wrapper, status }
}

describe('a status of the catalogue', () => {
  it('shows the status chosen, and is named for a screen reader', async () => {
    const { wrapper } = await mountSelect(statusKey(20, 201))
    const box = wrapper.get('[data-testid="status"] .n-base-selection-label')
    expect(box.text()).toContain('Concedido')
    expect(box.attributes('aria-label')).toBe('Estado')
  })

  it('offers the statuses grouped as the catalogue groups them, and takes the one picked', async () => {
    const { wrapper, status } = await mountSelect(null)
    await wrapper.get('[data-testid="status"] .n-base-selection').trigger('click')
    await settle()
    const menu = document.querySelector('.n-base-select-menu')
    const items = [
      ...(menu?.querySelectorAll('.n-base-select-group-header, .n-base-select-option') ?? []),
    ]
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Preparación',
      'Borrador',
      'Documentación',
      'Resolución',
      'Concedido',
    ])
    ;(items[4] as HTMLElement).click()
    await settle()
    expect(status.value).toBe(statusKey(20, 201))
  })
})
