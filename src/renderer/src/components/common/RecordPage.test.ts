import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { useRouter } from 'vue-router'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import RecordPage from './RecordPage.vue'
import RecordTitle from './RecordTitle.vue'

function mountPage(returns = false) {
  let router: ReturnType<typeof useRouter> | null = null
  const Page = defineComponent({
    setup() {
      router = useRouter()
      return () =>
        h(
          RecordPage,
          { list: 'cases', returns },
          {
            actions: () => h('button', { 'data-testid': 'archive' }, 'Archivar'),
            default: () =>
              h(
                RecordTitle,
                {
                  synced: 'Sincronizado: 09/03/2026 10:05',
                  syncedTestId: 'case-updated',
                  changed: 'Último cambio: 08/03/2026 17:40 (estado cambiado aquí)',
                },
                () => h('h2', 'EXP-2026-0042 · Kit Digital'),
              ),
          },
        )
    },
  })
  const wrapper = mountComponent(Page)
  return { wrapper, route: () => router?.currentRoute.value.name }
}

describe('a record’s page', () => {
  it('goes back to its list, also when it returns where it came from but was opened from outside the app', async () => {
    for (const returns of [false, true]) {
      const { wrapper, route } = mountPage(returns)
      const back = wrapper.get('[data-testid="back-to-cases"]')
      expect(back.text()).toBe('← Volver a los expedientes')
      await back.trigger('click')
      await settle()
      expect(route()).toBe('cases')
      wrapper.unmount()
    }
  })

  it('holds the record’s actions, its name, when it last changed and when it was synchronised', () => {
    const { wrapper } = mountPage()
    expect(wrapper.find('[data-testid="archive"]').exists()).toBe(true)
    expect(wrapper.get('h2').text()).toBe('EXP-2026-0042 · Kit Digital')
    expect(wrapper.get('[data-testid="case-updated"]').text()).toBe(
      'Sincronizado: 09/03/2026 10:05',
    )
    expect(wrapper.get('[data-testid="record-changed"]').text()).toBe(
      'Último cambio: 08/03/2026 17:40 (estado cambiado aquí)',
    )
  })
})
