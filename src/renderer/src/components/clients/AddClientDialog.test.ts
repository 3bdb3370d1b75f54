import { afterAll, describe, expect, it } from 'vitest'
import { makeClient } from '../../../../../test/fixtures/client'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement, typeInto } from '../../../../../test/support/page-queries'
import AddClientDialog from './AddClientDialog.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())

describe('«Añadir cliente» (SC-CLIENT-6)', () => {
  it('checks the NIF as it is typed and sends nothing while it is wrong', async () => {
    mountComponent(AddClientDialog, { props: { show: true } })
    await settle()
    await typeInto('add-client-nif', '12345678A')
    expect(bodyElement('add-client-nif-problem').textContent).toContain('letra de control')
    expect(bodyElement<HTMLButtonElement>('add-client-save').disabled).toBe(true)
  })

  it('sends the beneficiary as prefilled, in English too', async () => {
    mountComponent(AddClientDialog, {
      language: 'en',
      props: { show: true, presetNif: '12345678Z', presetName: 'Talleres Nuevos SL' },
    })
    await settle()
    expect(document.body.textContent).toContain('Add client')
    bodyElement('add-client-save').click()
    await settle()
    const call = bridge.only('clients.create')
    expect(call.args).toEqual({ nif: '12345678Z', business_name: 'Talleres Nuevos SL' })
    await call.answer(ok({ client: makeClient(77, { nif: '12345678Z' }) }))
  })
})

describe('«Añadir cliente» offline', () => {
  it('says the client waits to be sent, and opens it as it is listed meanwhile', async () => {
    const wrapper = mountComponent(AddClientDialog, {
      props: { show: true, presetNif: '12345678Z', presetName: 'Talleres Sin Red SL' },
    })
    await settle()
    bodyElement('add-client-save').click()
    await settle()
    const placeholder = makeClient(-1, { nif: '12345678Z', business_name: 'Talleres Sin Red SL' })
    await bridge.only('clients.create').answer(ok({ client: placeholder, queued: true }))
    await settle()
    expect(document.body.textContent).toContain(
      'Sin conexión: «Talleres Sin Red SL» se añadirá al servicio en la próxima sincronización.',
    )
    expect(wrapper.vm.$router.currentRoute.value).toMatchObject({
      name: 'client',
      params: { id: '-1' },
    })
  })
})
