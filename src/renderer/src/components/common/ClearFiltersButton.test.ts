import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import ClearFiltersButton from './ClearFiltersButton.vue'

describe('ClearFiltersButton', () => {
  it('says «Quitar filtros» («Clear filters» in English) and reports a click', async () => {
    let clicks = 0
    const wrapper = mountComponent(ClearFiltersButton, {
      props: { 'data-testid': 'clear', onClick: () => clicks++ },
    })
    const button = wrapper.get('[data-testid="clear"]')
    expect(button.text()).toBe('Quitar filtros')
    await button.trigger('click')
    expect(clicks).toBe(1)
    document.body.replaceChildren()
    const english = mountComponent(ClearFiltersButton, { language: 'en' })
    expect(english.get('button').text()).toBe('Clear filters')
  })
})
