import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement } from '../../../../../test/support/page-queries'
import DialogCard from './DialogCard.vue'

const mounted: { unmount(): void }[] = []
afterEach(() => {
  for (const wrapper of mounted.splice(0)) wrapper.unmount()
  document.body.replaceChildren()
})

function mountDialog(props: { closable?: boolean; closeOnEsc?: boolean }, footer = true) {
  const show = ref(true)
  const Holder = defineComponent({
    setup: () => () =>
      h(
        DialogCard,
        {
          ...props,
          show: show.value,
          'onUpdate:show': (value: boolean) => (show.value = value),
          title: 'Exportar',
          'data-testid': 'dialog',
        },
        {
          default: () => h('p', 'Formato y columnas'),
          ...(footer ? { footer: () => h('button', { 'data-testid': 'start' }, 'Exportar') } : {}),
        },
      ),
  })
  mounted.push(mountComponent(Holder))
  return show
}

const pressEscape = async () => {
  document.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }),
  )
  await nextTick()
}

describe('a modal dialog', () => {
  it('is a dialog named by its title, with its content and its footer', () => {
    mountDialog({})
    const dialog = bodyElement('dialog')
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const heading = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(heading?.textContent).toBe('Exportar')
    expect(dialog.textContent).toContain('Formato y columnas')
    expect(bodyElement('start').textContent).toBe('Exportar')
  })

  it('closes from its close button and with Esc', async () => {
    const byButton = mountDialog({})
    bodyElement('card-close').click()
    expect(byButton.value).toBe(false)
    for (const wrapper of mounted.splice(0)) wrapper.unmount()
    const byEscape = mountDialog({})
    await pressEscape()
    expect(byEscape.value).toBe(false)
  })

  it('while its work must not be lost, has no close button and, when asked, ignores Esc', async () => {
    const show = mountDialog({ closable: false, closeOnEsc: false })
    expect(document.querySelector('[data-testid="card-close"]')).toBeNull()
    await pressEscape()
    expect(show.value).toBe(true)
  })

  it('without a footer draws none', () => {
    mountDialog({}, false)
    expect(document.querySelector('.n-card__footer')).toBeNull()
  })
})
