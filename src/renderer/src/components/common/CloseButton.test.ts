import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import CloseButton from './CloseButton.vue'

describe('«Cerrar» at a corner', () => {
  it('is a button named in the UI language, whose click is the caller’s', async () => {
    const clicks: string[] = []
    const wrapper = mountComponent(CloseButton, {
      language: 'en',
      attrs: { onClick: () => clicks.push('close') },
    })
    const button = wrapper.get('button')
    expect(button.attributes('aria-label')).toBe('Close')
    await button.trigger('click')
    expect(clicks).toEqual(['close'])
  })
})
