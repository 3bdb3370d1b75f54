import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import { bodyElement } from '../../../../../test/support/page-queries'
import SideDrawer from './SideDrawer.vue'

const mounted: { unmount(): void }[] = []
afterEach(() => {
  for (const wrapper of mounted.splice(0)) wrapper.unmount()
  document.body.replaceChildren()
})

async function openDrawer() {
  const show = ref(true)
  const Holder = defineComponent({
    setup: () => () =>
      h(
        SideDrawer,
        {
          show: show.value,
          'onUpdate:show': (value: boolean) => (show.value = value),
          width: 460,
          closeTestId: 'close',
          'data-testid': 'drawer',
        },
        {
          heading: ({ titleId }: { titleId: string }) => h('h2', { id: titleId }, 'Bandeja'),
          default: () => h('p', 'Nada pendiente.'),
        },
      ),
  })
  mounted.push(mountComponent(Holder))
  await settle()
  return show
}

describe('a panel from the right', () => {
  it('is named by its heading and holds its content', async () => {
    await openDrawer()
    const drawer = bodyElement('drawer')
    const heading = document.getElementById(drawer.getAttribute('aria-labelledby') ?? '')
    expect(heading?.textContent).toBe('Bandeja')
    expect(drawer.textContent).toContain('Nada pendiente.')
  })

  it('closes from its close button, named «Cerrar»', async () => {
    const show = await openDrawer()
    expect(bodyElement('close').getAttribute('aria-label')).toBe('Cerrar')
    bodyElement('close').click()
    expect(show.value).toBe(false)
  })

  it('closes with Esc', async () => {
    const show = await openDrawer()
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }),
    )
    await settle()
    expect(show.value).toBe(false)
  })
})
