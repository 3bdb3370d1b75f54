import { afterAll, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { useScreenNoticesStore } from '../../stores/screen-notices-store'
import CaseBulkBar from './CaseBulkBar.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

function mountBar(ticked: number[]) {
  const selected = ref(new Set(ticked))
  const Holder = defineComponent({
    setup: () => () =>
      h(CaseBulkBar, {
        selected: selected.value,
        'onUpdate:selected': (next: Set<number>) => (selected.value = next),
      }),
  })
  return { wrapper: mountComponent(Holder), selected }
}
const button = (wrapper: ReturnType<typeof mountBar>['wrapper'], key: string) =>
  wrapper.find<HTMLButtonElement>(`[data-testid="cases-bulk-${key}"]`)

describe('the actions on the case files ticked', () => {
  it('are greyed out until one is ticked, and only then can the selection be cleared', async () => {
    const { wrapper } = mountBar([])
    await settle()
    expect(wrapper.get('[data-testid="cases-selected-count"]').text()).toBe('Ninguno seleccionado')
    for (const key of ['status', 'assign', 'archive'])
      expect(button(wrapper, key).element.disabled).toBe(true)
    expect(button(wrapper, 'clear').exists()).toBe(false)
  })

  it('archives the ticked case files, says how many, and clears the selection', async () => {
    const { wrapper, selected } = mountBar([4, 9])
    await settle()
    expect(button(wrapper, 'archive').text()).toBe('Archivar')
    await button(wrapper, 'archive').trigger('click')
    const call = bridge.only('cases.archive')
    expect(call.args).toEqual({ ids: [4, 9], action: 'archive' })
    await call.answer(ok({ status: 'saved', count: 2 }))
    expect(selected.value.size).toBe(0)
    expect(useScreenNoticesStore().notices.map((notice) => notice.testId)).toContain(
      'cases-archived',
    )
  })

  it('clears the selection without sending anything', async () => {
    const { wrapper, selected } = mountBar([4])
    await settle()
    await button(wrapper, 'clear').trigger('click')
    expect(selected.value.size).toBe(0)
    expect(bridge.pending('cases.archive')).toHaveLength(0)
  })
})
