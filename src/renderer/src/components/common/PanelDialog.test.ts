import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import PanelDialog from './PanelDialog.vue'

describe('PanelDialog', () => {
  it("is a dialog titled by its name's messages, saying what it holds before its content and footer", () => {
    const Holder = defineComponent({
      setup: () => () =>
        h(
          PanelDialog,
          { show: true, name: 'shortcuts', width: 620 },
          { default: () => h('p', 'F1'), footer: () => h('button', 'Cerrar') },
        ),
    })
    mountComponent(Holder)
    const dialog = bodyElement('shortcuts-dialog')
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.querySelector('h2, h3')?.textContent).toContain('Atajos de teclado')
    expect(bodyText('shortcuts-intro')).toContain('Funcionan en cualquier pantalla')
    const text = dialog.textContent ?? ''
    expect(text.indexOf('Funcionan en cualquier pantalla')).toBeLessThan(text.indexOf('F1'))
    expect(text).toContain('Cerrar')
  })
})
