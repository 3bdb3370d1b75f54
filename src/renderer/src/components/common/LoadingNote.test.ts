import { describe, expect, it } from 'vitest'
import { mountComponent } from '../../../../../test/support/mount-component'
import LoadingNote from './LoadingNote.vue'

describe('a first answer on its way', () => {
  it('says what is being asked beside a spinner', () => {
    const wrapper = mountComponent(LoadingNote, {
      props: { text: 'Buscando concesiones…', 'data-testid': 'loading' },
    })
    const note = wrapper.get('[data-testid="loading"]')
    expect(note.text()).toBe('Buscando concesiones…')
    expect(note.find('.n-spin').exists()).toBe(true)
  })
})
