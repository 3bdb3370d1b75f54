import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { useGrantPanel } from '../../stores/grant-panel-store'
import { useGrantDetailButton } from './grant-detail-button'

function mountRow(options?: { tabindex?: number }) {
  const rowClicks: string[] = []
  const Row = defineComponent({
    setup() {
      const detail = useGrantDetailButton()
      return () =>
        h('div', { onClick: () => rowClicks.push('row') }, [
          detail({ id: 916430, slug: 'kit-digital', title: 'Kit Digital' }, options),
        ])
    },
  })
  const wrapper = mountComponent(Row)
  return { wrapper, rowClicks, panel: useGrantPanel() }
}

describe('«Detalle» beside a grant', () => {
  it('opens the grant’s panel, and its click does not reach the row', async () => {
    const { wrapper, rowClicks, panel } = mountRow()
    const button = wrapper.get('[data-testid="grant-detail-open"]')
    expect(button.text()).toBe('Detalle')
    expect(button.attributes('aria-label')).toContain('Kit Digital')
    await button.trigger('click')
    expect(panel.grant).toEqual({ id: 916430, slug: 'kit-digital', title: 'Kit Digital' })
    expect(rowClicks).toEqual([])
  })

  it('stays out of the Tab order where the row is the table’s Tab stop', () => {
    const { wrapper } = mountRow({ tabindex: -1 })
    expect(wrapper.get('[data-testid="grant-detail-open"]').attributes('tabindex')).toBe('-1')
  })
})
