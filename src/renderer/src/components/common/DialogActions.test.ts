import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import DialogActions from './DialogActions.vue'

function mountActions(props: { actionDisabled?: boolean; cancelDisabled?: boolean } = {}) {
  const calls: string[] = []
  const wrapper = mountComponent(DialogActions, {
    props: {
      cancelLabel: 'Cancelar',
      cancelTestid: 'cancel',
      actionLabel: 'Guardar',
      actionTestid: 'save',
      actionDisabled: false,
      busy: false,
      ...props,
      onCancel: () => calls.push('cancel'),
      onAction: () => calls.push('action'),
    },
  })
  return { wrapper, calls }
}

describe('DialogActions', () => {
  it('shows the way out and the action, and reports which one was pressed', async () => {
    const { wrapper, calls } = mountActions()
    expect(wrapper.get('[data-testid="cancel"]').text()).toBe('Cancelar')
    expect(wrapper.get('[data-testid="save"]').text()).toBe('Guardar')
    await wrapper.get('[data-testid="save"]').trigger('click')
    await wrapper.get('[data-testid="cancel"]').trigger('click')
    expect(calls).toEqual(['action', 'cancel'])
  })

  it('does not act while its action or its way out is disabled', async () => {
    const { wrapper, calls } = mountActions({ actionDisabled: true, cancelDisabled: true })
    expect(wrapper.get('[data-testid="save"]').attributes('disabled')).toBeDefined()
    expect(wrapper.get('[data-testid="cancel"]').attributes('disabled')).toBeDefined()
    await wrapper.get('[data-testid="save"]').trigger('click')
    await wrapper.get('[data-testid="cancel"]').trigger('click')
    expect(calls).toEqual([])
  })
})
