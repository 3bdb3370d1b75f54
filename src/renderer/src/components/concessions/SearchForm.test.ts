import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement } from '../../../../../test/support/page-queries'
import SearchForm from './SearchForm.vue'

describe('SearchForm', () => {
  it('holds its field and «Buscar», and searches on the button or Enter', async () => {
    let searches = 0
    const Holder = defineComponent({
      setup: () => () =>
        h(
          SearchForm,
          { testid: 'nif', busy: false, onSearch: () => searches++ },
          { default: () => h('input', { 'data-testid': 'nif-input' }) },
        ),
    })
    mountComponent(Holder)
    await settle()
    expect(bodyElement('nif-form').contains(bodyElement('nif-input'))).toBe(true)
    expect(bodyElement('nif-search').textContent?.trim()).toBe('Buscar')
    bodyElement('nif-search').click()
    bodyElement('nif-form').dispatchEvent(new Event('submit'))
    await settle()
    expect(searches).toBe(2)
  })
})
