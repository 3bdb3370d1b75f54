import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { type AppError } from '@shared/errors'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import { bodyElement, bodyText } from '../../../../../test/support/page-queries'
import DialogCard from './DialogCard.vue'
import FormDialog from './FormDialog.vue'

const PROPS = { show: true, title: 'Título', testid: 'probe', width: 400 }
const idle = { busy: false, error: null }

describe('FormDialog', () => {
  it('says the refusal under the fields and keeps the action off until the form may be sent', async () => {
    const error: AppError = { code: 'forbidden', message: 'No.' }
    mountComponent(FormDialog, {
      props: { ...PROPS, canSave: false, saveLabel: 'Guardar', form: { busy: false, error } },
    })
    await settle()
    expect(bodyElement('probe-error')).toBeTruthy()
    expect(bodyElement<HTMLButtonElement>('probe-save').disabled).toBe(true)
  })

  it('is 520 px wide unless told otherwise, never wider than the window', () => {
    const widthOf = (width?: number) =>
      mountComponent(FormDialog, {
        props: { ...PROPS, width, canSave: true, saveLabel: 'Guardar', form: idle },
      }).findComponent(DialogCard).vm.$attrs.style
    expect(widthOf(undefined)).toEqual({
      width: 'min(520px, calc(100vw - 48px))',
    })
    expect(widthOf(400)).toEqual({ width: 'min(400px, calc(100vw - 48px))' })
  })

  it('once the change is queued says so instead of the form', async () => {
    mountComponent(FormDialog, {
      props: { ...PROPS, canSave: true, saveLabel: 'Guardar', form: idle, queued: 'En cola.' },
    })
    await settle()
    expect(bodyText('probe-dialog')).toContain('En cola.')
    expect(document.querySelector('[data-testid="probe-save"]')).toBeNull()
  })

  it('once queued offers what else there is to do beside «Cerrar»; the action may have its own test id', async () => {
    const Holder = defineComponent({
      setup: () => () =>
        h(
          FormDialog,
          { ...PROPS, canSave: true, saveLabel: 'Crear', form: idle, queued: 'En cola.' },
          { queued: () => h('button', { 'data-testid': 'probe-open' }, 'Abrir') },
        ),
    })
    mountComponent(Holder)
    await settle()
    expect(bodyText('probe-open')).toBe('Abrir')
    expect(bodyText('probe-close')).toBe('Cerrar')
    document.body.replaceChildren()
    mountComponent(FormDialog, {
      props: { ...PROPS, canSave: true, saveLabel: 'Crear', form: idle, saveTestid: 'create' },
    })
    await settle()
    expect(bodyText('create')).toBe('Crear')
  })

  it('takes Ctrl+Enter (or ⌘+Enter) from anywhere in it as the action, only when it may be sent', async () => {
    const wrapper = mountComponent(FormDialog, {
      props: { ...PROPS, canSave: false, saveLabel: 'Guardar', form: idle },
    })
    await settle()
    const press = (init: KeyboardEventInit) =>
      bodyElement('probe-dialog').dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, ...init }),
      )
    const dialog = () => wrapper.findComponent(FormDialog)
    press({ ctrlKey: true })
    expect(dialog().emitted('save')).toBeUndefined()
    await wrapper.setProps({ canSave: true } as Parameters<typeof wrapper.setProps>[0])
    press({})
    expect(dialog().emitted('save')).toBeUndefined()
    press({ ctrlKey: true })
    press({ metaKey: true })
    expect(dialog().emitted('save')).toHaveLength(2)
    expect(bodyElement('probe-save').getAttribute('aria-keyshortcuts')).toBe('Control+Enter')
  })
})
