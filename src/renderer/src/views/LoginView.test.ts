import { afterAll, describe, expect, it } from 'vitest'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { DEFAULT_SETTINGS } from '@shared/settings'
import { mountComponent } from '../../../../test/support/mount-component'
import { installFakeBridge, ok, settle, SIGNED_OUT } from '../../../../test/support/fake-bridge'
import { bodyElement, bodyText, typeInto } from '../../../../test/support/page-queries'
import { useSettingsStore } from '../stores/settings-store'
import LoginView from './LoginView.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('settings.get', () => ok(DEFAULT_SETTINGS))
bridge.always('app.info', () => ok(null))
bridge.always('session.state', () => ok(SIGNED_OUT))
bridge.always('environment.status', () =>
  ok({
    preset: 'demo',
    baseUrl: 'http://127.0.0.1:4010',
    testBaseUrl: 'http://127.0.0.1:4010',
    demoAccounts: [{ key: 'expert', email: 'asesora@demo.grantsdesk.es', password: 'demo1234' }],
  }),
)

async function openSignIn() {
  const wrapper = mountComponent(LoginView)
  await useSettingsStore().load()
  await settle()
  return wrapper
}

/** «Entorno: Demostración local» opened, «Personalizado» chosen. */
async function chooseCustom(): Promise<void> {
  document.body.querySelector<HTMLElement>('.n-collapse-item__header-main')?.click()
  await settle()
  bodyElement('preset-custom').querySelector('input')?.click()
  await settle()
}

async function submit(): Promise<void> {
  bodyElement('login-submit').click()
  await settle()
}

describe('the sign-in form', () => {
  it('flags empty fields before anything is sent', async () => {
    await openSignIn()
    await submit()
    expect(document.body.textContent).toContain(renderMessage('es', 'validation.email_required'))
    expect(document.body.textContent).toContain(renderMessage('es', 'validation.password_required'))
    expect(bridge.pending('session.login')).toHaveLength(0)
  })

  it('refuses a custom address that is not one, and sends nothing', async () => {
    await openSignIn()
    await chooseCustom()
    await typeInto('base-url', 'no es una url')
    await typeInto('login-email', 'asesora@demo.grantsdesk.es')
    await typeInto('login-password', 'demo1234')
    await submit()
    expect(bodyText('login-error')).toContain('Revise el entorno')
    expect(bridge.pending('session.login')).toHaveLength(0)
  })

  it('refuses plain http to another computer as Ajustes does, sends nothing, and leads to Ajustes', async () => {
    const wrapper = await openSignIn()
    await chooseCustom()
    await typeInto('base-url', 'http://192.0.2.10:8000')
    await typeInto('test-base-url', 'http://192.0.2.10:8000')
    const refusal = 'La dirección http://192.0.2.10:8000 no está cifrada'
    expect(document.body.textContent).toContain(refusal)
    expect(document.body.textContent).toContain('Ajustes → Avanzado')

    await typeInto('login-email', 'asesora@demo.grantsdesk.es')
    await typeInto('login-password', 'demo1234')
    await submit()
    expect(bodyText('login-error')).toContain(refusal)
    // Nothing reached main: no sign-in, and the environment was not saved.
    expect(bridge.pending('session.login')).toHaveLength(0)
    expect(bridge.pending('settings.update')).toHaveLength(0)

    bodyElement('open-settings').click()
    await settle()
    expect(wrapper.vm.$router.currentRoute.value.name).toBe('settings')
  })
})
