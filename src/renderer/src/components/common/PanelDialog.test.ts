// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import PanelDialog from './PanelDialog.vue'

afterEach(() => document.body.replaceChildren())

describe('PanelDialog', () => {
  it('is a dialog named by its title, saying what it holds before its content and footer', () => {
    const Holder = defineComponent({
      setup: () => () =>
        h(
          PanelDialog,
          {
            show: true,
            title: 'Atajos',
            intro: 'Lo que hace cada tecla.',
            testid: 'keys',
            width: 620,
          },
          { default: () => h('p', 'F1'), footer: () => h('button', 'Cerrar') },
        ),
    })
    mountComponent(Holder)
    const dialog = bodyElement('keys-dialog')
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.querySelector('h2, h3')?.textContent).toContain('Atajos')
    expect(bodyText('keys-intro')).toBe('Lo que hace cada tecla.')
    const text = dialog.textContent ?? ''
    expect(text.indexOf('Lo que hace')).toBeLessThan(text.indexOf('F1'))
    expect(text).toContain('Cerrar')
  })
})
