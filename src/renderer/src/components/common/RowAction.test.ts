import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import RowAction from './RowAction.vue'

describe('RowAction', () => {
  it('shows its text, names the item it acts on for a screen reader, and reports a click', async () => {
    let clicks = 0
    const wrapper = mountComponent(RowAction, {
      props: {
        label: 'Quitar',
        of: 'Quitar el plazo «Subsanación»',
        'data-testid': 'remove',
        onClick: () => clicks++,
      },
    })
    const button = wrapper.get('[data-testid="remove"]')
    expect(button.text()).toBe('Quitar')
    expect(button.attributes('aria-label')).toBe('Quitar el plazo «Subsanación»')
    await button.trigger('click')
    expect(clicks).toBe(1)
  })
})
