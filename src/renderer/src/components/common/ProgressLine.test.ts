import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import ProgressLine from './ProgressLine.vue'

describe('work under way as a line', () => {
  it('says the share done once the work knows how much there is', () => {
    const wrapper = mountComponent(ProgressLine, {
      props: { text: 'Página 3 de 8', progress: { done: 3, total: 8 }, height: 4 },
    })
    expect(wrapper.text()).toContain('Página 3 de 8')
    expect(wrapper.get('[role="progressbar"]').attributes('aria-valuenow')).toBe('38')
    expect(wrapper.find('.n-progress-graph-line-fill--processing').exists()).toBe(false)
  })

  it('only moves before it knows, and never divides by nothing', () => {
    const waiting = mountComponent(ProgressLine, {
      props: { text: 'Preparando…', progress: null, height: 4 },
    })
    expect(waiting.get('[role="progressbar"]').attributes('aria-valuenow')).toBe('0')
    expect(waiting.find('.n-progress-graph-line-fill--processing').exists()).toBe(true)
    document.body.replaceChildren()
    const none = mountComponent(ProgressLine, {
      props: { text: 'Nada que hacer', progress: { done: 0, total: 0 }, height: 4 },
    })
    expect(none.get('[role="progressbar"]').attributes('aria-valuenow')).toBe('0')
  })
})
