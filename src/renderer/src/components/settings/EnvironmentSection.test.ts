import { afterAll, describe, expect, it } from 'vitest'
import { renderMessage } from '@shared/messages/catalogue-lookup'
import { DEFAULT_SETTINGS, type Settings, SettingsPatchSchema } from '@shared/settings'
import { mountComponent } from '../../../../../test/support/mount-component'
import { installFakeBridge, ok, settle } from '../../../../../test/support/fake-bridge'
import { bodyElement, bodyText, typeInto } from '../../../../../test/support/page-queries'
import EnvironmentSection from './EnvironmentSection.vue'

const bridge = installFakeBridge()
afterAll(() => bridge.uninstall())
bridge.always('settings.get', () => ok(DEFAULT_SETTINGS))
bridge.always('app.info', () => ok(null))

const REMOTE = 'http://pruebas.example.es:8000'
const REFUSAL = `La dirección ${REMOTE} no está cifrada`

async function open(settings: Settings = DEFAULT_SETTINGS) {
  mountComponent(EnvironmentSection, { props: { settings } })
  await settle()
}

async function click(testId: string): Promise<void> {
  bodyElement(testId).querySelector('input')?.click()
  await settle()
}

const save = () => bodyElement<HTMLButtonElement>('save-environment')
const text = () => document.body.textContent ?? ''
/** «Permitir conexión sin cifrar», ticked or not: undefined while «Avanzado» is closed. */
const allowInsecure = () => {
  const box = document.body.querySelector('[data-testid="allow-insecure"]')
  return box?.checkVisibility() ? box.getAttribute('aria-checked') === 'true' : undefined
}
const toggleAllowInsecure = async () => {
  bodyElement('allow-insecure').click()
  await settle()
}

/** «Guardar» pressed: what main was asked to save, answered as saved. */
async function saved(): Promise<unknown> {
  save().click()
  await settle()
  const call = bridge.only('settings.update')
  await call.answer(ok({ ...DEFAULT_SETTINGS, ...SettingsPatchSchema.parse(call.args) }))
  expect(text()).toContain('Ajustes guardados.')
  return call.args
}

describe('Ajustes › Entorno', () => {
  it('takes only web addresses for a custom service, and shows both as they will be used', async () => {
    await open()
    await click('preset-custom')
    await typeInto('base-url', 'ftp://api.example.es')
    expect(bodyText('environment-section')).toContain(renderMessage('es', 'validation.url'))
    expect(save().disabled).toBe(true)

    await typeInto('base-url', 'https://api.example.es/')
    await typeInto('test-base-url', 'https://test.example.es')
    expect(bodyText('endpoint-preview')).toContain(
      'https://api.example.es · https://test.example.es',
    )
    expect(await saved()).toMatchObject({
      environment: {
        preset: 'custom',
        baseUrl: 'https://api.example.es',
        testBaseUrl: 'https://test.example.es',
      },
    })
  })

  it('builds the white-label FANDIT address from a valid brand', async () => {
    await open()
    await click('preset-fandit')
    expect(bodyText('endpoint-preview')).toContain('https://api.fandit.es')
    await typeInto('brand', 'Mi Asesoria')
    expect(bodyText('environment-section')).toContain(renderMessage('es', 'validation.brand'))
    expect(save().disabled).toBe(true)
    await typeInto('brand', 'miasesoria')
    expect(bodyText('endpoint-preview')).toContain('https://miasesoria.api.fandit.es')
    expect(await saved()).toMatchObject({ environment: { preset: 'fandit', brand: 'miasesoria' } })
  })

  it('refuses plain http to another computer until «Permitir conexión sin cifrar» is ticked', async () => {
    await open()
    await click('preset-custom')
    // Loopback is this computer: accepted as it is.
    await typeInto('base-url', 'http://127.0.0.1:4010')
    await typeInto('test-base-url', 'http://localhost:4010')
    expect(text()).not.toContain('no está cifrada')
    expect(save().disabled).toBe(false)
    expect(allowInsecure()).toBeUndefined()

    await typeInto('test-base-url', REMOTE)
    expect(text()).toContain(REFUSAL)
    expect(save().disabled).toBe(true)
    // «Avanzado» opens by itself, showing the setting that allows it, off by default.
    expect(allowInsecure()).toBe(false)

    await toggleAllowInsecure()
    expect(text()).not.toContain('no está cifrada')
    expect(await saved()).toMatchObject({
      environment: { preset: 'custom', testBaseUrl: REMOTE },
      allowInsecureHttp: true,
    })
  })

  it('refuses the saved address again once «Permitir conexión sin cifrar» is unticked', async () => {
    await open({
      ...DEFAULT_SETTINGS,
      environment: { preset: 'custom', baseUrl: 'http://127.0.0.1:4010', testBaseUrl: REMOTE },
      allowInsecureHttp: true,
    })
    expect(allowInsecure()).toBe(true)
    expect(text()).not.toContain('no está cifrada')
    await toggleAllowInsecure()
    expect(text()).toContain(REFUSAL)
    expect(save().disabled).toBe(true)
  })
})
