import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import RequestButton from './RequestButton.vue'

describe('RequestButton', () => {
  it('starts its request, spins while it runs, and waits while another runs', async () => {
    const running = ref<string | null>(null)
    const clicks: string[] = []
    const Bar = defineComponent({
      setup: () => () =>
        ['more', 'all'].map((request) =>
          h(
            RequestButton,
            {
              running: running.value,
              request,
              'data-testid': request,
              onClick: () => clicks.push(request),
            },
            { default: () => request },
          ),
        ),
    })
    const wrapper = mountComponent(Bar)
    const more = () => wrapper.get('[data-testid="more"]')
    const all = () => wrapper.get('[data-testid="all"]')
    await more().trigger('click')
    expect(clicks).toEqual(['more'])
    expect(more().find('.n-base-loading').exists()).toBe(false)

    running.value = 'more'
    await wrapper.vm.$nextTick()
    expect(more().find('.n-base-loading').exists()).toBe(true)
    expect(all().find('.n-base-loading').exists()).toBe(false)
    expect(all().attributes('disabled')).toBeDefined()
    await all().trigger('click')
    expect(clicks).toEqual(['more'])

    running.value = null
    await wrapper.vm.$nextTick()
    await all().trigger('click')
    expect(clicks).toEqual(['more', 'all'])
  })
})
