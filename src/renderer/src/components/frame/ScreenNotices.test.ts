import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { useScreenNoticesStore } from '../../stores/screen-notices-store'
import ScreenNotices from './ScreenNotices.vue'

describe('the screen’s notices', () => {
  it('show each notice with its action; a done action or «Cerrar» takes it away, and so does leaving', async () => {
    const wrapper = mountComponent(ScreenNotices)
    const store = useScreenNoticesStore()
    let revealed = 0
    const reveal = { label: 'Abrir carpeta', testId: 'reveal', run: () => ++revealed > 1 }
    store.push({
      kind: 'success',
      title: 'Exportado',
      text: 'a.csv',
      testId: 'done',
      action: reveal,
    })
    store.push({ kind: 'info', title: 'Aviso', text: 'b', testId: 'other' })
    await nextTick()
    expect(wrapper.get('[role="status"]').text()).toContain('a.csv')
    // An action that did not succeed leaves the notice.
    await wrapper.get('[data-testid="reveal"]').trigger('click')
    await nextTick()
    expect(wrapper.find('[data-testid="done"]').exists()).toBe(true)
    await wrapper.get('[data-testid="reveal"]').trigger('click')
    await nextTick()
    expect(wrapper.find('[data-testid="done"]').exists()).toBe(false)
    await wrapper.get('.close').trigger('click')
    await nextTick()
    expect(wrapper.find('[data-testid="other"]').exists()).toBe(false)
    store.push({ kind: 'info', title: 'Aviso', text: 'c', testId: 'third' })
    store.leave()
    await nextTick()
    expect(wrapper.find('[role="status"]').exists()).toBe(false)
  })
})
